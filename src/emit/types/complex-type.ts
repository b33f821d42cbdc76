/**
 * `xs:complexType` -> an interface extending `Lenient` (a lenient decode keeps unknown children
 * on it): one property per element (content plan), `$name` per attribute, `$value` for simple
 * content, `$anyAttributes` for an attribute wildcard, and for mixed content `$mixed` (text and
 * children in document order) instead of the element properties; doc comments from the XSD
 * documentation (SPEC.md's field meanings).
 * @see https://www.w3.org/TR/xmlschema-1/#Complex_Type_Definitions
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { propertyKey, stringLiteral } from '../naming/identifiers.js';
import { docComment, typeAlias } from '../print/code.js';
import { contentProperty } from '../model/content.js';
import { describeConstraint } from '../model/model-group.js';
import { attributeType, fieldType, occurrenceType, scalarType } from './type-expression.js';

/** Prints the interface of a complex type. */
export function printComplexType(type: IrComplexType, context: EmitContext): string {
  const plan = context.plan(type);
  const members: string[] = [];
  for (const attribute of plan.attributes) {
    const doc = withConstraint(
      attribute.attribute.doc ?? `Attribute \`${attribute.local}\`.`,
      attribute.attribute,
      'absent',
    );
    const optional = attribute.optional ? '?' : '';
    members.push(
      `${docComment(2, doc)}  ${propertyKey(attribute.property)}${optional}: ${attributeType(attribute, context)};`,
    );
  }
  if (plan.anyAttribute) {
    const doc = `Other attributes (xs:anyAttribute, ${describeConstraint(plan.anyAttribute.namespaces)}), by \`{namespace}local\` (\`local\` when unqualified).`;
    members.push(`${docComment(2, doc)}  $anyAttributes?: Record<string, string>;`);
  }
  if (plan.text)
    members.push(
      `${docComment(2, "The element's text content.")}  $value: ${scalarType(plan.text, context)};`,
    );
  if (plan.sequenced) {
    const what = plan.mixed ? 'text, and each child element' : 'each child element';
    const doc = `The content in document order: ${what} as \`{ $element, value }\` (\`${context.contentName(type.name)}\`).`;
    members.push(
      `${docComment(2, doc)}  ${contentProperty(plan)}: ${context.contentName(type.name)}[];`,
    );
  } else {
    for (const field of plan.fields) {
      const optional = field.optional ? '?' : '';
      const doc = withConstraint(field.element.doc, field.element, 'empty');
      members.push(
        `${docComment(2, doc)}  ${propertyKey(field.property)}${optional}: ${fieldType(field, context)};`,
      );
    }
  }
  const name = context.typeName(type.name);
  const body = members.length > 0 ? `{\n${members.join('\n')}\n}` : '{}';
  const declaration = `${docComment(0, type.doc)}export interface ${name} extends Lenient ${body}`;
  return plan.sequenced ? `${declaration}\n\n${printContentType(type, context)}` : declaration;
}

/**
 * A doc comment with the value constraint of an element or attribute: `Default \`false\` (when
 * empty).` / `Fixed \`UBL\`.` (decoders apply and check them).
 */
function withConstraint(
  doc: string | undefined,
  constraint: { default?: string; fixed?: string },
  when: 'empty' | 'absent',
): string | undefined {
  const note =
    constraint.fixed !== undefined
      ? `Fixed: \`${constraint.fixed}\`.`
      : constraint.default !== undefined
        ? `Default \`${constraint.default}\` (when ${when}).`
        : undefined;
  return note ? [doc, note].filter(Boolean).join('\n\n') : doc;
}

/**
 * The items of a mixed type's `$mixed`: text, or a child element as `{ $element, value }`
 * (`$element` = the property the field would have; `value` = one occurrence).
 */
function printContentType(type: IrComplexType, context: EmitContext): string {
  const plan = context.plan(type);
  const items = plan.fields.map((field) => {
    const value = occurrenceType(field, context);
    return `{ $element: ${stringLiteral(field.property)}; value: ${value} }`;
  });
  const name = context.typeName(type.name);
  const doc = plan.mixed
    ? `An item of the mixed content of ${name}: text, or one of its child elements.`
    : `A child element of ${name}, in document order.`;
  const members = plan.mixed ? ['string', ...items] : items;
  return `${docComment(0, doc)}${typeAlias(context.contentName(type.name), members.length > 0 ? members : ['never'])}`;
}
