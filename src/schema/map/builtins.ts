/** The XSD built-in datatypes the IR carries by name (XSD Part 2, section 3). */
import type { XsdBuiltin } from '../../ir/nodes.js';

const SUPPORTED: ReadonlySet<string> = new Set<XsdBuiltin>([
  'string',
  'normalizedString',
  'token',
  'boolean',
  'decimal',
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
]);

/**
 * Built-ins that exist but lie outside the subset: the ur-type (arbitrary content), list types
 * (whitespace-separated values), and the DTD-compatibility types without a useful value space.
 */
const REFUSED: ReadonlySet<string> = new Set(['anyType', 'NMTOKENS', 'IDREFS', 'ENTITY', 'ENTITIES', 'NOTATION']);

/** Classifies a local name in the XSD namespace. */
export function classifyBuiltin(local: string): { kind: 'supported'; name: XsdBuiltin } | { kind: 'refused' } | { kind: 'unknown' } {
  if (SUPPORTED.has(local)) return { kind: 'supported', name: local as XsdBuiltin };
  if (REFUSED.has(local)) return { kind: 'refused' };
  return { kind: 'unknown' };
}
