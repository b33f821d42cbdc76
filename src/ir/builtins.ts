/**
 * The XSD built-in datatypes' derivation hierarchy and families (XSD Part 2, section 3.3).
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes
 */
import { ORDERED_SPACES, type ValueSpace } from '../runtime/value-space.js';
import type { XsdBuiltin } from './nodes.js';

/** xs:integer and every built-in derived from it: their values are whole numbers. */
export const INTEGER_BUILTINS: ReadonlySet<XsdBuiltin> = new Set<XsdBuiltin>([
  'integer',
  'int',
  'long',
  'short',
  'byte',
  'nonNegativeInteger',
  'positiveInteger',
  'nonPositiveInteger',
  'negativeInteger',
  'unsignedInt',
  'unsignedLong',
  'unsignedShort',
  'unsignedByte',
]);

/**
 * The built-in each built-in is derived from (XSD Part 2, 3.3): the primitives and the list
 * built-ins from xs:anySimpleType, which is derived from xs:anyType. So xs:int comes from
 * xs:long, xs:integer and xs:decimal; xs:nonNegativeInteger does not come from
 * xs:positiveInteger (the other way round).
 */
export const BUILTIN_BASE: Readonly<Record<XsdBuiltin, XsdBuiltin | undefined>> = {
  anyType: undefined,
  anySimpleType: 'anyType',
  string: 'anySimpleType',
  boolean: 'anySimpleType',
  decimal: 'anySimpleType',
  float: 'anySimpleType',
  double: 'anySimpleType',
  duration: 'anySimpleType',
  dateTime: 'anySimpleType',
  time: 'anySimpleType',
  date: 'anySimpleType',
  gYearMonth: 'anySimpleType',
  gYear: 'anySimpleType',
  gMonthDay: 'anySimpleType',
  gDay: 'anySimpleType',
  gMonth: 'anySimpleType',
  hexBinary: 'anySimpleType',
  base64Binary: 'anySimpleType',
  anyURI: 'anySimpleType',
  QName: 'anySimpleType',
  NMTOKENS: 'anySimpleType',
  IDREFS: 'anySimpleType',
  ENTITIES: 'anySimpleType',
  normalizedString: 'string',
  token: 'normalizedString',
  language: 'token',
  NMTOKEN: 'token',
  Name: 'token',
  NCName: 'Name',
  ID: 'NCName',
  IDREF: 'NCName',
  integer: 'decimal',
  nonPositiveInteger: 'integer',
  negativeInteger: 'nonPositiveInteger',
  long: 'integer',
  int: 'long',
  short: 'int',
  byte: 'short',
  nonNegativeInteger: 'integer',
  unsignedLong: 'nonNegativeInteger',
  unsignedInt: 'unsignedLong',
  unsignedShort: 'unsignedInt',
  unsignedByte: 'unsignedShort',
  positiveInteger: 'nonNegativeInteger',
};

/**
 * True when the built-in `builtin` is `ancestor` or derived from it.
 * @example builtinDerivesFrom('int', 'decimal') // true
 * @example builtinDerivesFrom('nonNegativeInteger', 'positiveInteger') // false
 */
export function builtinDerivesFrom(builtin: XsdBuiltin, ancestor: XsdBuiltin): boolean {
  for (let current: XsdBuiltin | undefined = builtin; current; current = BUILTIN_BASE[current]) {
    if (current === ancestor) return true;
  }
  return false;
}

/**
 * The built-ins whose values are compared as other than their texts, each in its own space:
 * the ordered ones (floats, dates and times, durations, partial dates), booleans and binaries.
 */
const OWN_VALUE_SPACES: ReadonlySet<string> = new Set<string>([...ORDERED_SPACES, 'boolean', 'hexBinary', 'base64Binary']);

/**
 * The value space (runtime/value-space.ts) in which enumerations and fixed values of a built-in
 * are compared (XSD Part 2, 2.2: `1.0` is the decimal `1`, `PT60M` the duration `PT1H`): the
 * decimal one for xs:decimal and the integers, the collapsed texts for the list built-ins, the
 * strings for the string family, xs:anyURI and xs:QName (Clark notation: one text per value).
 * @example builtinValueSpace('int') // 'decimal'
 */
export function builtinValueSpace(builtin: XsdBuiltin): ValueSpace {
  if (builtin === 'decimal' || INTEGER_BUILTINS.has(builtin)) return 'decimal';
  if (builtin === 'NMTOKENS' || builtin === 'IDREFS' || builtin === 'ENTITIES') return 'lexical';
  return OWN_VALUE_SPACES.has(builtin) ? (builtin as ValueSpace) : 'string';
}
