/**
 * The types an `xsi:type` may name in a document (XSD Part 1, 2.6.1), each compared as a root of
 * its own: `xsi:type=Nail`, its fields `/xsi:type=Nail/length`. A document names such a type
 * itself (`<part xsi:type="t:Nail">`), so the name pairs the two versions, as a root's does; its
 * content (the base's, flattened, and its own) is diffed once, not at every place it may stand.
 * Whether it may stand somewhere at all is `derived-type-added`/`-removed` at each place. A
 * derived type some element of the document is declared of is compared there instead.
 */
import { localName, namespaceOf, qname, type IrComplexType, type IrGeneration, type IrRootElement } from '../ir/index.js';
import type { FieldInfo } from './changes.js';

/** The root key of a derived type: `xsi:type=<local name>`. */
const PREFIX = 'xsi:type=';

/** True for the key of a derived type's fields (not a root element of the schema). */
export function isDerivedRoot(root: string): boolean {
  return root.startsWith(PREFIX);
}

/** True for a path in a derived type's own fields (`/xsi:type=Nail`, `/xsi:type=Nail/length`). */
export function isDerivedRootPath(path: string): boolean {
  return path.startsWith(`/${PREFIX}`);
}

/**
 * True when a derived type of namespace `namespace` is compared in the document of namespace
 * `own`: its own types, and those of helper schemas (no root elements). Another document's type
 * is compared in that document, once, not in every document that may name it (OVAL: a Windows
 * item type in each of 22 platform schemas).
 */
function comparedHere(generation: IrGeneration, namespace: string, own: string | undefined): boolean {
  if (namespace === own) return true;
  const home = generation.schemas.filter((candidate) => candidate.namespace === namespace);
  return home.every((candidate) => candidate.roots.length === 0);
}

/**
 * Pseudo root elements for the derived types the fields of a document may name that have no
 * fields of their own in `fields` yet, in name order. Where two types of the generation share
 * the local name, the one in the document's own namespace, else the first by QName, stands for it.
 */
export function derivedRoots(generation: IrGeneration, schema: string, fields: ReadonlyMap<string, ReadonlyMap<string, FieldInfo>>): IrRootElement[] {
  const names = new Set<string>();
  // A type some element of the document is declared of is walked there already (its changes
  // are reported at that path): SAML metadata's IDPSSODescriptorType, say.
  const walked = new Set<string>();
  for (const rootFields of fields.values())
    for (const field of rootFields.values()) {
      for (const name of field.derivedTypes ?? []) if (!fields.has(`${PREFIX}${name}`)) names.add(name);
      if (field.type.kind === 'complex' && field.type.name !== undefined && field.recursion === undefined) walked.add(field.type.name);
    }
  for (const name of walked) names.delete(name);
  if (names.size === 0) return [];
  const own = generation.schemas.find((candidate) => candidate.name === schema)?.namespace;
  const byLocal = new Map<string, IrComplexType>();
  for (const type of Object.values(generation.types).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (type.kind !== 'complexType' || type.anonymous || !names.has(localName(type.name))) continue;
    if (!comparedHere(generation, namespaceOf(type.name), own)) continue;
    const known = byLocal.get(localName(type.name));
    if (!known || (namespaceOf(type.name) === own && namespaceOf(known.name) !== own)) byLocal.set(localName(type.name), type);
  }
  return [...byLocal.keys()].sort().map((local) => {
    const type = byLocal.get(local)!;
    return {
      name: qname(namespaceOf(type.name), `${PREFIX}${local}`),
      type: { kind: 'named', name: type.name },
      nillable: false,
      schema,
      source: type.source,
    };
  });
}
