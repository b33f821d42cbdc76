/**
 * Namespace -> schema and generation (DESIGN.md "Validation"). The root element's namespace
 * names its schema and that schema's version; the generations whose effective set holds it are
 * the document's. Without a requested generation the document is checked as the oldest of them
 * (the one that issued the schema); with one that is not among them it is a `version-mismatch`.
 * A helper schema's namespace names no document (`root-not-document`): its elements are parts.
 * A namespace that different files declare (a `--schemas` set whose generation folders hold
 * versions of a schema that kept its namespace, or several files of one folder) is checked
 * against the requested generation's file (its own folder's over one it inherits under another
 * name), and among the files left against the only one declaring the root element, else the one
 * the root's `xsi:schemaLocation` names by file name; else it is `namespace-ambiguous` (never
 * silently one of them), with advice that can work for those files.
 * A document without a namespace is named by its root element instead, among the set's XSDs
 * without a targetNamespace (SchemaIndex `byRoot`), with the same rules (its hint:
 * `xsi:noNamespaceSchemaLocation`); a root none of them declares is `root-undeclared`. Without
 * such XSDs it stays `unknown-namespace`, whose message names the API's namespace pattern, or for
 * another set the namespaces it declares (or that its XSDs have none).
 */
import { join, relative, sep } from 'node:path';
import { apiNamespace, DEFAULT_NS_ROOT, parseApiNamespace } from '../ir/index.js';
import type { XmlAttributeNode, XmlElementNode } from '../runtime/tree.js';
import { XSI_NAMESPACE } from '../ir/qname.js';
import type { Issue } from './issue.js';
import { PIPELINE_MESSAGES, pipelineIssue } from './pipeline-checks.js';
import { xsdFilesIn } from '../schema/effective-set.js';
import { declaredTargetNamespace } from './schema-closure.js';
import type { IndexedSchema, SchemaIndex } from './schema-index.js';

/**
 * What is read of the document element: its name and position, and its attributes where the
 * document was parsed safely (an `xsi:schemaLocation` naming one of several files that declare
 * its namespace; the clean path has none, and such a document takes the full path).
 */
export type DocumentElement = Pick<XmlElementNode, 'namespace' | 'local' | 'line' | 'column'> & {
  attributes?: ReadonlyArray<Pick<XmlAttributeNode, 'namespace' | 'local' | 'value'>>;
};

/** The schema and generation a document is checked as, or the issue that stops it. */
export type Resolution =
  | { schema: IndexedSchema; generation: string; issue?: undefined }
  | { issue: Issue; schema?: IndexedSchema; generation?: string };

/** A few names of a long list, for a message: SUMO has 54 XSDs, a vSphere set dozens of namespaces. */
function someOf(all: readonly string[]): string {
  return all.length > 6 ? `${all.slice(0, 5).join(', ')} and ${all.length - 5} more` : all.join(', ');
}

/**
 * What a `--schemas` set of other namespaces than the API's expects instead: its namespaces,
 * since the API's pattern means nothing there. Undefined for the API's schemas.
 */
function setNamespacesDetail(index: SchemaIndex, root: DocumentElement, nsRoot: string): string | undefined {
  const entries = [...index.byNamespace.entries()].filter(([namespace]) => namespace !== '');
  // A file without a targetNamespace is indexed under a made-up API namespace: not one a document can have.
  const declared = entries.filter(([, schema]) => !schema.noNamespace).map(([namespace]) => namespace);
  const withoutNamespace = entries.filter(([, schema]) => schema.noNamespace).map(([, schema]) => setFile(index, schema.xsdFile));
  if (withoutNamespace.length > 0 && root.namespace && declared.length === 0) {
    return `no XSD of the set declares it: the set's XSDs have no targetNamespace (${someOf(withoutNamespace.sort())}), and the document's root <${root.local}> is in this namespace`;
  }
  if (withoutNamespace.length > 0 && !root.namespace) {
    // Here no such XSD declares a global element (else the root would be looked up among them).
    const others = declared.length > 0 ? `; the others have a targetNamespace (${someOf(declared.sort())})` : '';
    return `the set's XSDs without a targetNamespace (${someOf(withoutNamespace.sort())}) declare no element${others}`;
  }
  if (declared.length === 0 || declared.some((namespace) => parseApiNamespace(namespace, nsRoot))) return undefined;
  const namespaces = someOf(declared.sort());
  const chameleons = root.namespace ? '' : chameleonNote(index);
  return root.namespace
    ? `no XSD of the set declares it (the set's namespaces: ${namespaces}${withoutNamespace.length > 0 ? `; without one: ${someOf(withoutNamespace.sort())}` : ''})`
    : `every ${chameleons ? 'schema' : 'XSD'} of the set declares a targetNamespace (${namespaces})${chameleons}`;
}

/**
 * The set's files without a targetNamespace that schemas include (chameleon includes: each is
 * part of its includer, in the includer's namespace, so none is a schema of no namespace).
 */
function chameleonNote(index: SchemaIndex): string {
  const parts: string[] = [];
  for (const generation of index.generations) {
    const folder = join(index.schemasDir, generation);
    let names: string[] = [];
    try {
      names = xsdFilesIn(folder);
    } catch {
      continue;
    }
    for (const name of names) if (declaredTargetNamespace(join(folder, name)) === undefined) parts.push(setFile(index, join(folder, name)));
  }
  return parts.length > 0 ? `: the files without one (${someOf(parts.sort())}) are parts that schemas include, in the includer's namespace (chameleon includes)` : '';
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

/**
 * Where the root names it: `xsi:noNamespaceSchemaLocation` for a document without a namespace,
 * else the location `xsi:schemaLocation` pairs with the root's namespace. Only a name to compare
 * with the candidates' (`whichNamed`): nothing is read or fetched.
 */
function schemaHint(root: DocumentElement): string | undefined {
  for (const attribute of root.attributes ?? []) {
    if (attribute.namespace !== XSI_NAMESPACE) continue;
    if (root.namespace === '' && attribute.local === 'noNamespaceSchemaLocation') return attribute.value.trim() || undefined;
    if (root.namespace !== '' && attribute.local === 'schemaLocation') {
      const pairs = attribute.value.trim().split(/\s+/);
      for (let at = 0; at + 1 < pairs.length; at += 2) if (pairs[at] === root.namespace) return pairs[at + 1];
    }
  }
  return undefined;
}

/** The path segments of a location (a relative path or a URL; query and fragment dropped, `.`/`..` skipped). */
function segments(location: string): string[] {
  return location
    .replace(/[?#].*$/, '')
    .split(/[/\\]/)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * The candidate a schema location names, compared by name: the file name, and where two
 * candidates share it the folders before it (`g5/b.xsd`, `http://host/g5/b.xsd`). Never
 * resolved against the document's folder (a library caller's document has none, and the
 * candidates are the set's files declaring its namespace or root): the candidate with the
 * longest run of trailing segments in common, when it is the only one.
 */
function whichNamed(index: SchemaIndex, location: string, candidates: readonly IndexedSchema[]): IndexedSchema | undefined {
  const named = segments(location).reverse();
  let best: IndexedSchema[] = [];
  let most = 0;
  for (const candidate of candidates) {
    const own = setFile(index, candidate.xsdFile).split('/').reverse();
    let common = 0;
    while (common < named.length && common < own.length && named[common] === own[common]) common++;
    if (common > most) [best, most] = [[candidate], common];
    else if (common === most && common > 0) best.push(candidate);
  }
  return best.length === 1 ? best[0] : undefined;
}

/**
 * Among files that all declare the document's namespace (or root), the one it means: the only
 * one that declares its root element, else the one its `xsi:schemaLocation` (or
 * `xsi:noNamespaceSchemaLocation`) names among those that do. Without one, the files still in
 * question, and whether the root element narrowed them.
 */
function chosen(index: SchemaIndex, root: DocumentElement, candidates: readonly IndexedSchema[]): { schema: IndexedSchema } | { left: readonly IndexedSchema[]; byElement: boolean } {
  let left = candidates;
  let byElement = false;
  if (candidates.every((candidate) => candidate.roots !== undefined)) {
    const declaring = candidates.filter((candidate) => candidate.roots!.includes(root.local));
    if (declaring.length === 1) return { schema: declaring[0]! };
    if (declaring.length > 1) [left, byElement] = [declaring, true];
  }
  const hint = schemaHint(root);
  const named = hint === undefined ? undefined : whichNamed(index, hint, left);
  return named ? { schema: named } : { left, byElement };
}

/**
 * The generations that tell the candidates apart (`--generation` picks one file there), as
 * `resolveDocument` decides with one requested.
 */
function decidingGenerations(index: SchemaIndex, candidates: readonly IndexedSchema[]): string[] {
  return index.generations.filter((generation) => {
    const matching = candidates.filter((candidate) => candidate.generations.includes(generation));
    return matching.length === 1 || (matching.length > 1 && matching.filter((candidate) => candidate.version === generation).length === 1);
  });
}

/**
 * The issue of a namespace (or no-namespace root) several files declare (`generation`: within
 * that one generation). It gives the advice that can work: `--generation` where a generation
 * tells the files apart, else naming the file on the root or one folder per XSD.
 */
function ambiguous(index: SchemaIndex, root: DocumentElement, candidates: readonly IndexedSchema[], generation?: string, byElement = false): Resolution {
  const generationsOf = (candidate: IndexedSchema) => `generation${candidate.generations.length > 1 ? 's' : ''} ${candidate.generations.join(', ')}`;
  // Files of one folder (OpenZWave's nine): their generation once, not after each.
  const shared = generation === undefined && candidates.every((candidate) => generationsOf(candidate) === generationsOf(candidates[0]!));
  const files = shared
    ? `${candidates.map((candidate) => setFile(index, candidate.xsdFile)).join(', ')} (all of ${generationsOf(candidates[0]!)})`
    : candidates.map((candidate) => `${setFile(index, candidate.xsdFile)} (${generationsOf(candidate)})`).join(', ');
  const deciding = generation === undefined ? decidingGenerations(index, candidates) : [];
  const message = PIPELINE_MESSAGES['namespace-ambiguous']({
    namespace: root.namespace,
    files,
    ...(root.namespace === '' || byElement ? { root: root.local } : {}),
    ...(generation !== undefined ? { generation } : {}),
    ...(deciding.length > 0 ? { deciding: deciding.join(', ') } : {}),
  });
  // No schema: the document was checked against none. The generation, where the files share it.
  const generations = new Set(candidates.map((candidate) => candidate.generations[0]));
  return {
    issue: pipelineIssue('namespace-ambiguous', message, { path: `/${root.local}`, line: root.line, column: root.column }),
    ...(generations.size === 1 ? { generation: candidates[0]!.generations[0]! } : {}),
  };
}

/**
 * Resolves the document element to its schema and the generation it is checked as. Where
 * different files declare the namespace (IndexedSchema `others`), the one that alone declares
 * the root element, or that the root's `xsi:schemaLocation` names, is the schema; else the
 * requested generation's file; else it is `namespace-ambiguous`, unless the files are copies of
 * one another.
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
    if (candidates.length === 1 || first.sameText) return { schema: first, generation: first.generations[0]! };
    const choice = chosen(index, root, candidates);
    return 'schema' in choice ? { schema: choice.schema, generation: choice.schema.generations[0]! } : ambiguous(index, root, choice.left, undefined, choice.byElement);
  }
  const matching = candidates.filter((candidate) => candidate.generations.includes(requested));
  if (matching.length === 1) return { schema: matching[0]!, generation: requested };
  // The generation's own file is its newest word on the namespace (or root), over files it
  // inherits from earlier folders under other names (Kodi's extension-point XSDs, one per folder).
  const own = matching.filter((candidate) => candidate.version === requested);
  if (own.length === 1) return { schema: own[0]!, generation: requested };
  if (matching.length > 1) {
    if (first.sameText) return { schema: matching[0]!, generation: requested };
    const choice = chosen(index, root, matching);
    return 'schema' in choice ? { schema: choice.schema, generation: requested } : ambiguous(index, root, choice.left, requested, choice.byElement);
  }
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
