/**
 * Content no schema judged because its XSD is left out of the folder's schema (review r13 opcua
 * 1). Under a folder's schema a wildcard's content is checked against every XSD of the folder
 * (engines/libxml2-umbrella.ts). Where an XSD of the folder does not compile, the engine leaves it
 * out and compiles the rest (engines/libxml2.ts `compileFolder`): documents of the other XSDs are
 * still checked, but an element or attribute of the left-out XSD's namespace (in a lax
 * wildcard, a substitution group) or an `xsi:type` naming one of its types would be passed
 * unjudged, where xmllint given a schema importing the folder refuses to compile at all. So such a
 * document gets `namespace-unchecked` (an error: it must not pass as valid), naming the XSD, where
 * and why libxml2 refuses it, and the first element of that namespace; a document without such
 * content is checked as usual, and one of the broken XSD's own namespace fails the run (exit 2:
 * its schema does not compile), as before.
 */
import { relative, sep } from 'node:path';
import { XSI_NAMESPACE } from '../ir/qname.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { childPaths } from './element-locator.js';
import type { LeftOutSchema } from './engines/engine.js';
import type { Issue } from './issue.js';
import { unansweredImports } from './schema-closure.js';
import { PIPELINE_MESSAGES, pipelineIssue } from './pipeline-checks.js';

/** XSD path -> its imports of namespaces no file of the set declares, as left-out schemas. */
const unfetchedOf = new Map<string, readonly LeftOutSchema[]>();

/**
 * The namespaces the schema of `xsdFile` imports from a remote location that is never fetched,
 * no file of the set declaring them (../validate/schema-closure.ts `unansweredImports`): libxml2
 * compiles without them (a warning it does not hand back), so their content under a wildcard
 * would pass unjudged (review r31 recheck M1). Cached per XSD.
 */
export function unfetchedLeftOut(xsdFile: string): readonly LeftOutSchema[] {
  let known = unfetchedOf.get(xsdFile);
  if (known === undefined) {
    known = unansweredImports([xsdFile]).map(({ file, location, namespace }) => ({
      file,
      failing: { file, detail: `the import of '${namespace}' from ${location} is never fetched` },
      namespaces: new Set([namespace]),
      unfetched: location,
    }));
    unfetchedOf.set(xsdFile, known);
  }
  return known;
}

/**
 * True when the document may hold content of a left-out namespace: its text holds one of their
 * URIs (a namespace is declared by its URI, and a URI with characters markup would escape is
 * assumed present). Only then does a plain document leave the clean path for the tree walk.
 */
export function mayHoldLeftOut(input: string | Uint8Array, leftOut: readonly LeftOutSchema[]): boolean {
  const text = typeof input === 'string' ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  return leftOut.some((schema) => [...schema.namespaces].some((uri) => /[&<"']/.test(uri) || text.indexOf(uri) !== -1));
}

/** What of an element is in a left-out namespace: the element, one of its attributes, or the type its xsi:type names. */
function leftOutUse(node: XmlElementNode, scope: ReadonlyMap<string, string>, namespaces: ReadonlySet<string>): string | undefined {
  if (namespaces.has(node.namespace)) return `<${node.prefix ? `${node.prefix}:` : ''}${node.local}> is`;
  for (const attribute of node.attributes) {
    if (namespaces.has(attribute.namespace)) return `the attribute ${attribute.prefix}:${attribute.local} of <${node.local}> is`;
    if (attribute.namespace === XSI_NAMESPACE && attribute.local === 'type') {
      const value = attribute.value.trim();
      const colon = value.indexOf(':');
      const uri = scope.get(colon === -1 ? '' : value.slice(0, colon));
      if (uri !== undefined && namespaces.has(uri)) return `the type xsi:type="${value}" of <${node.local}> names a type`;
    }
  }
  return undefined;
}

/**
 * One `namespace-unchecked` issue per left-out XSD whose namespaces the document uses, at the
 * first element using one (document order). `schemasDir` anchors the file names shown.
 */
export function leftOutIssues(root: XmlElementNode, leftOut: readonly LeftOutSchema[], schemasDir: string): Issue[] {
  const issues: Issue[] = [];
  const pending = leftOut.filter((schema) => schema.namespaces.size > 0);
  const visit = (node: XmlElementNode, path: string, outer: ReadonlyMap<string, string>): void => {
    let scope = outer;
    if (node.namespaces.length > 0) {
      const inner = new Map(outer);
      for (const { prefix, uri } of node.namespaces) inner.set(prefix, uri);
      scope = inner;
    }
    for (let at = 0; at < pending.length; at++) {
      const schema = pending[at]!;
      const use = leftOutUse(node, scope, schema.namespaces);
      if (use === undefined) continue;
      const shown = (file: string): string => relative(schemasDir, file).split(sep).join('/');
      const { failing } = schema;
      const message = PIPELINE_MESSAGES['namespace-unchecked']({
        use,
        namespace: [...schema.namespaces].join("', '"),
        file: shown(schema.file),
        failing: `${shown(failing.file)}${failing.line ? `:${failing.line}` : ''}`,
        detail: failing.detail,
        ...(schema.unfetched !== undefined ? { unfetched: schema.unfetched } : {}),
      });
      issues.push(pipelineIssue('namespace-unchecked', message, { path, line: node.line, column: node.column }));
      pending.splice(at--, 1);
    }
    if (pending.length === 0) return;
    const children = node.children.filter((child): child is XmlElementNode => child.kind === 'element');
    const paths = childPaths(path, children);
    children.forEach((child, at) => {
      if (pending.length > 0) visit(child, paths[at]!, scope);
    });
  };
  visit(root, `/${root.local}`, new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]));
  return issues;
}
