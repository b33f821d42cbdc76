/** The XSD built-in datatypes the IR carries by name (XSD Part 2, section 3). */
import { INTEGER_BUILTINS } from '../../ir/builtins.js';
import type { XsdBuiltin } from '../../ir/nodes.js';

const SUPPORTED: ReadonlySet<string> = new Set<XsdBuiltin>([
  'string',
  'normalizedString',
  'token',
  'boolean',
  'decimal',
  ...INTEGER_BUILTINS,
  'float',
  'double',
  'dateTime',
  'date',
  'time',
  'duration',
  'gYear',
  'gYearMonth',
  'gMonth',
  'gMonthDay',
  'gDay',
  'anyURI',
  'base64Binary',
  'hexBinary',
  'QName',
  'ID',
  'IDREF',
  'NCName',
  'Name',
  'NMTOKEN',
  'language',
  'anySimpleType',
  'NMTOKENS',
  'IDREFS',
  'ENTITIES',
]);

/** The list built-ins and their item types (XSD Part 2, 3.3.2, 3.3.10, 3.3.12). */
export const LIST_BUILTINS: ReadonlyMap<XsdBuiltin, XsdBuiltin> = new Map<XsdBuiltin, XsdBuiltin>([
  ['NMTOKENS', 'NMTOKEN'],
  ['IDREFS', 'IDREF'],
  // ENTITY is an NCName naming an unparsed entity of a DTD; no DTD is read, so its lexical form is all there is.
  ['ENTITIES', 'NCName'],
]);

/** True for a list built-in (NMTOKENS, IDREFS, ENTITIES). */
export function isListBuiltin(name: XsdBuiltin): boolean {
  return LIST_BUILTINS.has(name);
}

/**
 * Built-ins that exist but lie outside the subset: NOTATION, a DTD-compatibility type without a
 * useful value space (it names a notation declaration, never read). xs:anyType is handled by
 * ./type-ref.ts (elements only).
 */
const REFUSED: ReadonlySet<string> = new Set(['NOTATION']);

/** Classifies a local name in the XSD namespace. */
export function classifyBuiltin(local: string): { kind: 'supported'; name: XsdBuiltin } | { kind: 'refused' } | { kind: 'unknown' } {
  if (SUPPORTED.has(local)) return { kind: 'supported', name: local as XsdBuiltin };
  // ENTITY names an unparsed entity of a DTD; no DTD is read, so its lexical form is all there
  // is, as for the items of ENTITIES. Refused, it kept DocBook 5 (four ENTITY attributes) from
  // loading, and validate's corrections off for all of it (review r28 recheck H2).
  if (local === 'ENTITY') return { kind: 'supported', name: 'NCName' };
  if (REFUSED.has(local)) return { kind: 'refused' };
  return { kind: 'unknown' };
}
