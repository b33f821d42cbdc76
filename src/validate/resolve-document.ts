/**
 * Namespace -> schema and generation (DESIGN.md "Validation"). The root element's namespace
 * names its schema and that schema's version; the generations whose effective set holds it are
 * the document's. Without a requested generation the document is checked as the oldest of them
 * (the one that issued the schema); with one that is not among them it is a `version-mismatch`.
 * A helper schema's namespace names no document (`root-not-document`): its elements are parts.
 * A namespace that different files declare (a `--schemas` set whose generation folders hold
 * versions of a schema that kept its namespace) is checked against the requested generation's
 * file (its own folder's over one it inherits under another name); without a requested
 * generation it is `namespace-ambiguous` (never silently one of them).
 * A document without a namespace is named by its root element instead, among the set's XSDs
 * without a targetNamespace (SchemaIndex `byRoot`), with the same generation rules; a root none
 * of them declares is `root-undeclared`. Without such XSDs it stays `unknown-namespace`, whose
 * message names the API's namespace pattern, or for another set the namespaces it declares.
 */
import { relative, sep } from 'node:path';
import { apiNamespace, DEFAULT_NS_ROOT, parseApiNamespace } from '../ir/index.js';
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

/** A few names of a long list, for a message: SUMO has 54 XSDs, a vSphere set dozens of namespaces. */
function someOf(all: readonly string[]): string {
  return all.length > 6 ? `${all.slice(0, 5).join(', ')} and ${all.length - 5} more` : all.join(', ');
}

/**
 * What a `--schemas` set of other namespaces than the API's expects instead: its namespaces,
 * since the API's pattern means nothing there. Undefined for the API's schemas.
 */
function setNamespacesDetail(index: SchemaIndex, root: DocumentElement, nsRoot: string): string | undefined {
  const declared = [...index.byNamespace.keys()].filter((namespace) => namespace !== '');
  if (declared.length === 0 || declared.some((namespace) => parseApiNamespace(namespace, nsRoot))) return undefined;
  const namespaces = someOf(declared.sort());
  return root.namespace
    ? `no XSD of the set declares it (the set's namespaces: ${namespaces})`
    : `every XSD of the set declares a targetNamespace (${namespaces})`;
}

function unknownNamespace(index: SchemaIndex, root: DocumentElement): Issue {
  const at = { path: `/${root.local}`, line: root.line, column: root.column };
  const nsRoot = index.nsRoot ?? DEFAULT_NS_ROOT;
  const ofTheSet = setNamespacesDetail(index, root, nsRoot);
  if (ofTheSet) return pipelineIssue('unknown-namespace', PIPELINE_MESSAGES['unknown-namespace']({ namespace: root.namespace, detail: ofTheSet }), at);
  const expected = `expected ${nsRoot}/<version>/Case/<Schema>`;
  const parsed = root.namespace ? parseApiNamespace(root.namespace, nsRoot) : undefined;
  let detail = expected;
  if (parsed) {
    const versions = [...index.byNamespace.values()].filter((schema) => schema.name === parsed.schema).map((schema) => schema.version);
    detail = versions.length
      ? `no generation issues ${parsed.schema} ${parsed.version} (known versions: ${versions.join(', ')})`
      : `no generation has a schema named ${parsed.schema}`;
  } else if (root.namespace) {
    detail = `${expected}${otherRootHint(index, root.namespace)}`;
  }
  return pipelineIssue('unknown-namespace', PIPELINE_MESSAGES['unknown-namespace']({ namespace: root.namespace, detail }), at);
}

/**
 * For a namespace that is a known schema and version under another root (a staging or
 * white-label deployment's documents), the way to check it: the namespace root is configurable.
 */
function otherRootHint(index: SchemaIndex, namespace: string): string {
  // A namespace may be a megabyte long: only a root short enough to print is named.
  const shape = namespace.length <= 300 ? /^(.+)\/([^/]+)\/Case\/([^/]+)$/.exec(namespace) : null;
  if (!shape) return '';
  const [, otherRoot, version, schema] = shape;
  const known = index.byNamespace.has(apiNamespace(version!, schema!, index.nsRoot ?? DEFAULT_NS_ROOT));
  return known ? `; it is ${schema} ${version} under the namespace root '${otherRoot}': give --ns-root ${otherRoot} (or "nsRoot" in fleetcase.config.json)` : '';
}

/** An XSD of the set as messages name it: its path below the schemas folder. */
function setFile(index: SchemaIndex, file: string): string {
  return relative(index.schemasDir, file).split(sep).join('/');
}

/** A document without a namespace whose root no XSD without a targetNamespace declares. */
function rootUndeclared(index: SchemaIndex, root: DocumentElement): Issue {
  const all = [...new Set([...index.byRoot.values()].flatMap((schema) => [schema, ...(schema.others ?? [])]).map((schema) => setFile(index, schema.xsdFile)))].sort();
  const message = PIPELINE_MESSAGES['root-undeclared']({ root: root.local, files: someOf(all) });
  return pipelineIssue('root-undeclared', message, { path: `/${root.local}`, line: root.line, column: root.column });
}

/** The issue of a namespace (or no-namespace root) several files declare (`generation`: within that one generation). */
function ambiguous(index: SchemaIndex, root: DocumentElement, candidates: readonly IndexedSchema[], generation?: string): Resolution {
  const files = candidates
    .map((candidate) => `${setFile(index, candidate.xsdFile)} (generation${candidate.generations.length > 1 ? 's' : ''} ${candidate.generations.join(', ')})`)
    .join(', ');
  const message = PIPELINE_MESSAGES['namespace-ambiguous']({
    namespace: root.namespace,
    files,
    ...(root.namespace === '' ? { root: root.local } : {}),
    ...(generation !== undefined ? { generation } : {}),
  });
  return { schema: candidates[0]!, issue: pipelineIssue('namespace-ambiguous', message, { path: `/${root.local}`, line: root.line, column: root.column }) };
}

/**
 * Resolves the document element to its schema and the generation it is checked as. Where
 * different files declare the namespace (IndexedSchema `others`), the requested generation's
 * file is the schema; without a requested generation that is `namespace-ambiguous`, unless the
 * files are copies of one another.
 */
export function resolveDocument(index: SchemaIndex, root: DocumentElement, requested?: string): Resolution {
  const byRoot = root.namespace === '' && index.byRoot.size > 0;
  const first = byRoot ? index.byRoot.get(root.local) : index.byNamespace.get(root.namespace);
  if (!first) return { issue: byRoot ? rootUndeclared(index, root) : unknownNamespace(index, root) };
  if (first.helper) {
    const message = PIPELINE_MESSAGES['root-not-document']({ schema: first.name, version: first.version, root: root.local });
    return { schema: first, issue: pipelineIssue('root-not-document', message, { path: `/${root.local}`, line: root.line, column: root.column }) };
  }
  const candidates = first.others ? [first, ...first.others] : [first];
  if (requested === undefined) {
    if (candidates.length > 1 && !first.sameText) return ambiguous(index, root, candidates);
    return { schema: first, generation: first.generations[0]! };
  }
  const matching = candidates.filter((candidate) => candidate.generations.includes(requested));
  if (matching.length === 1) return { schema: matching[0]!, generation: requested };
  // The generation's own file is its newest word on the namespace (or root), over files it
  // inherits from earlier folders under other names (Kodi's extension-point XSDs, one per folder).
  const own = matching.filter((candidate) => candidate.version === requested);
  if (own.length === 1) return { schema: own[0]!, generation: requested };
  if (matching.length > 1) return ambiguous(index, root, matching, requested);
  const generations = index.generations.filter((generation) => candidates.some((candidate) => candidate.generations.includes(generation)));
  const expected = byRoot ? '' : (index.effective.get(requested)?.get(first.name) ?? '');
  const message = PIPELINE_MESSAGES['version-mismatch']({
    ...(byRoot ? { root: root.local } : {}),
    // Without a namespace the XSDs are named by file: their names are no API schema's.
    schema: byRoot ? candidates.map((candidate) => setFile(index, candidate.xsdFile)).join(', ') : first.name,
    version: first.version,
    generations: generations.join(', '),
    requested,
    expected,
  });
  return { schema: first, issue: pipelineIssue('version-mismatch', message, { path: `/${root.local}`, line: root.line, column: root.column }) };
}
