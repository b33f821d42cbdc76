/**
 * Tells a copy of a schema from a mere name clash, for SchemaDuplicateDefinition. A set that
 * ships two files of one namespace defining the same components (OVAL 5.11.3's stray
 * `xmldsig-core-schema.xsd` beside the `../../common/` one every schema imports) clashes on every
 * component; the error then says once that the files are copies, and which one to drop, instead
 * of listing the clashes component by component.
 */
import { dirname, resolve } from 'node:path';
import type { ErrorKinds } from '../../errors.js';
import type { XsdSchema } from '../xsd/model.js';

/** What the error says of two copies (ErrorKinds['SchemaDuplicateDefinition']['copies']). */
export type Copies = NonNullable<ErrorKinds['SchemaDuplicateDefinition']['copies']>;

/**
 * `copies` for clashes between definitions of `schema` and of `other` (two documents of one
 * namespace) that are all identical (the caller's check: ./duplicate-definitions.ts), when every
 * component of the smaller one is also in the other: then they are two copies of one schema
 * (one perhaps with additions) rather than two schemas sharing a definition (OCCT's stray
 * XmlOcaf_TNaming_NamedShape.xsd repeats one type of XmlOcaf_SmallTypes.xsd and is no copy of
 * it). `remove` names the copy no document of `documents` imports or includes (by a relative
 * schemaLocation).
 */
export function copiesOf(schema: XsdSchema, other: XsdSchema, documents: readonly XsdSchema[]): Copies | undefined {
  if (schema.path === other.path) return undefined;
  const mine = componentKeys(schema);
  const theirs = componentKeys(other);
  const shared = [...mine].filter((key) => theirs.has(key)).length;
  if (shared < Math.min(mine.size, theirs.size)) return undefined;
  const referenced = referencedPaths(documents);
  const loneMine = !referenced.has(schema.path);
  const loneOther = !referenced.has(other.path);
  const remove = loneMine && loneOther ? 'either' : loneMine ? 'file' : loneOther ? 'other' : undefined;
  return { namespace: schema.targetNamespace, shared, ...(remove ? { remove } : {}) };
}

/** `space:name` of every top-level component of a document (one key per symbol space). */
function componentKeys(schema: XsdSchema): Set<string> {
  const spaces = {
    type: [...schema.complexTypes, ...schema.simpleTypes],
    element: schema.elements,
    attribute: schema.attributes,
    group: schema.groups,
    attributeGroup: schema.attributeGroups,
  };
  return new Set(Object.entries(spaces).flatMap(([space, definitions]) => definitions.map((definition) => `${space}:${definition.name}`)));
}

/** Absolute paths that some document imports or includes by a local schemaLocation. */
function referencedPaths(documents: readonly XsdSchema[]): Set<string> {
  const paths = new Set<string>();
  for (const document of documents) {
    for (const directive of [...document.imports, ...document.includes]) {
      const location = directive.schemaLocation;
      if (location === undefined || /^[a-z][a-z0-9+.-]*:\/\//i.test(location)) continue;
      paths.add(resolve(dirname(document.path), decodeURIComponent(location)));
    }
  }
  return paths;
}
