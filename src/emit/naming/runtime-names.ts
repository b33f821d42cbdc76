/**
 * Names generated code must not take from the codec runtime. A generated helper
 * `parse<Type>`/`check<Type>`/… would shadow the runtime export of that name, so these type names
 * are reserved: the suffixes of the runtime's `parse|check|format|is|read|write|visit*` exports.
 * Listed here rather than computed from `fleetcase/runtime` at emit time: importing the runtime
 * and its rule layer only to read its export names costs every `fleetcase generate` ~30 ms.
 * test/emit/runtime-names.test.ts fails when a runtime export is missing from the list.
 */
export const RUNTIME_SUFFIXES: ReadonlySet<string> = new Set([
  'BigInteger',
  'Boolean',
  'Date',
  'DateTime',
  'Decimal',
  'Double',
  'Endpoint',
  'Enumeration',
  'FractionDigits',
  'Int32',
  'Integer',
  'ItemCount',
  'Items',
  'Length',
  'Long',
  'Message',
  'OrderedRange',
  'Pattern',
  'QName',
  'RawElementName',
  'Range',
  'Time',
  'TotalDigits',
  'Union',
  'UnionValue',
  'UnsignedInt',
  'WildcardNamespace',
  'XmlErrorCode',
  'XmlTree',
]);

/** The helper prefixes whose suffixes {@link RUNTIME_SUFFIXES} lists. */
export const RUNTIME_HELPER_NAME = /^(?:parse|check|format|is|read|write|visit)([A-Z]\w*)$/;
