/**
 * Flattens the model group tree of a complex type into the fields of its content plan
 * (./content.ts): property names, optionality, order ranks, exclusive choices and optional
 * groups.
 * @see https://www.w3.org/TR/xmlschema-1/#Model_Groups (XSD Part 1, 3.8)
 */
import { fail } from '../../errors.js';
import type {
  IrComplexType,
  IrElement,
  IrGeneration,
  IrGroup,
  IrParticle,
} from '../../ir/nodes.js';
import { isList, isOptional } from '../../ir/occurs.js';
import { localName, namespaceOf } from '../../ir/qname.js';
import type { ContentPlan, FieldPlan } from './content.js';
import { scalarOf } from './scalars.js';

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

  const addField = (element: IrElement, walk: Walk) => {
    const local = localName(element.name);
    if (local === '__proto__') {
      fail('SchemaUnsupportedConstruct', {
        file: element.source.file,
        line: element.source.line,
        construct: 'xs:element name="__proto__"',
      });
    }
    let property = local;
    for (let suffix = 2; taken.has(property); suffix++) property = `${local}_${suffix}`;
    taken.add(property);
    const list = isList(element.occurs) || walk.repeated;
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
      nillable: element.occurs.nillable,
      rank: walk.rank,
      required,
      type: element.type,
    };
    const scalar = scalarOf(element.type, generation);
    if (scalar) field.scalar = scalar;
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
    return walkGroup(particle, walk);
  };

  const walkGroup = (group: IrGroup, outer: Walk): number => {
    const elementCount = countElements(group);
    if (isList(group.occurs) && elementCount > 1 && group.kind !== 'choice') {
      fail('SchemaUnsupportedConstruct', {
        file: group.source.file,
        line: group.source.line,
        construct: `xs:${group.kind} maxOccurs="${group.occurs.max}"`,
        context: `type '${type.name}' (a repeated group of several elements has no lossless typed form)`,
      });
    }
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
      if (exclusive)
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
        if (particle.kind !== 'element' && countElements(particle) > 1)
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

/** True when a particle may match nothing (XSD Part 1, 3.9.6 "emptiable"). */
function emptiable(particle: IrParticle): boolean {
  if (particle.occurs.min === 0) return true;
  if (particle.kind === 'element') return false;
  return particle.kind === 'choice'
    ? particle.particles.some(emptiable)
    : particle.particles.every(emptiable);
}

function countElements(group: IrGroup): number {
  return group.particles.reduce(
    (count, particle) => count + (particle.kind === 'element' ? 1 : countElements(particle)),
    0,
  );
}
