/**
 * Substitution group affiliation (XSD Part 1, 3.3.2), indexed once per generation: which global
 * elements name each head as their group, and which of them `block` lets stand for it (3.3.6
 * Substitution Group OK (Transitive)). Shared by the emitters (src/emit/model/substitution.ts),
 * the schema checks (src/schema/unique-particle-attribution.ts) and the diff
 * (src/diff/declaration-facts.ts).
 */
import type { IrGeneration, IrRootElement, IrType, TypeRef } from './nodes.js';
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

type Derivation = 'extension' | 'restriction';

/**
 * The derivation methods from `derived` up to `base`, and the {prohibited substitutions} of the
 * complex types strictly between them. A simple type derives by restriction only; a type whose
 * chain ends before `base` (xs:anyType, xs:anySimpleType) takes its last step by restriction.
 */
function derivationPath(derived: TypeRef, base: TypeRef, types: Readonly<Record<QName, IrType>>): { methods: Set<Derivation>; between: Set<Derivation> } {
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
