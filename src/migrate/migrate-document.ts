/**
 * `migrateDocument`: one document from its generation to another. Safe parse -> source schema
 * and generation from the root namespace (or `from`) -> type-directed rewrite into the target
 * (namespaces of the document and its helpers as the target IR has them, renames, value and
 * shape changes; what cannot be carried is dropped with its path; what the target requires and
 * the source lacks is reported) -> namespace declarations and indentation, with the comments and
 * PIs around the root kept -> validation against the target (each issue traced back to its
 * source element), and of the source against its own generation (an invalid source is told
 * even when the result is valid). Never throws for a bad document: the result says what blocked it.
 */
import { localName, type IrGeneration, type IrRootElement } from '../ir/index.js';
import { XmlParseError } from '../runtime/errors.js';
import { parseXmlTree } from '../runtime/parse-tree.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { serializeXmlTree } from '../runtime/write-tree.js';
import { refusedDoctype } from '../validate/doctype-kind.js';
import { shortPath } from '../validate/issue.js';
import type { Declaration, RewriteContext } from './context.js';
import { generationOf, type GenerationSource } from './generations.js';
import { fillRuleNils } from './fill-rule-nils.js';
import { noteRuleMissing } from './rule-missing.js';
import { declareNamespaces, indent } from './layout.js';
import type { MigrationChange, MigrationResult } from './result.js';
import { resolveRoots, type ResolvedRoots } from './resolve-roots.js';
import { rewriteElement } from './rewrite-element.js';
import { blockers, failure, issueAt } from './outcome.js';
import { outerMarkup, writeMarkup } from './outer-markup.js';
import { readBack, withSourcePositions } from './source-positions.js';
import { validateMigrated } from './validate-target.js';
import { endpointSides, noEndpointMessage, type EndpointSides } from './endpoint.js';
import type { Issue } from '../validate/issue.js';
import type { RuleContext } from '../validate/rules/index.js';

/** Options of {@link migrateDocument}. */
export interface MigrateOptions extends GenerationSource {
  /** Target generation. @example '0.3-beta' */
  to: string;
  /** Source generation; by default read from the root namespace. @example '0.0.7' */
  from?: string;
  /**
   * Write a nillable element the source lacks as xsi:nil (reported as a `nil` change) when the
   * target requires it: by its XSD (instead of reporting it missing) or by a rule of the target
   * generation (src/validate/rules, e.g. 0.0.7's five VMRS codes once VMRS is given).
   */
  fillNil?: boolean;
  /** Validate the result against the target (default true); without, `valid` is false (nothing was checked). */
  validate?: boolean;
  /** With validation, run the rule layer after the XSD too (default true; false: XSD only, as `--no-rules`). */
  rules?: boolean;
  /**
   * Endpoint the document is sent to, `"METHOD /path"` (as `fleetcase validate --endpoint`), in
   * the source's or the target's generation; it is carried to the other by its operation id
   * (./endpoint.ts). The rules that depend on it apply on both sides (an item update sends only
   * what changes); an endpoint the target lacks, or one that does not take the document, makes
   * the result invalid. @example 'POST /items/{item_id}'
   */
  endpoint?: string;
}

/** The document as text (bytes were parsed as UTF-8 already: the safe parser refuses any other encoding). */
function textOf(input: string | Uint8Array): string {
  return typeof input === 'string' ? input : new TextDecoder().decode(input);
}

/** True for a finished result (a step that stopped the migration), not a step's value. */
function isResult(value: object): value is MigrationResult {
  return 'blockedBy' in value;
}

/** The safe parse, or the result saying what refused it (a DOCTYPE named by what it tried, with `fleetcase validate`'s ids). */
function parseSource(input: string | Uint8Array, options: MigrateOptions): XmlElementNode | MigrationResult {
  try {
    return parseXmlTree(input);
  } catch (error) {
    if (!(error instanceof XmlParseError)) throw error;
    const refused =
      error.code === 'doctype-forbidden'
        ? refusedDoctype(input, error.message)
        : { rule: error.code, message: error.message };
    const at = { path: shortPath(error.path), line: error.line, column: error.column };
    return failure(options, {}, { ...refused, severity: 'error', ...at });
  }
}

/** A root declaration as the rewrite takes it: the one occurrence of a document's root. */
function asDeclaration(root: IrRootElement): Declaration {
  return { name: root.name, type: root.type, occurs: { min: 1, max: 1, nillable: root.nillable } };
}

/**
 * The type-directed rewrite of the root into the target, then what the target's rules require
 * (SPEC.md) once the XSD's requirements are in place: filled where asked and possible, else
 * missing. Undefined where the root itself could not be carried.
 */
function rewriteRoot(
  root: XmlElementNode,
  roots: ResolvedRoots,
  context: RewriteContext,
  options: MigrateOptions,
  endpoint: EndpointSides | undefined,
): XmlElementNode | undefined {
  const path = `/${root.local}`;
  const declaration = asDeclaration(roots.targetRoot);
  const out = rewriteElement(
    context,
    root,
    declaration,
    roots.sourceRoot && asDeclaration(roots.sourceRoot),
    { sourcePath: path, targetPath: `/${localName(roots.targetRoot.name)}`, parent: '' },
  );
  if (!out) return undefined;
  const rules: RuleContext = { generation: options.to, schema: roots.parts.schema, root: out.local };
  if (endpoint?.targetRef) rules.endpoint = endpoint.targetRef;
  if (context.fillNil) fillRuleNils(context, out, declaration, rules);
  if (options.rules !== false) noteRuleMissing(context, out, rules);
  return out;
}

/** Every change made, moves first (one entry per kind of move, with how many elements moved). */
function changesOf(context: RewriteContext): MigrationChange[] {
  const moves = [...context.moves.values()]
    .filter(({ counts }) => counts.size > 0)
    .map(({ change, counts }) => {
      const count = [...counts.values()].reduce((sum, each) => sum + each, 0);
      return { ...change, detail: `${count} element${count === 1 ? '' : 's'}` };
    });
  return [...moves, ...context.changes];
}

/** The result's text: a UTF-8 declaration, the comments and PIs around the source root, the rewritten root. */
function documentText(out: XmlElementNode, target: IrGeneration, input: string | Uint8Array): string {
  declareNamespaces(out, target);
  indent(out);
  const markup = outerMarkup(input);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    ...markup.before.map(writeMarkup),
    serializeXmlTree(out),
    ...markup.after.map(writeMarkup),
  ];
  return `${lines.join('\n')}\n`;
}

/** The warning for a result no endpoint of the target exchanges (./endpoint.ts), unless `--endpoint` named one: then validation judges it. */
function unsent(roots: ResolvedRoots, target: IrGeneration, xml: string, options: MigrateOptions): Issue[] {
  if (options.endpoint !== undefined) return [];
  const message = noEndpointMessage(roots.source, target, roots.parts);
  if (message === undefined) return [];
  const root = readBack(xml) ?? rootTag(xml);
  return [{ rule: 'migrate-no-endpoint', severity: 'warning', message, path: `/${root.local}`, line: root.line, column: root.column }];
}

/** The root element's name and position in a result too large to read back: its start tag, past the declaration, comments and PIs. */
function rootTag(xml: string): { local: string; line: number; column: number } {
  let at = xml.indexOf('<');
  for (;;) {
    const close = xml.startsWith('<?', at) ? '?>' : xml.startsWith('<!--', at) ? '-->' : undefined;
    if (close === undefined) break;
    at = xml.indexOf('<', xml.indexOf(close, at) + close.length);
  }
  const local = /^<(?:[\w.-]+:)?([\w.-]+)/.exec(xml.slice(at, at + 300))?.[1] ?? '';
  const before = xml.slice(0, at);
  return { local, line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

/**
 * Migrates one XML document (text or UTF-8 bytes) to the target generation.
 * @throws FleetcaseError GenerationUnknown for an unknown `to` or `from` (a usage error, not a document's).
 * @example migrateDocument(readFileSync('case.xml'), { to: '0.3-beta' }).missing
 */
export function migrateDocument(
  input: string | Uint8Array,
  options: MigrateOptions,
): MigrationResult {
  const target = generationOf(options.to, options);
  if (options.from !== undefined) generationOf(options.from, options);
  const root = parseSource(input, options);
  if (isResult(root)) return root;
  const roots = resolveRoots(root, target, options);
  if (isResult(roots)) return roots;
  const context: RewriteContext = {
    source: roots.source,
    target,
    label: roots.label,
    fillNil: options.fillNil ?? false,
    changes: [],
    dropped: [],
    missing: [],
    moves: new Map(),
  };
  const endpoint = options.endpoint === undefined ? undefined : endpointSides(options.endpoint, roots.source, target);
  const out = rewriteRoot(root, roots, context, options, endpoint);
  const changes = changesOf(context);
  if (!out) {
    const issue = issueAt('migrate-root-dropped', `the root element <${root.local}> could not be carried`, root);
    return failure(options, { ...roots.parts, changes, dropped: context.dropped }, issue);
  }
  const xml = documentText(out, target, input);
  const checked = options.validate !== false;
  const sides = (spec: string | undefined) => (spec === undefined ? options : { ...options, endpoint: spec });
  const issues = checked ? withSourcePositions(out, xml, [...validateMigrated(xml, options.to, sides(endpoint?.target)), ...unsent(roots, target, xml, options)]) : [];
  const sourceIssues = checked
    ? validateMigrated(textOf(input), roots.parts.from, sides(endpoint?.source)).filter((issue) => issue.severity === 'error')
    : [];
  return {
    xml,
    ...roots.parts,
    to: options.to,
    changes,
    dropped: context.dropped,
    missing: context.missing,
    issues,
    // Not validated is not valid: a caller that skips validation learns nothing from `valid`.
    valid: checked && !issues.some((issue) => issue.severity === 'error'),
    sourceIssues,
    blockedBy: blockers(context.missing, issues),
  };
}
