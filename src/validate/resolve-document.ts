/**
 * Namespace -> schema and generation (DESIGN.md "Validation"). The root element's namespace
 * names its schema and that schema's version; the generations whose effective set holds it are
 * the document's. Without a requested generation the document is checked as the oldest of them
 * (the one that issued the schema); with one that is not among them it is a `version-mismatch`.
 * A helper schema's namespace names no document (`root-not-document`): its elements are parts.
 */
import { DEFAULT_NS_ROOT, parseApiNamespace } from '../ir/index.js';
import type { XmlElementNode } from '../runtime/tree.js';
import type { Issue } from './issue.js';
import { PIPELINE_MESSAGES, pipelineIssue } from './pipeline-checks.js';
import type { IndexedSchema, SchemaIndex } from './schema-index.js';

/** What is read of the document element: its name and position. */
export type DocumentElement = Pick<XmlElementNode, 'namespace' | 'local' | 'line' | 'column'>;

/** The schema and generation a document is checked as, or the issue that stops it. */
export type Resolution =
  | { schema: IndexedSchema; generation: string; issue?: undefined }
  | { issue: Issue; schema?: IndexedSchema; generation?: undefined };

function unknownNamespace(index: SchemaIndex, root: DocumentElement): Issue {
  const at = { path: `/${root.local}`, line: root.line, column: root.column };
  const expected = `expected ${DEFAULT_NS_ROOT}/<version>/Case/<Schema>`;
  const parsed = root.namespace ? parseApiNamespace(root.namespace) : undefined;
  let detail = expected;
  if (parsed) {
    const versions = [...index.byNamespace.values()].filter((schema) => schema.name === parsed.schema).map((schema) => schema.version);
    detail = versions.length
      ? `no generation issues ${parsed.schema} ${parsed.version} (known versions: ${versions.join(', ')})`
      : `no generation has a schema named ${parsed.schema}`;
  }
  return pipelineIssue('unknown-namespace', PIPELINE_MESSAGES['unknown-namespace']({ namespace: root.namespace, detail }), at);
}

/** Resolves the document element to its schema and the generation it is checked as. */
export function resolveDocument(index: SchemaIndex, root: DocumentElement, requested?: string): Resolution {
  const schema = index.byNamespace.get(root.namespace);
  if (!schema) return { issue: unknownNamespace(index, root) };
  if (schema.helper) {
    const message = PIPELINE_MESSAGES['root-not-document']({ schema: schema.name, version: schema.version, root: root.local });
    return { schema, issue: pipelineIssue('root-not-document', message, { path: `/${root.local}`, line: root.line, column: root.column }) };
  }
  if (requested === undefined) return { schema, generation: schema.generations[0]! };
  if (schema.generations.includes(requested)) return { schema, generation: requested };
  const expected = index.effective.get(requested)?.get(schema.name) ?? '';
  const message = PIPELINE_MESSAGES['version-mismatch']({
    schema: schema.name,
    version: schema.version,
    generations: schema.generations.join(', '),
    requested,
    expected,
  });
  return { schema, issue: pipelineIssue('version-mismatch', message, { path: `/${root.local}`, line: root.line, column: root.column }) };
}
