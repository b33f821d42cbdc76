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
import { localName } from '../ir/index.js';
import { XmlParseError } from '../runtime/errors.js';
import { parseXmlTree } from '../runtime/parse-tree.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { serializeXmlTree } from '../runtime/write-tree.js';
import { rootsOf } from '../diff/fields.js';
import { refusedDoctype } from '../validate/doctype-kind.js';
import { shortPath } from '../validate/issue.js';
import type { RewriteContext } from './context.js';
import { detectSource } from './detect.js';
import { generationOf, type GenerationSource } from './generations.js';
import { fillRuleNils } from './fill-rule-nils.js';
import { noteRuleMissing } from './rule-missing.js';
import { declareNamespaces, indent } from './layout.js';
import type { MigrationResult } from './result.js';
import { rewriteElement } from './rewrite-element.js';
import { blockers, failure, issueAt } from './outcome.js';
import { outerMarkup, writeMarkup } from './outer-markup.js';
import { withSourcePositions } from './source-positions.js';
import { validateMigrated } from './validate-target.js';

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
}

/** The document as text (bytes were parsed as UTF-8 already: the safe parser refuses any other encoding). */
function textOf(input: string | Uint8Array): string {
  return typeof input === 'string' ? input : new TextDecoder().decode(input);
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
  let root: XmlElementNode;
  try {
    root = parseXmlTree(input);
  } catch (error) {
    if (!(error instanceof XmlParseError)) throw error;
    // A refused DOCTYPE is named by what it tried, with the ids `fleetcase validate` gives.
    const refused =
      error.code === 'doctype-forbidden'
        ? refusedDoctype(input, error.message)
        : { rule: error.code, message: error.message };
    return failure(
      options,
      {},
      {
        ...refused,
        severity: 'error',
        path: shortPath(error.path),
        line: error.line,
        column: error.column,
      },
    );
  }
  const detected = detectSource(root.namespace, options.from, options);
  if ('reason' in detected)
    return failure(
      options,
      { root: root.local },
      issueAt('migrate-source-unknown', detected.reason, root),
    );
  const source = generationOf(detected.generation, options);
  const parts = { from: detected.generation, schema: detected.schema, root: root.local };
  const sourceSchema = source.schemas.find((schema) => schema.name === detected.schema);
  const sourceRoot = rootsOf(source, detected.schema).get(root.local);
  // A root its own generation lacks makes the source no such document: blame it, not the target.
  if (sourceSchema && !sourceRoot)
    return failure(
      options,
      parts,
      issueAt(
        'migrate-source-unknown',
        sourceSchema.roots.length === 0
          ? `cannot migrate to ${options.to}: ${detected.schema} ${sourceSchema.version} is a helper schema, whose elements are parts of other documents, never a document of their own`
          : `cannot migrate to ${options.to}: ${detected.schema} ${sourceSchema.version} has no root element <${root.local}> (its roots: ${sourceSchema.roots.map((name) => `<${name}>`).join(', ')})`,
        root,
      ),
    );
  const targetSchema = target.schemas.find((schema) => schema.name === detected.schema);
  const targetRoot = rootsOf(target, detected.schema).get(root.local);
  if (!targetSchema || !targetRoot) {
    const roots = targetSchema
      ? ` (its roots: ${targetSchema.roots.map((name) => `<${name}>`).join(', ')})`
      : '';
    const what = targetSchema
      ? `${detected.schema} ${targetSchema.version} has no root element <${root.local}>${roots}`
      : `generation ${options.to} has no schema ${detected.schema}`;
    return failure(
      options,
      parts,
      issueAt('migrate-target-missing', `cannot migrate to ${options.to}: ${what}`, root),
    );
  }
  const context: RewriteContext = {
    source,
    target,
    label: `${detected.schema} ${targetSchema.version}`,
    fillNil: options.fillNil ?? false,
    changes: [],
    dropped: [],
    missing: [],
    moves: new Map(),
  };
  const path = `/${root.local}`;
  const rootDeclaration = {
    name: targetRoot.name,
    type: targetRoot.type,
    occurs: { min: 1, max: 1, nillable: targetRoot.nillable },
  };
  const out = rewriteElement(
    context,
    root,
    rootDeclaration,
    sourceRoot
      ? {
          name: sourceRoot.name,
          type: sourceRoot.type,
          occurs: { min: 1, max: 1, nillable: sourceRoot.nillable },
        }
      : undefined,
    { sourcePath: path, targetPath: `/${localName(targetRoot.name)}`, parent: '' },
  );
  // What the target's rules require (SPEC.md), once the XSD's requirements are in place: filled
  // where asked and possible, else missing.
  if (out) {
    const rules = { generation: options.to, schema: detected.schema, root: out.local };
    if (context.fillNil) fillRuleNils(context, out, rootDeclaration, rules);
    if (options.rules !== false) noteRuleMissing(context, out, rules);
  }
  const changes = [
    ...[...context.moves.values()].map(({ change, count }) => ({
      ...change,
      detail: `${count} element${count === 1 ? '' : 's'}`,
    })),
    ...context.changes,
  ];
  if (!out)
    return failure(
      options,
      { ...parts, changes, dropped: context.dropped },
      issueAt(
        'migrate-root-dropped',
        `the root element <${root.local}> could not be carried`,
        root,
      ),
    );
  declareNamespaces(out, target);
  indent(out);
  const markup = outerMarkup(input);
  const xml = `${[
    '<?xml version="1.0" encoding="UTF-8"?>',
    ...markup.before.map(writeMarkup),
    serializeXmlTree(out),
    ...markup.after.map(writeMarkup),
  ].join('\n')}\n`;
  const issues =
    options.validate === false
      ? []
      : withSourcePositions(out, xml, validateMigrated(xml, options.to, options));
  const sourceIssues =
    options.validate === false
      ? []
      : validateMigrated(textOf(input), detected.generation, options).filter((issue) => issue.severity === 'error');
  return {
    xml,
    ...parts,
    to: options.to,
    changes,
    dropped: context.dropped,
    missing: context.missing,
    issues,
    // Not validated is not valid: a caller that skips validation learns nothing from `valid`.
    valid: options.validate !== false && !issues.some((issue) => issue.severity === 'error'),
    sourceIssues,
    blockedBy: blockers(context.missing, issues),
  };
}
