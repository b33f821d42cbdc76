/**
 * Type derivation indexed once per generation: the named complex types derived, by extension
 * or restriction, directly or not, from a type (XSD Part 1, 3.4.6; what an `xsi:type` may name
 * on an element of that type, 2.6.1). Shared by the emitters (src/emit/model/derivations.ts) and
 * the diff (src/diff/declaration-facts.ts).
 */
import type { IrComplexType, IrGeneration } from './nodes.js';
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
