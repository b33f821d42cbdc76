/**
 * `xs:complexType` -> an interface extending `Lenient` (a lenient decode keeps unknown children
 * on it): one property per element (content plan), `$name` per attribute, `$value` for simple
 * content; doc comments from the XSD documentation (SPEC.md's field meanings).
 * @see https://www.w3.org/TR/xmlschema-1/#Complex_Type_Definitions
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { propertyKey } from '../naming/identifiers.js';
import { docComment } from '../print/code.js';
import { attributeType, fieldType, scalarType } from './type-expression.js';

/** Prints the interface of a complex type. */
export function printComplexType(type: IrComplexType, context: EmitContext): string {
  const plan = context.plan(type);
  const members: string[] = [];
  for (const attribute of plan.attributes) {
    const doc = attribute.attribute.doc ?? `Attribute \`${attribute.local}\`.`;
    const optional = attribute.optional ? '?' : '';
    members.push(
      `${docComment(2, doc)}  ${propertyKey(attribute.property)}${optional}: ${attributeType(attribute, context)};`,
    );
  }
  if (plan.text)
    members.push(
      `${docComment(2, "The element's text content.")}  $value: ${scalarType(plan.text, context)};`,
    );
  for (const field of plan.fields) {
    const optional = field.optional ? '?' : '';
    members.push(
      `${docComment(2, field.element.doc)}  ${propertyKey(field.property)}${optional}: ${fieldType(field, context)};`,
    );
  }
  const name = context.typeName(type.name);
  const body = members.length > 0 ? `{\n${members.join('\n')}\n}` : '{}';
  return `${docComment(0, type.doc)}export interface ${name} extends Lenient ${body}`;
}
