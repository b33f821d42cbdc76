/** Families of the XSD built-in datatypes (XSD Part 2, section 3.3: the types derived from decimal). */
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
