/**
 * Reading a generation's content models the way an instance document sees them: the child
 * elements of a type with their EFFECTIVE occurrence (XSD Part 1, 3.8 Model Groups: a particle
 * inside an optional group, or one alternative of a choice, is effectively optional; inside a
 * repeated group it may repeat). Shared by the diff (field walk) and migrate (document rewrite).
 */
import {
  isComplexType,
  isElement,
  isGroup,
  type IrComplexType,
  type IrElement,
  type IrGeneration,
  type IrGroup,
  type IrType,
  type IrWildcard,
  type Occurs,
  type TypeRef,
  type XsdBuiltin,
} from '../ir/index.js';

/** A child element of a content model, with its effective occurrence and document order. */
export interface ChildElement {
  element: IrElement;
  occurs: Occurs;
  /** Position in the flattened content model (sequence order). */
  order: number;
}

/** An element wildcard (xs:any) of a content model, with its effective occurrence. */
export interface ChildWildcard {
  wildcard: IrWildcard;
  occurs: Occurs;
}

function times(left: number | 'unbounded', right: number | 'unbounded'): number | 'unbounded' {
  if (left === 'unbounded' || right === 'unbounded')
    return left === 0 || right === 0 ? 0 : 'unbounded';
  return left * right;
}

/**
 * The child elements of a model group, depth-first in document order, each with its occurrence
 * multiplied through the groups around it. A choice of several particles makes each optional.
 * The element wildcards met on the way go to `wildcards`, when given, the same way.
 * @example childElementsOf(caseRequestType.content).map((child) => localName(child.element.name))
 */
export function childElementsOf(group: IrGroup | undefined, wildcards?: ChildWildcard[]): readonly ChildElement[] {
  if (!group) return [];
  let flat = flattened.get(group);
  if (!flat) flattened.set(group, (flat = flatten(group)));
  wildcards?.push(...flat.wildcards);
  return flat.elements;
}

/**
 * Flattened content models, one per group object: diff walks a type at every path that reaches
 * it (DocBook's ~400 inline elements, thousands of times each).
 */
const flattened = new WeakMap<IrGroup, { elements: readonly ChildElement[]; wildcards: readonly ChildWildcard[] }>();

function flatten(group: IrGroup): { elements: readonly ChildElement[]; wildcards: readonly ChildWildcard[] } {
  const out: ChildElement[] = [];
  const wildcards: ChildWildcard[] = [];
  const visit = (current: IrGroup, min: number, max: number | 'unbounded'): void => {
    const groupMin = min * current.occurs.min;
    const groupMax = times(max, current.occurs.max);
    const alternatives = current.kind === 'choice' && current.particles.length > 1;
    for (const particle of current.particles) {
      const particleMin = alternatives ? 0 : groupMin;
      if (isElement(particle)) {
        out.push({
          element: particle,
          order: out.length,
          occurs: {
            min: particleMin === 0 ? 0 : particle.occurs.min * particleMin,
            max: times(particle.occurs.max, groupMax),
            nillable: particle.occurs.nillable,
          },
        });
      } else if (isGroup(particle)) {
        visit(particle, particleMin, groupMax);
      } else {
        // An element wildcard (xs:any) declares no child element of its own; `wildcards` gets it.
        wildcards.push({
          wildcard: particle,
          occurs: {
            min: particleMin === 0 ? 0 : particle.occurs.min * particleMin,
            max: times(particle.occurs.max, groupMax),
            nillable: false,
          },
        });
      }
    }
  };
  visit(group, 1, 1);
  return { elements: out, wildcards };
}

/**
 * True when a model group may match no element at all (XSD Part 1, 3.8.6 "emptiable"): it is
 * optional, or its particles all are (a sequence or all) or one is (a choice). Tells whether a
 * mixed type accepts text alone.
 * @example isEmptiable(createGroup('sequence', [optionalName])) // true
 */
export function isEmptiable(group: IrGroup | undefined): boolean {
  if (!group || group.occurs.min === 0) return true;
  const each = group.particles.map((particle) =>
    isGroup(particle) ? isEmptiable(particle) : particle.occurs.min === 0,
  );
  return group.kind === 'choice' ? each.length === 0 || each.some(Boolean) : each.every(Boolean);
}

/** A resolved type reference: a builtin name, or the generation's named type (undefined if unknown). */
export type ResolvedType =
  { kind: 'builtin'; name: XsdBuiltin } | { kind: 'named'; type: IrType | undefined };

/** Looks a type reference up in the generation. */
export function resolveType(generation: IrGeneration, ref: TypeRef): ResolvedType {
  return ref.kind === 'builtin'
    ? { kind: 'builtin', name: ref.name }
    : { kind: 'named', type: generation.types[ref.name] };
}

/** The complex type a reference names, or undefined for a simple or builtin one. */
export function complexTypeOf(generation: IrGeneration, ref: TypeRef): IrComplexType | undefined {
  if (ref.kind !== 'named') return undefined;
  const type = generation.types[ref.name];
  return isComplexType(type) ? type : undefined;
}

/** The child elements of the complex type a reference names ([] for simple types). */
export function childrenOfType(generation: IrGeneration, ref: TypeRef): readonly ChildElement[] {
  return childElementsOf(complexTypeOf(generation, ref)?.content);
}
