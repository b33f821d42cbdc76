/**
 * Type derivation as `xsi:type` sees it (XSD Part 1, 2.6.1; 3.3.4 Element Locally Valid
 * (Element) 4): an element of declared type T may carry an `xsi:type` naming T or a named complex
 * type derived from T, by extension or restriction, transitively, that is not abstract. Where T
 * has such a derived type in the generation, or is abstract, T is *polymorphic*: the value of an
 * element of it is T's own value or `{ $xsiType, value }` naming the derived type (only the
 * latter when T is abstract; none at all when no type derives from an abstract T), and the codecs, types and validators dispatch on it (../codecs/derived-codec.ts,
 * ../types/derived-type.ts, ../validators/visit-derived.ts). The declared type's `block` leaves
 * out the types derived from it that way; an element's own `block` (or the schema's
 * `blockDefault` on elements) is not applied here; `final` is checked when the schema loads
 * (src/schema/map/final-derivations.ts), as it restricts schemas, not documents.
 */
import type { IrComplexType, IrGeneration, TypeRef } from '../../ir/nodes.js';
import { derivedTypesUnblocked } from '../../ir/derived-types.js';
import { splitQName, type QName } from '../../ir/qname.js';
import { xsiTypeIds } from '../../runtime/derived-types.js';
import { substitutionHeads, substitutionOf } from './substitution.js';

/** One type an `xsi:type` may name instead of the declared one. */
export interface DerivedType {
  type: IrComplexType;
  namespace: string;
  local: string;
  /** The `$xsiType` of its values: the local name, `{namespace}local` where two share one. */
  id: string;
}

/** The derived types of a polymorphic type. */
export interface Polymorph {
  type: IrComplexType;
  /** The declared type is abstract: only derived values exist. */
  abstract: boolean;
  /** The non-abstract named types derived from it, in QName order. */
  derived: DerivedType[];
  /** Its abstract derived types (no `xsi:type` may name them), in QName order. */
  abstractDerived: IrComplexType[];
}

const polymorphCache = new WeakMap<IrGeneration, Map<QName, Polymorph | undefined>>();

/**
 * The derivations of the complex type `type` an `xsi:type` may name, or undefined when it has no
 * non-abstract named derived type in the generation and is not abstract (its elements read it
 * alone). An abstract type without any has none: no value of an element of it is valid.
 */
export function polymorphOf(
  type: IrComplexType | undefined,
  generation: IrGeneration,
): Polymorph | undefined {
  if (!type || type.anonymous) return undefined;
  let cache = polymorphCache.get(generation);
  if (!cache) polymorphCache.set(generation, (cache = new Map()));
  if (cache.has(type.name)) return cache.get(type.name);
  const all = derivedTypesUnblocked(type, generation);
  const concrete = all.filter((derived) => !derived.abstract);
  let polymorph: Polymorph | undefined;
  // An abstract type is read through its derived types, even where the set has none (SAML
  // core's BaseIDAbstractType): then no element of it is valid, as XSD engines say.
  if (concrete.length > 0 || type.abstract) {
    const names = concrete.map((derived) => {
      const { namespace, local } = splitQName(derived.name);
      return [namespace, local] as const;
    });
    const ids = xsiTypeIds(names);
    polymorph = {
      type,
      abstract: type.abstract === true,
      derived: concrete.map((derived, index) => ({
        type: derived,
        namespace: names[index]![0],
        local: names[index]![1],
        id: ids[index]!,
      })),
      abstractDerived: all.filter((derived) => derived.abstract),
    };
  }
  cache.set(type.name, polymorph);
  return polymorph;
}

/**
 * The polymorphic types some nillable element of the generation is declared of: a field of a
 * complex type, a member of a substitution group, a document root. Each gets one
 * `<Type>OrDerivedNillable` alias (../types/derived-type.ts), in QName order.
 */
export function nillablePolymorphs(
  generation: IrGeneration,
  plan: (type: IrComplexType) => { fields: readonly { nillable: boolean; type: TypeRef }[] },
  roots: readonly { element: { nillable: boolean; type: TypeRef } }[],
): IrComplexType[] {
  const found = new Map<QName, IrComplexType>();
  const note = (nillable: boolean, ref: TypeRef) => {
    if (!nillable || ref.kind !== 'named') return;
    const type = generation.types[ref.name];
    if (type?.kind === 'complexType' && polymorphOf(type, generation)) found.set(type.name, type);
  };
  for (const type of Object.values(generation.types))
    if (type.kind === 'complexType')
      // A substitution field's `nillable` is false: its members are noted below.
      for (const field of plan(type).fields) note(field.nillable, field.type);
  for (const head of substitutionHeads(generation))
    for (const member of substitutionOf(head, generation)!.members)
      note(member.nillable, member.element.type);
  for (const { element } of roots) note(element.nillable, element.type);
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
