/**
 * Type derivation indexed once per generation: the named complex types derived, by extension
 * or restriction, directly or not, from a type (XSD Part 1, 3.4.6; what an `xsi:type` may name
 * on an element of that type, 2.6.1). Shared by the emitters (src/emit/model/derivations.ts) and
 * the diff (src/diff/declaration-facts.ts).
 */
import type { IrComplexType, IrGeneration, IrType, TypeRef } from './nodes.js';
import type { QName } from './qname.js';

const byBaseCache = new WeakMap<IrGeneration, Map<QName, IrComplexType[]>>();

/** Base type name -> the named complex types deriving from it directly. */
function derivedByBase(generation: IrGeneration): Map<QName, IrComplexType[]> {
  let byBase = byBaseCache.get(generation);
  if (byBase) return byBase;
  byBase = new Map();
  for (const type of Object.values(generation.types)) {
    // An anonymous type derives too, but no xsi:type can name it (nor anything derive from it).
    if (type.kind !== 'complexType' || type.anonymous || !type.baseType) continue;
    const list = byBase.get(type.baseType);
    if (list) list.push(type);
    else byBase.set(type.baseType, [type]);
  }
  byBaseCache.set(generation, byBase);
  return byBase;
}

/**
 * Every named complex type derived from `name`, directly or not, in QName order.
 * @example typesDerivedFrom('{urn:shapes}Shape', generation).map((t) => t.name) // ['{urn:shapes}Circle', '{urn:shapes}Square']
 */
export function typesDerivedFrom(name: QName, generation: IrGeneration): IrComplexType[] {
  const byBase = derivedByBase(generation);
  const found = new Map<QName, IrComplexType>();
  const pending = [name];
  for (let next = pending.pop(); next !== undefined; next = pending.pop())
    for (const derived of byBase.get(next) ?? []) {
      if (found.has(derived.name)) continue;
      found.set(derived.name, derived);
      pending.push(derived.name);
    }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

type Derivation = 'extension' | 'restriction';

/**
 * The derivation methods from `derived` up to `base`, and the {prohibited substitutions} of the
 * complex types strictly between them (what `block` is checked against: ./substitution-groups.ts,
 * src/emit/model/derivations.ts). A simple type derives by restriction only; a type whose
 * chain ends before `base` (xs:anyType, xs:anySimpleType) takes its last step by restriction.
 */
export function derivationPath(derived: TypeRef, base: TypeRef, types: Readonly<Record<QName, IrType>>): { methods: Set<Derivation>; between: Set<Derivation> } {
  const methods = new Set<Derivation>();
  const between = new Set<Derivation>();
  const seen = new Set<QName>();
  let current: TypeRef | undefined = derived;
  while (current !== undefined && !(current.kind === base.kind && current.name === base.name)) {
    const type: IrType | undefined = current.kind === 'named' ? types[current.name] : undefined;
    if (type?.kind !== 'complexType' || seen.has(type.name)) {
      methods.add('restriction');
      break;
    }
    seen.add(type.name);
    if (current !== derived) for (const value of type.block ?? []) between.add(value);
    methods.add(type.derivation ?? (type.simpleContent !== undefined ? 'extension' : 'restriction'));
    current = type.baseType !== undefined ? { kind: 'named', name: type.baseType } : type.simpleContent;
    if (current === undefined) methods.add('restriction');
  }
  return { methods, between };
}

/**
 * The named complex types derived from `declared` that an `xsi:type` may name on an element of
 * it (abstract ones included: callers leave them out): those its `block` ({prohibited
 * substitutions}) does not keep out by the way they derive from it (libxml2: "not validly
 * derived"). Types in between do not count here (cos-ct-derived-ok), as they do for
 * substitution groups. An element's own `block` is not applied (src/schema/SUBSET.md).
 */
export function derivedTypesUnblocked(declared: IrComplexType, generation: IrGeneration): IrComplexType[] {
  const all = typesDerivedFrom(declared.name, generation);
  if (!declared.block?.length) return all;
  return all.filter((derived) => {
    const { methods } = derivationPath({ kind: 'named', name: derived.name }, { kind: 'named', name: declared.name }, generation.types);
    return !declared.block!.some((method) => methods.has(method));
  });
}
