/**
 * Flattens the model group tree of a complex type into the fields of its content plan
 * (./content.ts): property names, optionality, order ranks, exclusive choices and optional
 * groups.
 * @see https://www.w3.org/TR/xmlschema-1/#Model_Groups (XSD Part 1, 3.8)
 */
import { fail } from '../../errors.js';
import { emptiable, isGroup } from '../../ir/guards.js';
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

/** The property a field is read into: its local name, `$any` for a wildcard's matches, suffixed `_2`… where taken. */
function propertyName(local: string, wildcard: boolean, taken: Set<string>): string {
  // An element wildcard's matches are `$any` (`$any_2`...): `$` keys are never element names.
  const base = wildcard ? '$any' : local;
  let property = base;
  for (let suffix = 2; taken.has(property); suffix++) property = `${base}_${suffix}`;
  taken.add(property);
  return property;
}

/** The field of one element (or wildcard) met on a walk, before it joins its choice and group. */
function fieldOf(
  element: IrElement,
  walk: Walk,
  names: { local: string; property: string },
  generation: IrGeneration,
  wildcard?: IrWildcard,
): FieldPlan {
  const list = isList(element.occurs) || walk.repeated || wildcard !== undefined;
  const required: FieldPlan['required'] = isOptional(element.occurs)
    ? 'never'
    : walk.mandatory
      ? 'always'
      : (walk.optionalGroup ?? 'never');
  const field: FieldPlan = {
    element,
    property: names.property,
    namespace: namespaceOf(element.name),
    local: names.local,
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
  if (walk.optionalGroup !== undefined) field.group = walk.optionalGroup;
  return field;
}

/** One walk over a complex type's model group tree, filling its content plan. */
class ModelGroupWalker {
  private readonly taken = new Set<string>();
  private nextId = 0;

  constructor(
    private readonly generation: IrGeneration,
    private readonly plan: ContentPlan,
  ) {}

  private newOptionalGroup(): number {
    const id = this.nextId++;
    this.plan.optionalGroups.set(id, []);
    return id;
  }

  private addField(element: IrElement, walk: Walk, wildcard?: IrWildcard): void {
    const local = wildcard ? '*' : localName(element.name);
    if (local === '__proto__') {
      fail('SchemaUnsupportedConstruct', {
        file: element.source.file,
        line: element.source.line,
        construct: 'xs:element name="__proto__"',
      });
    }
    const property = propertyName(local, wildcard !== undefined, this.taken);
    const field = fieldOf(element, walk, { local, property }, this.generation, wildcard);
    if (walk.optionalGroup !== undefined) this.plan.optionalGroups.get(walk.optionalGroup)!.push(field);
    this.plan.fields.push(field);
    if (walk.choice)
      this.plan.choices.find((choice) => choice.id === walk.choice!.id)!.fields.push(field);
  }

  /** Walks one particle at `walk.rank`; returns the next free rank after it. */
  walkParticle(particle: IrParticle, walk: Walk): number {
    if (particle.kind === 'element') {
      this.addField(particle, walk);
      return walk.rank + 1;
    }
    if (particle.kind === 'any') {
      this.addField(wildcardElement(particle), walk, particle);
      return walk.rank + 1;
    }
    return this.walkGroup(particle, walk);
  }

  private walkGroup(group: IrGroup, outer: Walk): number {
    const elementCount = countElements(group);
    // A repeated group of several elements (a sequence, a choice `(a | b)*`, or a branch of a
    // repeated choice): the children are kept in order (`$content`); one list per element
    // would lose their interleaving, and ranks could not order a second occurrence.
    const repeatedHere = isList(group.occurs) || outer.repeated;
    if (repeatedHere && elementCount > 1) this.plan.repeatedGroups = true;
    const walk: Walk = { ...outer, repeated: outer.repeated || isList(group.occurs) };
    if (isOptional(group.occurs)) {
      walk.mandatory = false;
      if (elementCount > 1 && group.kind !== 'choice') walk.optionalGroup = this.newOptionalGroup();
      else delete walk.optionalGroup;
    }
    if (group.kind === 'choice') return this.walkChoice(group, walk, elementCount);
    const start = outer.rank;
    if (group.kind === 'all') {
      let next = start + 1;
      for (const particle of group.particles)
        next = Math.max(next, this.walkParticle(particle, { ...walk, rank: start }));
      return next;
    }
    let rank = start;
    for (const particle of group.particles) rank = this.walkParticle(particle, { ...walk, rank });
    return Math.max(rank, start + 1);
  }

  /** A choice: its branches share one rank; an unrepeated choice's are exclusive. */
  private walkChoice(group: IrGroup, walk: Walk, elementCount: number): number {
    const start = walk.rank;
    // A repeated choice interleaves its branches freely: every branch is a list, none exclusive.
    const exclusive = !walk.repeated;
    const id = this.nextId++;
    // A branch that may be empty satisfies the choice by itself: then no branch is required.
    // A choice without elements (`<xs:choice minOccurs="0"/>`) has no branches to tell apart;
    // a required one matches nothing, which the position automaton decodes and validates.
    if (exclusive && elementCount > 0)
      this.plan.choices.push({
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
        inner.optionalGroup = this.newOptionalGroup();
      else delete inner.optionalGroup;
      next = Math.max(next, this.walkParticle(particle, inner));
    });
    return next;
  }
}

/** Adds the fields of `type.content` to `plan` (fields, choices, optional groups). */
export function walkModelGroup(
  type: IrComplexType,
  generation: IrGeneration,
  plan: ContentPlan,
): void {
  new ModelGroupWalker(generation, plan).walkParticle(type.content!, {
    rank: 0,
    mandatory: true,
    repeated: false,
  });
}

/** True for the ur-type, whose elements emitters keep as raw XML. */
export function isAnyType(type: TypeRef): boolean {
  return type.kind === 'builtin' && type.name === 'anyType';
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
