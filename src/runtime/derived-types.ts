/**
 * Elements whose declared type has derived types (XSD Part 1, 2.6.1 `xsi:type`; 3.3.4 Element
 * Locally Valid (Element) 4): such an element may carry an `xsi:type` naming its declared type or
 * any type derived from it, by extension or restriction, directly or not, that is not abstract;
 * its content is then that type's. Generated codecs keep which type it was: the value of such an
 * element is the declared type's value as it is, or `{ $xsiType, value }` naming the derived
 * type (`$xsiType`: its local name, `{namespace}local` where two derived types share one; see
 * README.md "xsi:type"). An element of an abstract type must name a derived type.
 * The `xsi:type` QName is resolved by `xsiTypeName` (./xsi-type.ts), the one resolver.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 */
import type { PrefixLookup } from './builtin-values.js';
import { xsiTypeName } from './xsi-type.js';

/** The property of a value naming the derived type it has (`{ $xsiType: 'Circle', value }`). */
export const XSI_TYPE_KEY = '$xsiType';

/**
 * The types an `xsi:type` may name on elements of one declared type: built by
 * {@link derivedTypes} into a module constant (`derivedFrom<Type>`) of the codecs.
 */
export interface DerivedTypes {
  /** The declared type, `{namespace}local` (`local` in no namespace), for messages. */
  readonly declared: string;
  /** True when the declared type is abstract: an element of it must name a derived type. */
  readonly abstract: boolean;
  /**
   * `{namespace}local` of every type derived from the declared one -> its `$xsiType`, or
   * null for an abstract one (which no `xsi:type` may name).
   */
  readonly byName: ReadonlyMap<string, string | null>;
  /** `$xsiType` -> the namespace and local name of the type (the encoder's `xsi:type`). */
  readonly byId: ReadonlyMap<string, readonly [namespace: string, local: string]>;
}

/** `{namespace}local`, or `local` in no namespace. */
function expanded(namespace: string, local: string): string {
  return namespace === '' ? local : `{${namespace}}${local}`;
}

/**
 * The `$xsiType` of each of `types` (the non-abstract types derived from one declared type): its
 * local name, or `{namespace}local` where another of them has the same local name. The emitter
 * names the TS types with these very ids.
 * @example xsiTypeIds([['urn:a', 'Circle'], ['urn:b', 'Circle']]) // ['{urn:a}Circle', '{urn:b}Circle']
 */
export function xsiTypeIds(
  types: ReadonlyArray<readonly [namespace: string, local: string]>,
): string[] {
  const count = new Map<string, number>();
  for (const [, local] of types) count.set(local, (count.get(local) ?? 0) + 1);
  return types.map(([namespace, local]) =>
    count.get(local)! > 1 ? expanded(namespace, local) : local,
  );
}

/**
 * The derived types of one declared type, from one entry per namespace: its URI, the local names
 * of its non-abstract derived types separated by spaces, and those of its abstract ones.
 * @example const derivedFromShape = derivedTypes(NS_D, 'Shape', false, [[NS_D, 'Circle Ring', 'Polygon']]);
 */
export function derivedTypes(
  namespace: string,
  local: string,
  abstract: boolean,
  entries: ReadonlyArray<readonly [namespace: string, types: string, abstract?: string]>,
): DerivedTypes {
  const concrete: Array<readonly [string, string]> = [];
  const byName = new Map<string, string | null>();
  for (const [uri, types, abstractTypes] of entries) {
    for (const name of types ? types.split(' ') : []) concrete.push([uri, name]);
    for (const name of abstractTypes ? abstractTypes.split(' ') : [])
      byName.set(expanded(uri, name), null);
  }
  const byId = new Map<string, readonly [string, string]>();
  xsiTypeIds(concrete).forEach((id, index) => {
    const [uri, name] = concrete[index]!;
    byName.set(expanded(uri, name), id);
    byId.set(id, [uri, name]);
  });
  return { declared: expanded(namespace, local), abstract, byName, byId };
}

/**
 * What an element's `xsi:type` (`given`, as written; undefined when it has none) says of its
 * value: the `$xsiType` of the derived type it names (`id`), nothing (`{}`: the declared type
 * itself), or why no instance may have it (`problem`, an `xsi-type-invalid` message after
 * "<element> has xsi:type=...": an unresolvable name, an abstract type, a type not derived from
 * the declared one; for an element of an abstract type, no `xsi:type` at all).
 */
export function derivedTypeOf(
  derived: DerivedTypes,
  given: string | undefined,
  lookup: PrefixLookup,
  defaultNamespace: string,
): { id?: string; problem?: string } {
  const needs = `it is declared of the abstract type ${derived.declared}, so it needs an xsi:type naming a non-abstract type derived from it`;
  if (given === undefined) return derived.abstract ? { problem: needs } : {};
  const name = xsiTypeName(given, lookup, defaultNamespace);
  if ('reason' in name) return { problem: name.reason };
  const named = expanded(name.namespace, name.local);
  if (named === derived.declared)
    return derived.abstract ? { problem: `which names the abstract type itself: ${needs}` } : {};
  const id = derived.byName.get(named);
  if (id === null) return { problem: `which names the abstract type ${named}` };
  if (id === undefined)
    return { problem: `which names no type derived from its declared type ${derived.declared}` };
  return { id };
}

/**
 * The `$xsiType` a value built by hand gives (an object's own string property), undefined when
 * it gives none, or why it cannot stand for an element of the declared type of `derived`: a
 * `$xsiType` naming no derived type, or none where the declared type is abstract. The encoder
 * refuses what this refuses (`value-invalid`), generated validators report it (`xsd-invalid`).
 */
export function xsiTypeOfValue(
  value: unknown,
  derived: Pick<DerivedTypes, 'declared' | 'abstract' | 'byId'>,
): { id?: string; problem?: string } {
  const id =
    typeof value === 'object' && value !== null && Object.hasOwn(value, XSI_TYPE_KEY)
      ? (value as Record<string, unknown>)[XSI_TYPE_KEY]
      : undefined;
  if (id === undefined) {
    if (!derived.abstract) return {};
    return {
      problem: `its declared type ${derived.declared} is abstract: give { $xsiType, value } naming a non-abstract type derived from it`,
    };
  }
  if (typeof id === 'string' && derived.byId.has(id)) return { id };
  const known = [...derived.byId.keys()].map((one) => `'${one}'`).join(', ');
  return {
    problem: `$xsiType ${JSON.stringify(id)} names no non-abstract type derived from ${derived.declared} (${known || 'none'})`,
  };
}

/**
 * Why a value built by hand cannot give a `$xsiType` where it stands: the value of an element
 * of complex type read as that type, whose declared type has no derived types an `xsi:type` may
 * name, or the `value` of a `{ $xsiType, value }` wrapper already. Its `$xsiType` and `value`
 * would be written as nothing (`<leaf/>`) without a word (r13 interplay 5). Undefined when it
 * gives none. The encoder (`startObject`) and the validators (`objectProblem`) refuse it.
 */
export function misplacedXsiTypeProblem(value: object): string | undefined {
  if (!Object.hasOwn(value, XSI_TYPE_KEY)) return undefined;
  const id = (value as Record<string, unknown>)[XSI_TYPE_KEY];
  if (id === undefined) return undefined;
  return `$xsiType ${JSON.stringify(id)} is not allowed here: only an element whose declared type has derived types takes { $xsiType, value }, and not within one; give the value itself`;
}
