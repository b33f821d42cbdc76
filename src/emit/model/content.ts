/**
 * The content plan of a complex type: its model group tree flattened into the fields every
 * emitter shares (types, codecs, validators, and the tests' arbitraries), so that property
 * names, optionality and order are decided once.
 *
 * - Property = the element's local name (what the rule layer's `valueNode` looks up); a second
 *   element of the same local name in another namespace gets `_2`, `_3`. Attributes are `$name`
 *   and simple content is `$value` (`$` keys are metadata to the rule layer, never elements).
 * - A repeated element (maxOccurs > 1) is an array, always present (`[]` = none written).
 * - A single element is optional (`?`) when it may be absent: minOccurs=0, or inside an optional
 *   group or a choice. `nillable` adds `| null`, independently.
 * - Order: each field has a rank; a sequence numbers its particles, an `all` or a choice gives
 *   its particles one rank (XSD Part 1, 3.8 Model Groups). Decoding refuses a rank lower than
 *   the last one seen; encoding writes fields in plan order, which every rank order allows.
 * @see https://www.w3.org/TR/xmlschema-1/#Model_Groups
 */
import { fail } from '../../errors.js';
import type { IrAttribute, IrComplexType, IrElement, IrGeneration, IrGroup, IrParticle, TypeRef } from '../../ir/nodes.js';
import { isList, isOptional } from '../../ir/occurs.js';
import { localName, namespaceOf } from '../../ir/qname.js';
import { scalarOf, type Scalar } from './scalars.js';

/** One element particle as a property of the decoded value. */
export interface FieldPlan {
  element: IrElement;
  /** Property name (quote with `propertyKey` where it is not an identifier). */
  property: string;
  namespace: string;
  local: string;
  /** The property may be undefined (absent). Never true for a list. */
  optional: boolean;
  list: boolean;
  /** Occurrence bounds of a list, checked only when the field is required. */
  min: number;
  max: number | 'unbounded';
  nillable: boolean;
  /** Order rank (see the module comment). */
  rank: number;
  /**
   * When a value is required: `always`; `never` (optional, in a choice); or the id of the
   * optional group it belongs to (required when any field of that group is present).
   */
  required: 'always' | 'never' | number;
  /** Set when the field is a branch of an exclusive choice. */
  choice?: { id: number; branch: number };
  /** The innermost optional group of several fields the field belongs to (see `optionalGroups`). */
  group?: number;
  type: TypeRef;
  /** Set for an element of simple type. */
  scalar?: Scalar;
}

/** An attribute as a `$name` property. */
export interface AttributePlan {
  attribute: IrAttribute;
  property: string;
  namespace: string;
  local: string;
  optional: boolean;
  scalar: Scalar;
}

/** An exclusive choice: at most one branch may be present; `required` = exactly one. */
export interface ChoicePlan {
  id: number;
  required: boolean;
  fields: FieldPlan[];
}

/** The flattened content of a complex type. */
export interface ContentPlan {
  fields: FieldPlan[];
  attributes: AttributePlan[];
  /** Simple content (`$value`), for xs:simpleContent types. */
  text?: Scalar;
  /** True when some fields have different ranks (the order of children matters). */
  ordered: boolean;
  choices: ChoicePlan[];
  /** Optional groups of several fields (also a choice branch of several): id -> all their fields. */
  optionalGroups: Map<number, FieldPlan[]>;
}

interface Walk {
  rank: number;
  /** Every enclosing group requires its content (no optional group, no choice on the way). */
  mandatory: boolean;
  /** The innermost optional group of several fields, whose members are required together. */
  optionalGroup?: number;
  choice?: { id: number; branch: number };
  repeated: boolean;
}

/** Plans the content of a complex type of `generation`. */
export function planContent(type: IrComplexType, generation: IrGeneration): ContentPlan {
  if (type.mixed) {
    return fail('SchemaUnsupportedConstruct', {
      file: type.source.file,
      line: type.source.line,
      construct: 'xs:complexType mixed="true"',
      context: `type '${type.name}' (typed codecs read element-only or simple content)`,
    });
  }
  const plan: ContentPlan = { fields: [], attributes: [], ordered: false, choices: [], optionalGroups: new Map() };
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
      fail('SchemaUnsupportedConstruct', { file: element.source.file, line: element.source.line, construct: 'xs:element name="__proto__"' });
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
    if (walk.choice) plan.choices.find((choice) => choice.id === walk.choice!.id)!.fields.push(field);
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
      if (exclusive) plan.choices.push({ id, required: walk.mandatory && !group.particles.some(emptiable), fields: [] });
      let next = start + 1;
      group.particles.forEach((particle, branch) => {
        const inner: Walk = { ...walk, rank: start, mandatory: false };
        if (exclusive) inner.choice = { id, branch };
        // A branch of several elements: they are required together when the branch is taken.
        if (particle.kind !== 'element' && countElements(particle) > 1) inner.optionalGroup = newOptionalGroup();
        else delete inner.optionalGroup;
        next = Math.max(next, walkParticle(particle, inner));
      });
      return next;
    }
    if (group.kind === 'all') {
      let next = start + 1;
      for (const particle of group.particles) next = Math.max(next, walkParticle(particle, { ...walk, rank: start }));
      return next;
    }
    let rank = start;
    for (const particle of group.particles) rank = walkParticle(particle, { ...walk, rank });
    return Math.max(rank, start + 1);
  };

  if (type.content) walkGroup(type.content, { rank: 0, mandatory: true, repeated: false });
  plan.ordered = new Set(plan.fields.map((field) => field.rank)).size > 1;
  plan.attributes = planAttributes(type.attributes, generation);
  if (type.simpleContent) {
    const text = scalarOf(type.simpleContent, generation);
    if (!text) return fail('EmitFailed', { file: type.source.file, detail: `simple content of ${type.name} is not a simple type` });
    plan.text = text;
  }
  return plan;
}

/** True when a particle may match nothing (XSD Part 1, 3.9.6 "emptiable"). */
function emptiable(particle: IrParticle): boolean {
  if (particle.occurs.min === 0) return true;
  if (particle.kind === 'element') return false;
  return particle.kind === 'choice' ? particle.particles.some(emptiable) : particle.particles.every(emptiable);
}

function countElements(group: IrGroup): number {
  return group.particles.reduce((count, particle) => count + (particle.kind === 'element' ? 1 : countElements(particle)), 0);
}

function planAttributes(attributes: readonly IrAttribute[], generation: IrGeneration): AttributePlan[] {
  const taken = new Set<string>();
  return attributes.map((attribute) => {
    const local = localName(attribute.name);
    let property = `$${local}`;
    for (let suffix = 2; taken.has(property); suffix++) property = `$${local}_${suffix}`;
    taken.add(property);
    const scalar = scalarOf(attribute.type, generation);
    if (!scalar) return fail('EmitFailed', { file: attribute.source.file, detail: `attribute ${attribute.name} has a complex type` });
    return { attribute, property, namespace: namespaceOf(attribute.name), local, optional: !attribute.required, scalar };
  });
}
