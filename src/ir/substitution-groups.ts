/**
 * Substitution group affiliation (XSD Part 1, 3.3.2), indexed once per generation: which global
 * elements name each head as their group, and which of them `block` lets stand for it (3.3.6
 * Substitution Group OK (Transitive)). Shared by the emitters (src/emit/model/substitution.ts),
 * the schema checks (src/schema/unique-particle-attribution.ts) and the diff
 * (src/diff/declaration-facts.ts).
 */
import { derivationPath } from './derived-types.js';
import type { IrGeneration, IrRootElement, IrType } from './nodes.js';
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

/**
 * True when `member`, which belongs to `head`'s substitution group (directly or not), may stand
 * where a content model refers to `head`: the head's `block` does not name `substitution`, and
 * no derivation method from the head's type to the member's is blocked by the head, the head's
 * type or a type in between (XSD Part 1, 3.3.6 Substitution Group OK (Transitive); libxml2 and
 * Xerces apply it: `<m>` where `<h block="extension">` is referred to is "not expected").
 * @example maySubstitute(bolt, part, generation.types) // false where part has block="#all"
 */
export function maySubstitute(member: IrRootElement, head: IrRootElement, types: Readonly<Record<QName, IrType>>): boolean {
  if (head.block?.includes('substitution')) return false;
  const headType = head.type.kind === 'named' ? types[head.type.name] : undefined;
  const blocked = new Set<string>([...(head.block ?? []), ...(headType?.kind === 'complexType' ? (headType.block ?? []) : [])]);
  const { methods, between } = derivationPath(member.type, head.type, types);
  for (const value of between) blocked.add(value);
  return ![...methods].some((method) => blocked.has(method));
}
