/**
 * Attributes of a complex type in codecs: read (before `r.open()`, which then refuses undeclared
 * ones in strict mode) into `$name` properties, and written right after the start tag. An absent
 * attribute with a default or fixed value reads as that value (XSD Part 1, 3.4.4 clause 3.2: the
 * value the schema supplies), and a given one must equal its fixed value (3.2.4).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type (clause 3: attributes)
 */
import { attributeLabel } from '../../runtime/names.js';
import type { EmitContext } from '../context.js';
import type { ContentPlan } from '../model/content.js';
import { propertyAccess, stringLiteral } from '../naming/identifiers.js';
import { ifStatement, printStatement } from '../print/code.js';
import { fixedParse, scalarCodec, type CodecSupport } from './scalar-codec.js';

const ATTRIBUTE_VALUE = `/** Parses an attribute's value; a bad value fails at the element, naming the attribute. */
function attributeValue<T>(r: XmlReader, local: string, text: string, parse: (text: string) => T): T {
  try {
    return parse(text);
  } catch (error) {
    if (!(error instanceof ScalarError)) throw error;
    return r.fail('value-invalid', \`attribute \${local}: \${error.message}\`, error.code);
  }
}`;

/** Statements reading the declared attributes into `value`. */
export function readAttributes(
  plan: ContentPlan,
  context: EmitContext,
  support: CodecSupport,
): string[] {
  const lines: string[] = [];
  plan.attributes.forEach((attribute, index) => {
    const variable = `attribute${index}`;
    const target = propertyAccess('value', attribute.property);
    let { parse } = scalarCodec(attribute.scalar, context, support);
    const { fixed } = attribute.attribute;
    if (fixed !== undefined) parse = fixedParse(attribute.scalar, parse, fixed, support);
    // A required attribute must be given even when it has a fixed value.
    const supplied = attribute.optional ? (fixed ?? attribute.attribute.default) : undefined;
    const read = `r.attribute(${context.namespaceConstant(attribute.namespace)}, ${stringLiteral(attribute.local)})`;
    lines.push(
      supplied === undefined
        ? `  const ${variable} = ${read};`
        : printStatement(2, `const ${variable} = ${read} ?? ${stringLiteral(supplied)};`),
    );
    // Messages name a qualified attribute with its namespace (`xml:lang`, `{urn:el}type`).
    const label = attributeLabel(attribute.namespace, attribute.local);
    if (!attribute.optional) {
      const message = stringLiteral(`required attribute ${label} is missing`);
      lines.push(
        ifStatement(2, `${variable} === undefined`, `r.fail('attribute-missing', ${message});`),
      );
    }
    const assign = parse
      ? {
          lead: `${target} = `,
          callee: 'attributeValue',
          args: ['r', stringLiteral(label), variable, parse],
        }
      : `${target} = ${variable};`;
    if (parse) {
      support.runtime.add('ScalarError');
      support.helpers.set('attributeValue', ATTRIBUTE_VALUE);
    }
    lines.push(
      attribute.optional && supplied === undefined
        ? ifStatement(2, `${variable} !== undefined`, assign)
        : printStatement(2, assign),
    );
  });
  return lines;
}

/** Statements writing the attributes of `value` (right after `w.start`). */
export function writeAttributes(
  plan: ContentPlan,
  context: EmitContext,
  support: CodecSupport,
): string[] {
  return plan.attributes.map((attribute) => {
    const source = propertyAccess('value', attribute.property);
    const { format } = scalarCodec(attribute.scalar, context, support);
    const namespace = context.namespaceConstant(attribute.namespace);
    const local = stringLiteral(attribute.local);
    // A formatter refusing the value (a string for a boolean) fails at the attribute's path.
    const write = format
      ? { lead: '', callee: 'w.attributeAs', args: [namespace, local, source, format] }
      : { lead: '', callee: 'w.attribute', args: [namespace, local, source] };
    return attribute.optional
      ? ifStatement(2, `${source} !== undefined`, write)
      : printStatement(2, write);
  });
}
