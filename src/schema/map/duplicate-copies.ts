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
  // One with additions (Factur-X EN16931's UDT over BASIC's): the one to keep.
  const larger = mine.size > theirs.size ? 'file' : theirs.size > mine.size ? 'other' : undefined;
  const extra = Math.abs(mine.size - theirs.size);
  return { namespace: schema.targetNamespace, shared, ...(remove ? { remove } : {}), ...(larger ? { larger, extra } : {}) };
}

/** The first import on which two files that define the same components disagree. */
export interface DifferentImport {
  /** The namespace for which the two import different files. */
  namespace: string;
}

/**
 * Where two files of one namespace, whose shared definitions are identical, import different
 * files that are no copies of one another for one namespace (Factur-X's five profiles, each
 * `Factur-X_1.07.3_<PROFILE>.xsd` identical as text but importing its own profile's `ram:`
 * file): the same names then stand for different content models, so the two are versions of
 * one schema, not copies. Undefined when every namespace both import by a local schemaLocation
 * comes from the same file or from copies (recursively, by the same rule). Imports of a
 * namespace only one of them names, or without a local schemaLocation, are resolved from the
 * set alike and do not count.
 */
export function differentImport(schema: XsdSchema, other: XsdSchema, documents: readonly XsdSchema[]): DifferentImport | undefined {
  const byPath = new Map(documents.map((document) => [document.path, document]));
  return firstDifferentImport(schema, other, byPath, new Set());
}

function firstDifferentImport(schema: XsdSchema, other: XsdSchema, byPath: ReadonlyMap<string, XsdSchema>, seen: Set<string>): DifferentImport | undefined {
  const key = `${schema.path}\u0000${other.path}`;
  // A pair met again (imports that cycle) agrees unless shown otherwise elsewhere.
  if (schema.path === other.path || seen.has(key)) return undefined;
  seen.add(key);
  const theirs = importedFiles(other);
  for (const [namespace, path] of importedFiles(schema)) {
    const otherPath = theirs.get(namespace);
    if (otherPath === undefined || otherPath === path) continue;
    const mine = byPath.get(path);
    const their = byPath.get(otherPath);
    if (!mine || !their) continue;
    if (!sameComponents(mine, their) || firstDifferentImport(mine, their, byPath, seen)) return { namespace };
  }
  return undefined;
}

/** Namespace -> absolute path of each import with a local schemaLocation. */
function importedFiles(schema: XsdSchema): Map<string, string> {
  const files = new Map<string, string>();
  for (const directive of schema.imports) {
    const location = directive.schemaLocation;
    if (location === undefined || /^[a-z][a-z0-9+.-]*:/i.test(location)) continue;
    files.set(directive.namespace ?? '', resolve(dirname(schema.path), decodeURIComponent(location)));
  }
  return files;
}

/** Keys that say where or how a definition is written, not what it defines. */
export const PLACE_KEYS: ReadonlySet<string> = new Set(['source', 'facetSources', 'doc']);

/** A definition's model apart from places and documentation, to compare two definitions. */
export function definitionShape(definition: object): string {
  return JSON.stringify(definition, (key, value: unknown) => (PLACE_KEYS.has(key) ? undefined : value));
}

/**
 * True when two documents of one namespace are copies of one schema as ./duplicate-definitions.ts
 * judges a clashing pair: the same form defaults, every component of the smaller one in the
 * other, and each shared definition identical.
 */
function sameComponents(schema: XsdSchema, other: XsdSchema): boolean {
  if (schema.targetNamespace !== other.targetNamespace) return false;
  if (schema.elementFormDefault !== other.elementFormDefault || schema.attributeFormDefault !== other.attributeFormDefault) return false;
  const mine = components(schema);
  const theirs = components(other);
  const [small, large] = mine.size <= theirs.size ? [mine, theirs] : [theirs, mine];
  for (const [key, shape] of small) if (large.get(key) !== shape) return false;
  return true;
}

/** Every top-level component of a document with its `space:name` key (one key per symbol space). */
function keyedComponents(schema: XsdSchema) {
  const spaces = {
    type: [...schema.complexTypes, ...schema.simpleTypes],
    element: schema.elements,
    attribute: schema.attributes,
    group: schema.groups,
    attributeGroup: schema.attributeGroups,
  };
  return Object.entries(spaces).flatMap(([space, definitions]) => definitions.map((definition) => ({ key: `${space}:${definition.name}`, definition })));
}

/** `space:name` -> shape of every top-level component of a document. */
function components(schema: XsdSchema): Map<string, string> {
  return new Map(keyedComponents(schema).map(({ key, definition }) => [key, definitionShape(definition)] as const));
}

/** `space:name` of every top-level component of a document (one key per symbol space). */
function componentKeys(schema: XsdSchema): Set<string> {
  return new Set(keyedComponents(schema).map(({ key }) => key));
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
