/**
 * What the document roots of a generation reach: the complex and simple types their codecs and
 * validators need (a type's derived types with it: an `xsi:type` may name them), and the
 * namespaces each root's documents can use (for its prefix list).
 */
import { isComplexType } from '../../ir/guards.js';
import type {
  IrComplexType,
  IrGeneration,
  IrNamespaceConstraint,
  IrSimpleType,
  TypeRef,
} from '../../ir/nodes.js';
import { namespaceOf, type QName } from '../../ir/qname.js';
import { planContent, type ContentPlan } from './content.js';
import { polymorphOf } from './derivations.js';

/** Types and element namespaces reachable from a set of type references. */
export interface Reach {
  complexTypes: IrComplexType[];
  simpleTypes: IrSimpleType[];
  /** Namespaces of every element and attribute written under the roots, in first-seen order. */
  namespaces: string[];
}

/**
 * Walks the types reachable from `roots` (depth-first, in field order) using the shared
 * content plans (`plans` caches them per type).
 */
export function reachableFrom(
  roots: readonly { name: QName; type: TypeRef }[],
  generation: IrGeneration,
  plans: (type: IrComplexType) => ContentPlan,
): Reach {
  const complexTypes = new Map<QName, IrComplexType>();
  const simpleTypes = new Map<QName, IrSimpleType>();
  const namespaces = new Set<string>();
  // A wildcard's namespaces are tested by name in the codecs (they need constants).
  const constraintNamespaces = (constraint: IrNamespaceConstraint) => {
    if (constraint.kind !== 'any')
      for (const namespace of constraint.namespaces)
        if (namespace !== '') namespaces.add(namespace);
  };
  const visit = (ref: TypeRef) => {
    if (ref.kind !== 'named') return;
    const type = generation.types[ref.name];
    if (!type) return;
    if (!isComplexType(type)) {
      if (simpleTypes.has(type.name)) return;
      simpleTypes.set(type.name, type);
      // A list's item type and a union's members are checked and coded with it.
      if (type.itemType) visit(type.itemType);
      for (const member of type.memberTypes ?? []) visit(member);
      return;
    }
    if (complexTypes.has(type.name)) return;
    complexTypes.set(type.name, type);
    const plan = plans(type);
    for (const attribute of plan.attributes) {
      if (attribute.namespace !== '') namespaces.add(attribute.namespace);
      visit(attribute.attribute.type);
    }
    if (type.simpleContent) visit(type.simpleContent);
    for (const field of plan.fields) {
      if (field.wildcard) constraintNamespaces(field.wildcard.namespaces);
      else if (field.substitution) {
        // Each element that may stand for the head is read and written with its own type.
        for (const member of field.substitution.members) {
          namespaces.add(member.namespace);
          visit(member.element.type);
        }
      } else namespaces.add(field.namespace);
      visit(field.type);
    }
    if (plan.anyAttribute) constraintNamespaces(plan.anyAttribute.namespaces);
    // An element of the type may name a derived type in its xsi:type (written with a prefix).
    for (const derived of polymorphOf(type, generation)?.derived ?? []) {
      if (derived.namespace !== '') namespaces.add(derived.namespace);
      visit({ kind: 'named', name: derived.type.name });
    }
  };
  for (const root of roots) {
    namespaces.add(namespaceOf(root.name));
    visit(root.type);
  }
  return {
    complexTypes: [...complexTypes.values()],
    simpleTypes: [...simpleTypes.values()],
    namespaces: [...namespaces],
  };
}
