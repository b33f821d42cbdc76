/**
 * What the document roots of a generation reach: the complex and simple types their codecs and
 * validators need, and the namespaces each root's documents can use (for its prefix list).
 */
import { isComplexType } from '../../ir/guards.js';
import type { IrComplexType, IrGeneration, IrSimpleType, TypeRef } from '../../ir/nodes.js';
import { namespaceOf, type QName } from '../../ir/qname.js';
import { planContent, type ContentPlan } from './content.js';

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
  const visit = (ref: TypeRef) => {
    if (ref.kind !== 'named') return;
    const type = generation.types[ref.name];
    if (!type) return;
    if (!isComplexType(type)) {
      simpleTypes.set(type.name, type);
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
      namespaces.add(field.namespace);
      visit(field.type);
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
