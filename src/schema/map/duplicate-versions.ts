/**
 * Two versions of one schema in one folder: files of one namespace that define many components
 * of the same names, not all identically (astropy ships VOTable.v1.3.xsd and VOTable.v1.4.xsd,
 * both of namespace `…/VOTable/v1.3`, side by side: 32 clashes, three of them different). One
 * line per clash buries what to do; the error leads with one line for the pair (how many
 * components both define, how many differ, and that each version wants its own folder) and then
 * lists only the clashes whose definitions differ. Copies of one schema (every component of the
 * smaller file identical in the other) are ./duplicate-copies.ts's. Two files whose clashes are
 * all identity constraints are two document types declaring the same constraints, summed up the
 * same way with what the clash means.
 */
import { SPACE_WORDS } from '../../errors.js';
import { plural } from '../../plural.js';
import { ExplainedFault, type FaultPlaces } from '../refusals.js';
import type { XsdSchema } from '../xsd/model.js';
import type { DifferentImport } from './duplicate-copies.js';
import type { ComponentRef } from './duplicate-references.js';

/**
 * From how many clashes between two files they are summed up as versions of one schema: a few
 * shared definitions (dvdauthor's two schemas both holding a type of common.xsd) read best one
 * line each.
 */
export const MANY_CLASHES = 5;

/** The clashes between one pair of files, and which of them define the same component twice. */
export interface PairClashes {
  /** The file whose definitions clash (the later one). */
  schema: XsdSchema;
  /** The file that defined the names first. */
  other: XsdSchema;
  /** One entry per clash: true when the two definitions are written alike. */
  identical: readonly boolean[];
  /** Where the two files import different files (./duplicate-copies.ts): versions however few the clashes. */
  imports?: DifferentImport;
  /**
   * A name that definitions written alike refer to and that is defined differently for each
   * (./duplicate-references.ts): versions however few the clashes.
   */
  reference?: ComponentRef;
  /** How many clashes written alike refer to such a name (with `reference`). */
  referring?: number;
  /**
   * The names of the clashes when every one is an identity constraint: two document types of one
   * namespace that each declare the same constraints (Jakarta EE's web-app_6_0.xsd and
   * web-fragment_6_0.xsd), no versions of one schema, however many the clashes.
   */
  constraints?: readonly string[];
}

/** `a, b and 3 more`: the first names of a list. */
function firstNames(names: readonly string[]): string {
  const shown = names.slice(0, 2).map((name) => `'${name}'`);
  const rest = names.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(' and ');
}

/**
 * The pair summary where every clash is an identity constraint: their names are global in their
 * namespace (XSD Part 1, 3.11.2: one symbol space per schema), so two elements may not each
 * declare one, and no engine compiles the two files together.
 */
function constraintsSummary(pair: PairClashes, constraints: readonly string[]): ExplainedFault {
  const { schema, other } = pair;
  const space = schema.targetNamespace === '' ? 'no namespace' : `namespace '${schema.targetNamespace}'`;
  return new ExplainedFault({ file: schema.file, line: schema.source.line, other: other.file }, (places: FaultPlaces) =>
    `this file and ${places.other} both declare ${plural(constraints.length, 'identity constraint')} named alike in ${space} (${firstNames(constraints)}): ` +
    'an identity constraint name is global in its namespace, so two elements may not each declare it, and no XSD engine compiles the two files together ' +
    '(libxml2: "A global … identity-constraint … does already exist"); generate each from its own folder, or rename the constraints of one',
  );
}


/**
 * The pair summary (SchemaInvalid at `schema`'s `<xs:schema>`, which sorts before its clashes)
 * when the two files clash on {@link MANY_CLASHES} components or more; undefined otherwise.
 * The caller then reports only the clashes that differ.
 */
export function versionsSummary(pair: PairClashes): ExplainedFault | undefined {
  const { schema, other, identical, imports, reference, referring, constraints } = pair;
  if (schema.path === other.path) return undefined;
  if (constraints) return constraintsSummary(pair, constraints);
  if (identical.length < MANY_CLASHES && !imports && !reference) return undefined;
  const shared = identical.length;
  const differ = identical.filter((same) => !same).length;
  const namespace = schema.targetNamespace;
  return new ExplainedFault({ file: schema.file, line: schema.source.line, other: other.file }, (places: FaultPlaces) => {
    // Definitions written alike that name something defined differently for each.
    const alike = shared - differ;
    const who = referring === undefined || referring >= alike ? 'they refer' : referring === 1 ? '1 of them refers' : `${referring} of them refer`;
    const resolved = reference ? ` as written, but ${who} to ${SPACE_WORDS[reference.space]} '${reference.name}', whose two definitions differ` : '';
    const how =
      differ === 0
        ? imports
          ? `identically, but each imports its own file for namespace '${imports.namespace}' and those differ, so the names stand for different content`
          : reference
            ? `identically${resolved}, so the names stand for different content`
            : 'all identically'
        : differ === shared
          ? `all differently, listed below`
          : `${differ} of them differently, listed below; ${alike} identically${resolved}`;
    const space = namespace === '' ? 'no namespace' : `namespace '${namespace}'`;
    return (
      `this file and ${places.other} both have ${space} and define ${plural(shared, 'component')} of the same names (${how}): ` +
      'they look like two versions of one schema; generate each from its own folder, or keep one'
    );
  });
}
