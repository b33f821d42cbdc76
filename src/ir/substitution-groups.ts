/**
 * Substitution group affiliation (XSD Part 1, 3.3.2), indexed once per generation: which global
 * elements name each head as their group. Shared by the emitters (src/emit/model/substitution.ts)
 * and the diff (src/diff/declaration-facts.ts).
 */
import type { IrGeneration, IrRootElement } from './nodes.js';
import type { QName } from './qname.js';

const directMembers = new WeakMap<IrGeneration, Map<QName, IrRootElement[]>>();

/**
 * Head -> the elements naming it as their substitution group (direct members only), in the
 * generation's element order.
 */
export function membersByHead(generation: IrGeneration): Map<QName, IrRootElement[]> {
  let byHead = directMembers.get(generation);
  if (byHead) return byHead;
  byHead = new Map();
  for (const element of Object.values(generation.elements)) {
    if (!element.substitutionGroup) continue;
    const list = byHead.get(element.substitutionGroup);
    if (list) list.push(element);
    else byHead.set(element.substitutionGroup, [element]);
  }
  directMembers.set(generation, byHead);
  return byHead;
}
