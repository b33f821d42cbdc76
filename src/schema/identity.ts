/**
 * Who a schema document is: its schema name and version (from an API namespace
 * `<root>/<version>/Case/<Name>`, else from the file name and folder), and the prefix the API
 * writes for its namespace.
 */
import { basename, dirname } from 'node:path';
import { fail } from '../errors.js';
import { DEFAULT_NS_ROOT, parseApiNamespace } from '../ir/qname.js';
import type { XsdSchema } from './xsd/model.js';

/** Schema name and version. @example { name: 'VMRS', version: '0.2', versioned: true } */
export interface SchemaIdentity {
  name: string;
  version: string;
  /**
   * True when both come from an API namespace: documents of one name are then versions of one
   * schema. Else they come from the file and folder name, which say nothing of the kind
   * (`a/Types.xsd` and `b/Types.xsd` of two namespaces are two schemas).
   */
  versioned: boolean;
}

/**
 * Name and version of a document: from its API namespace (under the default root or `nsRoot`),
 * else the file's base name and its folder's name.
 */
export function schemaIdentity(schema: XsdSchema, nsRoot: string = DEFAULT_NS_ROOT): SchemaIdentity {
  const api = parseApiNamespace(schema.targetNamespace, DEFAULT_NS_ROOT) ?? parseApiNamespace(schema.targetNamespace, nsRoot);
  if (api) return { name: api.schema, version: api.version, versioned: true };
  return { name: basename(schema.path).replace(/\.xsd$/i, ''), version: basename(dirname(schema.path)), versioned: false };
}

/**
 * For the project's own schemas folder (schemas/README.md, conventions 1 and 2): the file
 * `<version>/<Name>.xsd` must have the namespace `<root>/<version>/Case/<Name>` (the name
 * compared case-insensitively, for the vendor's `vmrs.xsd`). Catches a namespace copied from
 * another file or a version not bumped when a schema is re-issued. A schema of another family of
 * the API (`<root>/<version>/Invoices/<Name>`: the vendor's invoice schemas, which SPEC.md does
 * not cover) passes when its version and name match the file's place; a namespace outside the
 * API's root is not checked (a folder of generation folders of another set, such as CycloneDX's
 * `1.5/bom.xsd`, `1.6/bom.xsd`, given to `diff --schemas`).
 */
export function checkSchemaLocation(schema: XsdSchema, nsRoot: string): void {
  const folder = basename(dirname(schema.path));
  const name = basename(schema.path).replace(/\.xsd$/i, '');
  const under = [DEFAULT_NS_ROOT, nsRoot].map((root) => (root.endsWith('/') ? root : `${root}/`)).filter((prefix) => schema.targetNamespace.startsWith(prefix));
  // Not the API's (CycloneDX's `http://cyclonedx.org/schema/bom/1.6` in a folder `1.6`): no convention to check.
  if (under.length === 0) return;
  // `<root>/<version>/<family>/<Name>`: `Case`, or another family such as the vendor's `Invoices`.
  const fits = (prefix: string) => {
    const [version, family, schemaName, ...rest] = schema.targetNamespace.slice(prefix.length).split('/');
    return rest.length === 0 && version === folder && Boolean(family) && schemaName?.toLowerCase() === name.toLowerCase();
  };
  if (under.some(fits)) return;
  fail('SchemaInvalid', {
    file: schema.file,
    line: schema.source.line,
    detail: `targetNamespace '${schema.targetNamespace}' does not match the file's place; expected '${DEFAULT_NS_ROOT}/${folder}/Case/${name}'`,
  });
}

/**
 * The usual prefix of each document's target namespace: the first non-empty prefix the document
 * itself binds to it; else the prefix other documents bind to it most often (ties: alphabetical);
 * else `ns1`, `ns2`… in namespace order. A document without targetNamespace gets ''.
 */
export function choosePrefixes(documents: readonly XsdSchema[], everyDocument: readonly XsdSchema[]): Map<XsdSchema, string> {
  const prefixes = new Map<XsdSchema, string>();
  const unbound: XsdSchema[] = [];
  for (const document of documents) {
    const namespace = document.targetNamespace;
    if (!namespace) {
      prefixes.set(document, '');
      continue;
    }
    const own = document.bindings.find((binding) => binding.uri === namespace && binding.prefix !== '');
    const prefix = own?.prefix ?? mostUsedPrefix(namespace, everyDocument);
    if (prefix) prefixes.set(document, prefix);
    else unbound.push(document);
  }
  const namespaces = [...new Set(unbound.map((document) => document.targetNamespace))].sort();
  for (const document of unbound) prefixes.set(document, `ns${namespaces.indexOf(document.targetNamespace) + 1}`);
  return prefixes;
}

function mostUsedPrefix(namespace: string, documents: readonly XsdSchema[]): string | undefined {
  const counts = new Map<string, number>();
  for (const document of documents) {
    for (const binding of document.bindings) {
      if (binding.uri === namespace && binding.prefix !== '') counts.set(binding.prefix, (counts.get(binding.prefix) ?? 0) + 1);
    }
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))[0]?.[0];
}
