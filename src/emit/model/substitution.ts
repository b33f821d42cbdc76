/**
 * Substitution groups (XSD Part 1, 3.3.6 "Substitution Group OK (Transitive)"): where a content
 * model refers to a global element that heads a group, any member may stand instead (members of
 * members too), and the head itself unless it is abstract. The field then holds one of them as
 * `{ $element, value }`, `$element` naming which one stood in the document.
 * A member the head's `block` keeps out is no member here (src/ir/substitution-groups.ts
 * `maySubstitute`); a member the head's `final` excludes is SchemaInvalid when the schema loads
 * (src/schema/map/substitution-types.ts).
 */
import type { IrGeneration, IrRootElement } from '../../ir/nodes.js';
import { splitQName, type QName } from '../../ir/qname.js';
import { maySubstitute, membersByHead } from '../../ir/substitution-groups.js';
import { scalarOf, type Scalar } from './scalars.js';

/** One element that may stand where the head is referenced. */
export interface SubstitutionMember {
  element: IrRootElement;
  namespace: string;
  local: string;
  /** The `$element` value: the local name, or `{namespace}local` where two members share it. */
  discriminator: string;
  /** Set for a member of simple type. */
  scalar?: Scalar;
  nillable: boolean;
}

/** The elements a reference to `head` accepts. */
export interface SubstitutionPlan {
  head: QName;
  members: SubstitutionMember[];
}

const cache = new WeakMap<IrGeneration, Map<QName, SubstitutionPlan | undefined>>();

/**
 * The substitution plan of a reference to the global element `head`, or undefined when only the
 * head itself may stand there (it is not abstract and no element names it as its group).
 */
export function substitutionOf(
  head: QName,
  generation: IrGeneration,
): SubstitutionPlan | undefined {
  let plans = cache.get(generation);
  if (!plans) cache.set(generation, (plans = new Map()));
  if (plans.has(head)) return plans.get(head);
  const plan = computePlan(head, generation);
  plans.set(head, plan);
  return plan;
}

/** Every head of the generation whose references become substitution fields, in QName order. */
export function substitutionHeads(generation: IrGeneration): QName[] {
  return Object.keys(generation.elements).filter(
    (name) => substitutionOf(name, generation) !== undefined,
  );
}

function computePlan(head: QName, generation: IrGeneration): SubstitutionPlan | undefined {
  const headElement = generation.elements[head];
  if (!headElement) return undefined;
  const byHead = membersByHead(generation);
  if (!byHead.has(head) && !headElement.abstract) return undefined;
  // The head first, then its members breadth-first (each level in QName order).
  const elements: IrRootElement[] = [];
  const seen = new Set<QName>();
  const queue = [headElement];
  while (queue.length > 0) {
    const element = queue.shift()!;
    if (seen.has(element.name)) continue;
    seen.add(element.name);
    if (!element.abstract && (element === headElement || maySubstitute(element, headElement, generation.types))) elements.push(element);
    queue.push(...(byHead.get(element.name) ?? []));
  }
  const locals = elements.map((element) => splitQName(element.name).local);
  const members = elements.map((element, index): SubstitutionMember => {
    const { namespace, local } = splitQName(element.name);
    const shared = locals.filter((other) => other === locals[index]).length > 1;
    const member: SubstitutionMember = {
      element,
      namespace,
      local,
      discriminator: shared ? element.name : local,
      nillable: element.nillable,
    };
    const scalar = scalarOf(element.type, generation);
    if (scalar) member.scalar = scalar;
    return member;
  });
  return { head, members };
}
