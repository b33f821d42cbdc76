/**
 * The property names of a complex type's value, exactly the members its interface declares
 * (../types/complex-type.ts): attributes (`$name`), `$anyAttributes`, `$value`, and the element
 * properties (a wildcard's `$any` among them), or `$mixed`/`$content` instead of them. Both the
 * codecs and the validators module declare them per type as `propertiesOf<Type>` (the
 * runtime's `knownProperties('a b $c')`, a long list in several strings), so that an encoder
 * refuses a property nothing would write (`property-unknown`: a misspelt key of a value built
 * from JSON) and a validator reports it; `nilPropertiesOf<Type>` holds those of the
 * `{ $nil: true, ... }` form of a nil element that keeps its attributes
 * (../types/type-expression.ts `nilShape`). A decoded value has no other string key (a lenient
 * decode keeps unknown content under symbol keys), so it always re-encodes.
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { stringLiteral } from '../naming/identifiers.js';
import { call, PRINT_WIDTH } from '../print/code.js';
import { contentProperty, type ContentPlan } from './content.js';
import type { ModuleSupport } from './module-support.js';

/** The properties of a value of the plan's type, in the interface's order. */
export function valueProperties(plan: ContentPlan): string[] {
  return [
    ...attributeProperties(plan),
    ...(plan.text ? ['$value'] : []),
    ...(plan.sequenced ? [contentProperty(plan)] : plan.fields.map((field) => field.property)),
  ];
}

/** The properties of the nil form `{ $nil: true, ...attributes }` of the plan's type. */
export function nilValueProperties(plan: ContentPlan): string[] {
  return ['$nil', ...attributeProperties(plan)];
}

/** `$name` per attribute, and `$anyAttributes` for an attribute wildcard. */
function attributeProperties(plan: ContentPlan): string[] {
  return [
    ...plan.attributes.map((attribute) => attribute.property),
    ...(plan.anyAttribute ? ['$anyAttributes'] : []),
  ];
}

/**
 * Declares `propertiesOf<Type>` (`nilPropertiesOf<Type>` for the nil form) in the module, once,
 * and returns its name.
 */
export function knownPropertiesConstant(
  type: IrComplexType,
  context: EmitContext,
  support: ModuleSupport,
  form: 'value' | 'nil' = 'value',
): string {
  const prefix = form === 'nil' ? 'nilPropertiesOf' : 'propertiesOf';
  const name = `${prefix}${context.typeName(type.name)}`;
  if (support.helpers.has(name)) return name;
  const plan = context.plan(type);
  const names = form === 'nil' ? nilValueProperties(plan) : valueProperties(plan);
  support.runtime.add('knownProperties');
  const args = groupsOf(names).map(stringLiteral);
  support.helpers.set(name, call(0, `const ${name} = `, 'knownProperties', args, ';'));
  return name;
}

/** Columns a group of names may take: a string argument on a line of its own (`  '…',`). */
const GROUP_WIDTH = PRINT_WIDTH - 5;

/**
 * The names space-separated in groups that each fit on a line as a string argument (a long
 * list would otherwise be one string over the print width, which prettier leaves as it is).
 */
function groupsOf(names: readonly string[]): string[] {
  const groups: string[] = [];
  let group = '';
  for (const name of names) {
    const next = group === '' ? name : `${group} ${name}`;
    if (group !== '' && next.length > GROUP_WIDTH) {
      groups.push(group);
      group = name;
    } else group = next;
  }
  groups.push(group);
  return groups;
}
