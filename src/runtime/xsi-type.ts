/**
 * The `xsi:type` of an element declared of type xs:anyType (vSphere's `DynamicProperty/val`,
 * `<val xsi:type="xs:int">4</val>`), which codecs keep as raw XML. XSD (Part 1, 3.3.4 Element
 * Locally Valid (Element) 4; 3.4.4 clause 2) wants its QName to resolve, through the prefixes
 * in scope, to a type definition that is not abstract; every type derives from xs:anyType, so
 * any such type is allowed. Codecs check that much and, for a built-in simple type, the text
 * (./builtin-values.ts); the content of a type of the schema set stays XSD engines' (`fleetcase
 * validate`, src/schema/SUBSET.md "Limits of generated codecs").
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 */
import { isBuiltinSimpleType, type PrefixLookup } from './builtin-values.js';
import { LEXICAL_CHECKS } from './lexical-checks.js';
import { XSD_NAMESPACE } from './names.js';
import { collapseWhiteSpace } from './white-space.js';

/**
 * The named types of a schema set an `xsi:type` may name, local names by namespace; the
 * abstract ones (which no instance may have) apart. Built by {@link xsiTypes}.
 */
export interface XsiTypes {
  readonly types: ReadonlyMap<string, ReadonlySet<string>>;
  readonly abstract: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The named types of a schema set from one entry per namespace: its URI, its types' local
 * names separated by spaces, and those of its abstract types (a compact module constant).
 * @example const XSI_TYPES = xsiTypes([[NS_T, 'Color Pair', 'Shape']]);
 */
export function xsiTypes(
  entries: ReadonlyArray<readonly [namespace: string, types: string, abstract?: string]>,
): XsiTypes {
  const types = new Map<string, ReadonlySet<string>>();
  const abstract = new Map<string, ReadonlySet<string>>();
  const words = (text: string | undefined) => new Set(text ? text.split(' ') : []);
  for (const [namespace, concrete, abstractTypes] of entries) {
    types.set(namespace, words(concrete));
    if (abstractTypes) abstract.set(namespace, words(abstractTypes));
  }
  return { types, abstract };
}

/**
 * What an `xsi:type` names: a built-in simple type (the element's text must be one of its
 * values, and it has no child elements nor attributes of its own), a type whose content codecs
 * leave to XSD engines (xs:anyType, a type of the set; any name outside the XML Schema
 * namespace when the set's types are not given), or nothing a document may name (`reason`).
 */
export type XsiTypeTarget =
  { kind: 'simple'; builtin: string } | { kind: 'content' } | { kind: 'invalid'; reason: string };

/**
 * The expanded name an `xsi:type` value gives (collapsed: it is an xs:QName), through the
 * prefixes in scope (`defaultNamespace` for one without a prefix), or why it gives none.
 * @example xsiTypeName(' t:Base ', lookup, '') // { namespace: 'urn:t', local: 'Base' }
 */
export function xsiTypeName(
  value: string,
  lookup: PrefixLookup,
  defaultNamespace: string,
): { namespace: string; local: string } | { reason: string } {
  const text = collapseWhiteSpace(value);
  if (!LEXICAL_CHECKS.QName(text)) return { reason: 'which is no QName' };
  const colon = text.indexOf(':');
  const local = text.slice(colon + 1);
  const prefix = colon < 0 ? '' : text.slice(0, colon);
  const namespace = prefix === '' ? defaultNamespace : lookup(prefix);
  if (namespace === undefined)
    return { reason: `whose prefix '${prefix}' is not declared (no xmlns:${prefix} in scope)` };
  return { namespace, local };
}

/**
 * Resolves the value of an `xsi:type` (collapsed: it is an xs:QName) with the prefixes in scope
 * where it stands, against the XML Schema built-ins and the set's named `types`.
 * @example xsiTypeTarget('xs:int', lookup, XSI_TYPES) // { kind: 'simple', builtin: 'int' }
 * @example xsiTypeTarget('q:int', lookup, XSI_TYPES) // { kind: 'invalid', reason: "its prefix 'q' is not declared (...)" }
 */
export function xsiTypeTarget(
  value: string,
  lookup: PrefixLookup,
  defaultNamespace: string,
  types?: XsiTypes,
): XsiTypeTarget {
  const name = xsiTypeName(value, lookup, defaultNamespace);
  if ('reason' in name) return { kind: 'invalid', reason: name.reason };
  const { namespace, local } = name;
  const named = namespace === '' ? local : `{${namespace}}${local}`;
  if (types?.abstract.get(namespace)?.has(local))
    return { kind: 'invalid', reason: `which names the abstract type ${named}` };
  // A set may define types in the XML Schema namespace itself (a schema for schemas).
  if (types?.types.get(namespace)?.has(local)) return { kind: 'content' };
  if (namespace === XSD_NAMESPACE) {
    if (local === 'anyType') return { kind: 'content' };
    if (isBuiltinSimpleType(local)) return { kind: 'simple', builtin: local };
    return { kind: 'invalid', reason: `but XML Schema has no built-in type ${local}` };
  }
  if (!types) return { kind: 'content' };
  return {
    kind: 'invalid',
    reason: `which names no type: ${named} is neither a type of the schema set nor an XML Schema built-in`,
  };
}
