/**
 * The validation pipeline for one document (DESIGN.md "Validation"):
 * safe parse (src/runtime: no DOCTYPE, no entity but the predefined ones, bounded size and
 * depth; a hostile document stops here with its own rule id and never reaches an engine) ->
 * root namespace -> schema and generation -> endpoint -> XSD engine (schemas compiled once per
 * thread) -> rule layer on the same parsed tree -> issues merged and ordered.
 *
 * `createValidatorFor` does the set-up once (engine, options); `validate` is then a few
 * microseconds of overhead around the parse and the engine. `createValidator` (./validator.ts)
 * adds loading the index.
 */
import { fail } from '../errors.js';
import { XmlParseError } from '../runtime/errors.js';
import type { XmlElementNode, XmlLimits } from '../runtime/tree.js';
import { ElementLocator } from './element-locator.js';
import { engineDisagreements } from './engine-disagreement.js';
import { createEngine, type EngineFinding, type EngineName, type XsdEngine } from './engines/index.js';
import { compareIssues, isValid, type FileResult, type Issue } from './issue.js';
import { mergeIssues, uncoveredXsdIssues } from './merge-issues.js';
import { pipelineIssue } from './pipeline-checks.js';
import { resolveDocument } from './resolve-document.js';
import { resolveEndpoint } from './resolve-endpoint.js';
import { runRules, treeNode, type EndpointRef } from './rules/index.js';
import type { IndexedSchema, SchemaIndex } from './schema-index.js';
import { parseValidationTree } from './validation-tree.js';
import { xsdIssues } from './xsd-findings.js';

/** Options of a validator (all documents). */
export interface ValidatorOptions {
  /** Schemas folder, when no `index` is given (see ./validator.ts). @example 'schemas' */
  schemasDir?: string;
  /** Engine name or a ready engine. @example 'libxml2' */
  engine?: EngineName | XsdEngine;
  /** Generation every document is checked as (else read from its namespace). @example '0.0.7' */
  generation?: string;
  /** Endpoint documents are sent to, `"METHOD /path"`. @example 'POST /assets/{id}/cases' */
  endpoint?: string;
  /** Run the rule layer (default true). */
  rules?: boolean;
  /** Bounds of the safe parse. */
  limits?: Partial<XmlLimits>;
  /** A prebuilt index (worker threads get it from the main thread). */
  index?: SchemaIndex;
  /** Most Xerces JVMs at once. */
  concurrency?: number;
}

/** Per-document overrides (a config entry's generation and endpoint). */
export interface DocumentOptions {
  /** Name reported as `file`. @example 'fixtures/case.xml' */
  file?: string;
  generation?: string;
  endpoint?: string;
}

/** A validator with its schemas compiled once. */
export interface Validator {
  readonly engine: XsdEngine;
  readonly index: SchemaIndex;
  /** Validates one document; synchronous engines only (libxml2, libxmljs2). */
  validate(input: string | Uint8Array, options?: DocumentOptions): FileResult;
  /** Validates one document with any engine. */
  validateAsync(input: string | Uint8Array, options?: DocumentOptions): Promise<FileResult>;
  close(): void;
}

/** A document between the pre-engine steps and the engine. */
interface Pending {
  file: string;
  root: XmlElementNode;
  schema: IndexedSchema;
  generation: string;
  endpoint?: EndpointRef;
  extra: Issue[];
}

function result(file: string, issues: Issue[], generation: string | null = null, schema: string | null = null): FileResult {
  return { file, valid: isValid(issues), generation, schema, issues };
}

/**
 * Creates a validator over an index (worker threads call this directly: it imports nothing of
 * the schema loader). @throws FleetcaseError for an unknown generation or engine.
 */
export function createValidatorFor(index: SchemaIndex, options: ValidatorOptions = {}): Validator {
  const checkGeneration = (generation: string | undefined): void => {
    if (generation !== undefined && !index.generations.includes(generation)) fail('GenerationUnknown', { generation, known: index.generations });
  };
  checkGeneration(options.generation);
  const engine =
    typeof options.engine === 'object'
      ? options.engine
      : createEngine(options.engine, options.concurrency ? { concurrency: options.concurrency } : {});
  const runRuleLayer = options.rules !== false;
  const parseOptions = options.limits ? { limits: options.limits } : {};

  function prepare(input: string | Uint8Array, documentOptions: DocumentOptions): FileResult | Pending {
    const file = documentOptions.file ?? '<input>';
    let root: XmlElementNode;
    try {
      root = parseValidationTree(input, parseOptions);
    } catch (error) {
      if (!(error instanceof XmlParseError)) throw error;
      return result(file, [pipelineIssue(error.code, error.message, error)]);
    }
    const requested = documentOptions.generation ?? options.generation;
    checkGeneration(requested);
    const resolution = resolveDocument(index, root, requested);
    if (resolution.issue) return result(file, [resolution.issue], null, resolution.schema?.name ?? null);
    const { schema, generation } = resolution;
    const pending: Pending = { file, root, schema, generation, extra: [] };
    const spec = documentOptions.endpoint ?? options.endpoint;
    if (spec !== undefined) {
      const at = { path: `/${root.local}`, line: root.line, column: root.column };
      const found = resolveEndpoint(index, spec, generation, { schema: schema.name, root: root.local }, at);
      if (found.issue) pending.extra.push(found.issue);
      else pending.endpoint = found.endpoint;
    }
    return pending;
  }

  function finish(pending: Pending, findings: readonly EngineFinding[]): FileResult {
    const { root, schema, generation } = pending;
    const rules: Issue[] = runRuleLayer
      ? runRules(treeNode(root), {
          generation,
          schema: schema.name,
          root: root.local,
          ...(pending.endpoint ? { endpoint: pending.endpoint } : {}),
        }).map((issue) => ({ ...issue, line: issue.line ?? 0, column: issue.column ?? 0 }))
      : [];
    let issues: Issue[];
    if (findings.length === 0) issues = [...rules, ...pending.extra].sort(compareIssues);
    else {
      const all = xsdIssues(findings, new ElementLocator(root));
      const primary = all.filter((issue) => issue.engine !== 'xerces' || engine.name === 'xerces');
      const extra = [...pending.extra];
      if (engine.name === 'both') {
        const second = all.filter((issue) => issue.engine === 'xerces');
        extra.push(...engineDisagreements(uncoveredXsdIssues(primary, rules), uncoveredXsdIssues(second, rules)));
      }
      issues = mergeIssues(primary, rules, extra);
    }
    return result(pending.file, issues, generation, schema.name);
  }

  return {
    engine,
    index,
    validate(input, documentOptions = {}) {
      if (!engine.sync) fail('CliUsage', { detail: `engine '${engine.name}' is asynchronous: use validateAsync or validateFiles` });
      const pending = prepare(input, documentOptions);
      if ('valid' in pending) return pending;
      return finish(pending, engine.validate(input, pending.schema.xsdFile) as EngineFinding[]);
    },
    async validateAsync(input, documentOptions = {}) {
      const pending = prepare(input, documentOptions);
      if ('valid' in pending) return pending;
      return finish(pending, await engine.validate(input, pending.schema.xsdFile));
    },
    close() {
      engine.close();
    },
  };
}
