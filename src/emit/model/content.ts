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
import type {
  IrAttribute,
  IrAttributeWildcard,
  IrComplexType,
  IrElement,
  IrGeneration,
  IrGroup,
  IrParticle,
  IrWildcard,
  TypeRef,
} from '../../ir/nodes.js';
import { localName, namespaceOf } from '../../ir/qname.js';
import { walkModelGroup } from './model-group.js';
import { scalarOf, type Scalar } from './scalars.js';
import type { SubstitutionPlan } from './substitution.js';

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
  /** Set for an element wildcard (xs:any): the `$any` list of raw elements it matched. */
  wildcard?: IrWildcard;
  /**
   * Set for a reference to the head of a substitution group: each occurrence is one of the
   * members, `{ $element, value }` (nil-ability is the member's; `nillable` is then false).
   */
  substitution?: SubstitutionPlan;
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
  /** `xs:anyAttribute`: the other attributes it accepts, as `$anyAttributes` keyed `{ns}local`. */
  anyAttribute?: IrAttributeWildcard;
  /** True when some fields have different ranks (the order of children matters). */
  ordered: boolean;
  choices: ChoicePlan[];
  /** Optional groups of several fields (also a choice branch of several): id -> all their fields. */
  optionalGroups: Map<number, FieldPlan[]>;
  /**
   * Mixed content (`mixed="true"`): the value holds `$mixed`, the text and the children in
   * document order (each child `{ $element: <field property>, value }`), instead of one property
   * per field; the fields still describe which children may occur, in which order, how often.
   */
  mixed: boolean;
  /**
   * A repeated group of several elements (`<xs:sequence maxOccurs="unbounded">` of two
   * elements): their occurrences have no lossless form as separate properties, so the children
   * are kept in document order (`$content`) and their order is checked against the content
   * model as a whole (order ranks cannot tell).
   */
  repeatedGroups: boolean;
  /** The children are kept as one ordered list (`$mixed` or `$content`): mixed or repeated groups. */
  sequenced: boolean;
}

/** The property holding a sequenced plan's ordered children: `$mixed` (with text) or `$content`. */
export function contentProperty(plan: ContentPlan): '$mixed' | '$content' {
  return plan.mixed ? '$mixed' : '$content';
}

/** Plans the content of a complex type of `generation`. */
export function planContent(type: IrComplexType, generation: IrGeneration): ContentPlan {
  const plan: ContentPlan = {
    fields: [],
    attributes: [],
    ordered: false,
    choices: [],
    optionalGroups: new Map(),
    mixed: type.mixed && !type.simpleContent,
    repeatedGroups: false,
    sequenced: false,
  };
  if (type.content) walkModelGroup(type, generation, plan);
  plan.sequenced = plan.mixed || plan.repeatedGroups;
  // Ranks cannot order the children of a repeated group: the content model is matched instead.
  plan.ordered = !plan.repeatedGroups && new Set(plan.fields.map((field) => field.rank)).size > 1;
  // Metadata properties the type has are not for its attributes (`value="..."` -> `$value_2`).
  const reserved = [
    ...(type.simpleContent ? ['$value'] : []),
    ...(plan.sequenced ? [contentProperty(plan)] : []),
    ...(type.anyAttribute ? ['$anyAttributes'] : []),
    // The marker of a nil element that keeps its attributes (`{ $nil: true, $name... }`).
    ...(type.attributes.length > 0 || type.anyAttribute ? ['$nil'] : []),
    // The discriminator of a value naming a derived type (`{ $xsiType, value }`, derivations.ts).
    '$xsiType',
    // The `$any` lists of element wildcards (inside `$mixed`/`$content` when sequenced).
    ...(plan.sequenced ? [] : plan.fields.filter((field) => field.wildcard).map((f) => f.property)),
  ];
  plan.attributes = planAttributes(type.attributes, generation, reserved);
  if (type.anyAttribute) plan.anyAttribute = type.anyAttribute;
  if (type.simpleContent) {
    const text = scalarOf(type.simpleContent, generation);
    if (!text)
      return fail('EmitFailed', {
        file: type.source.file,
        detail: `simple content of ${type.name} is not a simple type`,
      });
    plan.text = text;
  }
  return plan;
}

function planAttributes(
  attributes: readonly IrAttribute[],
  generation: IrGeneration,
  reserved: readonly string[],
): AttributePlan[] {
  const taken = new Set<string>(reserved);
  return attributes.map((attribute) => {
    const local = localName(attribute.name);
    let property = `$${local}`;
    for (let suffix = 2; taken.has(property); suffix++) property = `$${local}_${suffix}`;
    taken.add(property);
    const scalar = scalarOf(attribute.type, generation);
    if (!scalar)
      return fail('EmitFailed', {
        file: attribute.source.file,
        detail: `attribute ${attribute.name} has a complex type`,
      });
    return {
      attribute,
      property,
      namespace: namespaceOf(attribute.name),
      local,
      optional: !attribute.required,
      scalar,
    };
  });
}
