/**
 * Flattens the model group tree of a complex type into the fields of its content plan
 * (./content.ts): property names, optionality, order ranks, exclusive choices and optional
 * groups.
 * @see https://www.w3.org/TR/xmlschema-1/#Model_Groups (XSD Part 1, 3.8)
 */
import { fail } from '../../errors.js';
import { isGroup } from '../../ir/guards.js';
import type {
  IrComplexType,
  IrElement,
  IrGeneration,
  IrGroup,
  IrNamespaceConstraint,
  IrParticle,
  IrWildcard,
  TypeRef,
} from '../../ir/nodes.js';
import { isList, isOptional } from '../../ir/occurs.js';
import { localName, namespaceOf } from '../../ir/qname.js';
import type { ContentPlan, FieldPlan } from './content.js';
import { scalarOf } from './scalars.js';
import { substitutionOf } from './substitution.js';

interface Walk {
  rank: number;
  /** Every enclosing group requires its content (no optional group, no choice on the way). */
  mandatory: boolean;
  /** The innermost optional group of several fields, whose members are required together. */
  optionalGroup?: number;
  choice?: { id: number; branch: number };
  repeated: boolean;
}

/** Adds the fields of `type.content` to `plan` (fields, choices, optional groups). */
export function walkModelGroup(
  type: IrComplexType,
  generation: IrGeneration,
  plan: ContentPlan,
): void {
  const taken = new Set<string>();
  let nextId = 0;
  const newOptionalGroup = () => {
    const id = nextId++;
    plan.optionalGroups.set(id, []);
    return id;
  };

  const addField = (element: IrElement, walk: Walk, wildcard?: IrWildcard) => {
    const local = wildcard ? '*' : localName(element.name);
    if (local === '__proto__') {
      fail('SchemaUnsupportedConstruct', {
        file: element.source.file,
        line: element.source.line,
        construct: 'xs:element name="__proto__"',
      });
    }
    // An element wildcard's matches are `$any` (`$any_2`...): `$` keys are never element names.
    const base = wildcard ? '$any' : local;
    let property = base;
    for (let suffix = 2; taken.has(property); suffix++) property = `${base}_${suffix}`;
    taken.add(property);
    const list = isList(element.occurs) || walk.repeated || wildcard !== undefined;
    const required: FieldPlan['required'] = isOptional(element.occurs)
      ? 'never'
      : walk.mandatory
        ? 'always'
        : (walk.optionalGroup ?? 'never');
    const field: FieldPlan = {
      element,
      property,
      namespace: namespaceOf(element.name),
      local,
      optional: !list && required !== 'always',
      list,
      min: element.occurs.min,
      max: walk.repeated ? 'unbounded' : element.occurs.max,
      // An xs:anyType element is kept whole as raw XML, xsi:nil included: never null.
      nillable: element.occurs.nillable && !isAnyType(element.type),
      rank: walk.rank,
      required,
      type: element.type,
    };
    const scalar = scalarOf(element.type, generation);
    if (scalar) field.scalar = scalar;
    if (wildcard) field.wildcard = wildcard;
    const substitution = element.ref ? substitutionOf(element.ref, generation) : undefined;
    if (substitution) {
      field.substitution = substitution;
      field.nillable = false;
    }
    if (walk.choice) field.choice = walk.choice;
    if (walk.optionalGroup !== undefined) {
      field.group = walk.optionalGroup;
      plan.optionalGroups.get(walk.optionalGroup)!.push(field);
    }
    plan.fields.push(field);
    if (walk.choice)
      plan.choices.find((choice) => choice.id === walk.choice!.id)!.fields.push(field);
  };

  // Walks one particle at `walk.rank`; returns the next free rank after it.
  const walkParticle = (particle: IrParticle, walk: Walk): number => {
    if (particle.kind === 'element') {
      addField(particle, walk);
      return walk.rank + 1;
    }
    if (particle.kind === 'any') {
      addField(wildcardElement(particle), walk, particle);
      return walk.rank + 1;
    }
    return walkGroup(particle, walk);
  };

  const walkGroup = (group: IrGroup, outer: Walk): number => {
    const elementCount = countElements(group);
    // A repeated group of several elements (a sequence, a choice `(a | b)*`, or a branch of a
    // repeated choice): the children are kept in order (`$content`); one list per element
    // would lose their interleaving, and ranks could not order a second occurrence.
    const repeatedHere = isList(group.occurs) || outer.repeated;
    if (repeatedHere && elementCount > 1) plan.repeatedGroups = true;
    const walk: Walk = { ...outer, repeated: outer.repeated || isList(group.occurs) };
    if (isOptional(group.occurs)) {
      walk.mandatory = false;
      if (elementCount > 1 && group.kind !== 'choice') walk.optionalGroup = newOptionalGroup();
      else delete walk.optionalGroup;
    }
    const start = outer.rank;
    if (group.kind === 'choice') {
      // A repeated choice interleaves its branches freely: every branch is a list, none exclusive.
      const exclusive = !walk.repeated;
      const id = nextId++;
      // A branch that may be empty satisfies the choice by itself: then no branch is required.
      // A choice without elements (`<xs:choice minOccurs="0"/>`) has no branches to tell apart;
      // a required one matches nothing, which the position automaton decodes and validates.
      if (exclusive && elementCount > 0)
        plan.choices.push({
          id,
          required: walk.mandatory && !group.particles.some(emptiable),
          fields: [],
        });
      let next = start + 1;
      group.particles.forEach((particle, branch) => {
        const inner: Walk = { ...walk, rank: start, mandatory: false };
        if (exclusive) inner.choice = { id, branch };
        // A branch of several elements: they are required together when the branch is taken.
        if (isGroup(particle) && countElements(particle) > 1)
          inner.optionalGroup = newOptionalGroup();
        else delete inner.optionalGroup;
        next = Math.max(next, walkParticle(particle, inner));
      });
      return next;
    }
    if (group.kind === 'all') {
      let next = start + 1;
      for (const particle of group.particles)
        next = Math.max(next, walkParticle(particle, { ...walk, rank: start }));
      return next;
    }
    let rank = start;
    for (const particle of group.particles) rank = walkParticle(particle, { ...walk, rank });
    return Math.max(rank, start + 1);
  };

  walkGroup(type.content!, { rank: 0, mandatory: true, repeated: false });
}

/** True for the ur-type, whose elements emitters keep as raw XML. */
export function isAnyType(type: TypeRef): boolean {
  return type.kind === 'builtin' && type.name === 'anyType';
}

/** True when a particle may match nothing (XSD Part 1, 3.9.6 "emptiable"). */
function emptiable(particle: IrParticle): boolean {
  if (particle.occurs.min === 0) return true;
  if (particle.kind === 'element') return false;
  if (!isGroup(particle)) return false;
  return particle.kind === 'choice'
    ? particle.particles.some(emptiable)
    : particle.particles.every(emptiable);
}

function countElements(group: IrGroup): number {
  return group.particles.reduce(
    (count, particle) => count + (isGroup(particle) ? countElements(particle) : 1),
    0,
  );
}

/** The element particle a wildcard's field stands for: any element (`*`) of type xs:anyType. */
function wildcardElement(wildcard: IrWildcard): IrElement {
  return {
    kind: 'element',
    name: '*',
    type: { kind: 'builtin', name: 'anyType' },
    occurs: wildcard.occurs,
    doc:
      wildcard.doc ??
      `Elements matched by the wildcard (xs:any, ${describeConstraint(wildcard.namespaces)}, processContents ${wildcard.processContents}), kept as raw XML in document position.`,
    source: wildcard.source,
  };
}

/** `any namespace`, `namespaces other than urn:a and none`, `namespace urn:a or none`. */
export function describeConstraint(constraint: IrNamespaceConstraint): string {
  const names = (list: readonly string[]) =>
    list.map((namespace) => (namespace === '' ? 'no namespace' : namespace)).join(', ');
  if (constraint.kind === 'any') return 'any namespace';
  if (constraint.kind === 'not') return `any namespace but ${names(constraint.namespaces)}`;
  return `namespace ${names(constraint.namespaces)}`;
}
