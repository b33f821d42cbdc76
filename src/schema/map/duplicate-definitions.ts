/**
 * Names defined twice in one symbol space (XSD Part 1, 2.5; 3.15.3 "Schema Representation
 * Constraint: QName resolution" needs one component per name): every clash of a set, reported
 * at once as other schema errors are (../refusals.ts), each saying what the name is (a type, an
 * element…) and whether the two definitions are the same. Two files are called copies of one
 * schema (with the copy to remove: ./duplicate-copies.ts) only when every definition they share
 * is identical; two different definitions of `model` (SDF's model.xsd and model_state.xsd) are
 * no copy, and no advice to drop one of the files is given. Two files clashing on many
 * components, not all identically, are summed up in one line as versions of one schema, followed
 * by the clashes that differ (./duplicate-versions.ts); so are two files defining the same
 * components identically that import different files for one namespace (Factur-X's profiles),
 * or whose definitions refer to a name defined differently for each (NF-e's event schemas, each
 * including its own layout's `TEvento`: ./duplicate-references.ts), however few the clashes.
 */
import type { ErrorKinds } from '../../errors.js';
import { localName, type QName } from '../../ir/qname.js';
import { reportDuplicate, reportFault } from '../refusals.js';
import type { XsdSchema, XsdSource } from '../xsd/model.js';
import { copiesOf, definitionShape, differentImport } from './duplicate-copies.js';
import { differingReferences } from './duplicate-references.js';
import { versionsSummary } from './duplicate-versions.js';

/** A symbol space, as SchemaDuplicateDefinition names it. */
export type SymbolSpace = NonNullable<ErrorKinds['SchemaDuplicateDefinition']['space']>;

/** One name defined a second time: the later definition and the one kept. */
export interface Clash {
  space: SymbolSpace;
  name: QName;
  definition: { source: XsdSource };
  schema: XsdSchema;
  other: { definition: { source: XsdSource }; schema: XsdSchema };
}

/**
 * Reports every clash (SchemaDuplicateDefinition each; a pair of copies once, at its first
 * clash; two versions of one schema in one line and their differing clashes) and returns the first error, which the caller throws to stop the load: the mapping
 * would otherwise meet both definitions. Undefined when there is none.
 */
export function reportDuplicateDefinitions(clashes: readonly Clash[], documents: readonly XsdSchema[]): Error | undefined {
  if (clashes.length === 0) return undefined;
  const sameText = clashes.map((clash) => sameDefinition(clash));
  // Written alike but referring to a name defined differently for each: not the same component.
  const through = differingReferences(clashes, sameText);
  const identical = sameText.map((same, index) => same && !through[index]);
  // Per pair of files: copies when every clash between them is identical and they share most names.
  const pairs = new Map<string, number[]>();
  clashes.forEach((clash, index) => {
    const key = `${clash.schema.path}\u0000${clash.other.schema.path}`;
    pairs.set(key, [...(pairs.get(key) ?? []), index]);
  });
  let first: Error | undefined;
  for (const indexes of pairs.values()) {
    const head = clashes[indexes[0]!]!;
    const allText = indexes.every((index) => sameText[index]);
    // Identical text that imports different files (each profile's own) is no copy: a version.
    const imports = allText ? differentImport(head.schema, head.other.schema, documents) : undefined;
    // So is text that refers to a name each file defines its own way (each event's own TEvento).
    const reference = imports ? undefined : indexes.map((index) => through[index]).find((ref) => ref !== undefined);
    const copies = allText && !imports && !reference ? copiesOf(head.schema, head.other.schema, documents) : undefined;
    const constraints = indexes.every((index) => clashes[index]!.space === 'identityConstraint')
      ? indexes.map((index) => localName(clashes[index]!.name))
      : undefined;
    // Two versions of one schema: one line for the pair, then only the clashes written differently.
    const versions = copies
      ? undefined
      : versionsSummary({
          schema: head.schema,
          other: head.other.schema,
          identical: indexes.map((index) => sameText[index]!),
          ...(imports ? { imports } : {}),
          ...(reference ? { reference, referring: indexes.filter((index) => through[index]).length } : {}),
          ...(constraints ? { constraints } : {}),
        });
    if (versions) {
      reportFault(versions);
      first ??= versions;
    }
    const listed = copies ? [indexes[0]!] : versions ? indexes.filter((index) => !sameText[index]) : indexes;
    for (const index of listed) {
      const clash = clashes[index]!;
      const other = clash.other.definition.source;
      const error = reportDuplicate({
        file: clash.definition.source.file,
        line: clash.definition.source.line,
        space: clash.space,
        name: clash.name,
        other: `${other.file}:${other.line}`,
        identical: identical[index]!,
        ...(copies ? { copies } : {}),
      });
      first ??= error;
    }
  }
  return first;
}

/**
 * True when the two definitions define the same component: the same model apart from places and
 * documentation, in documents with the same form defaults (they decide local names' namespaces).
 */
function sameDefinition(clash: Clash): boolean {
  const forms = (schema: XsdSchema) => `${schema.elementFormDefault} ${schema.attributeFormDefault}`;
  if (forms(clash.schema) !== forms(clash.other.schema)) return false;
  return definitionShape(clash.definition) === definitionShape(clash.other.definition);
}
