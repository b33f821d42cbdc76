/**
 * Nil elements that keep their attributes (XSD Part 1, 2.6.2 and 3.3.4 clause 3.2): a nillable
 * element whose complex type has attributes may carry them while it is nil
 * (`<Discount currencyID="EUR" xsi:nil="true"/>`; a required attribute is required even then).
 * Per such type the codecs module gets `read<Type>$nil(r)`, which reads the attributes of a nil
 * element into `{ $nil: true, $currencyID }` (`null` when it has none), and
 * `write<Type>$nil(w, namespace, local, value)`, which writes them back with `xsi:nil="true"`
 * (and refuses `null`, `attribute-missing`, where the type has a required attribute, and a
 * property other than `$nil` and the attributes', `property-unknown`).
 * The `$` keeps the helpers' names apart from those of the types' own `read<Type>` functions.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_nil
 */
import type { IrComplexType, TypeRef } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { fits, functionHead, printStatement, type Statement } from '../print/code.js';
import { knownPropertiesConstant } from '../model/known-properties.js';
import { stringLiteral } from '../naming/identifiers.js';
import { nilRequiredAttribute, nilShape, nilShapeImports } from '../types/type-expression.js';
import { readAttributes, writeAttributes } from './attributes.js';
import type { CodecSupport } from './scalar-codec.js';
import { declaredTypeCheck } from './declared-type.js';
import { readAnyAttributes, writeAnyAttributes } from './wildcards.js';

/** The shape of a nil value of `type`, its names imported into the codecs module. */
function shapeOf(type: IrComplexType, context: EmitContext, support: CodecSupport) {
  const ref = { kind: 'named', name: type.name } as const;
  const shape = nilShape(ref, context);
  if (!shape) return undefined;
  const { types, brands } = nilShapeImports(ref, context);
  for (const name of types) (support.localTypes ??= new Set()).add(name);
  for (const brand of brands) (support.runtimeTypes ??= new Set()).add(brand);
  return shape;
}

/**
 * `<lead>: { ... } {` for a function returning an object type, in prettier's layout: one line
 * when it fits, else the type's members one per line (prettier hugs an object return type
 * rather than break the parameters).
 */
function objectReturnHead(lead: string, shape: string): string {
  const one = `${lead}: ${shape} {`;
  if (fits(0, one)) return one;
  const members = shape.slice(2, -2).split('; ');
  return `${lead}: {\n${members.map((member) => `  ${member};`).join('\n')}\n} {`;
}

/** `read<Type>$nil`, declared once; undefined when nil elements of the type are plain `null`. */
export function nilReader(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): string | undefined {
  const shape = shapeOf(type, context, support);
  if (!shape) return undefined;
  const name = `read${context.typeName(type.name)}$nil`;
  if (support.helpers.has(name)) return name;
  const plan = context.plan(type);
  // A required attribute is read or refused above: the value is never null.
  const required = nilRequiredAttribute({ kind: 'named', name: type.name }, context) !== undefined;
  support.helpers.set(
    name,
    [
      required
        ? `/** Reads a nil element of ${context.typeName(type.name)}: its attributes (a required one among them). */`
        : `/** Reads a nil element of ${context.typeName(type.name)}: its attributes, or null when it has none. */`,
      required
        ? objectReturnHead(`function ${name}(r: XmlReader)`, shape)
        : functionHead(`function ${name}`, ['r: XmlReader'], `${shape} | null`),
      declaredTypeCheck(type, context),
      `  const value = { $nil: true } as ${shape};`,
      ...readAttributes(plan, context, support),
      ...readAnyAttributes(plan, context),
      // Lenient: the unknown attributes are kept on the value too (and count as taken).
      '  r.consumeNil(value);',
      required ? '  return value;' : '  return r.attributesTaken > 0 ? value : null;',
      '}',
    ].join('\n'),
  );
  return name;
}

/** `write<Type>$nil`, declared once; undefined when nil elements of the type are plain `null`. */
export function nilWriter(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): string | undefined {
  const shape = shapeOf(type, context, support);
  if (!shape) return undefined;
  const name = `write${context.typeName(type.name)}$nil`;
  if (support.helpers.has(name)) return name;
  const plan = context.plan(type);
  support.runtime.add('XSI_NAMESPACE');
  const params = ['w: XmlWriter', 'namespace: string', 'local: string', `value: ${shape} | null`];
  // Null (a nil element without attributes, from JS) where one is required: refused as
  // `{ $nil: true }` without it is (r13 interplay 4), rather than written invalid.
  const required = nilRequiredAttribute({ kind: 'named', name: type.name }, context);
  const onNull =
    required === undefined
      ? '  if (value === null) return w.nil(namespace, local);'
      : `  if (value === null) return w.nilWithoutAttribute(local, ${stringLiteral(required)});`;
  const properties = knownPropertiesConstant(type, context, support, 'nil');
  support.helpers.set(
    name,
    [
      `/** Writes a nil element of ${context.typeName(type.name)} with the attributes it kept. */`,
      functionHead(`function ${name}`, params, 'void'),
      onNull,
      // `{ $nil: true, ... }` holds attributes only: a child element's property would be lost.
      printStatement(2, {
        lead: '',
        callee: 'w.startObject',
        args: ['namespace', 'local', 'value', properties],
      }),
      ...writeAttributes(plan, context, support),
      ...writeAnyAttributes(plan, context),
      '  w.unknown(value);',
      "  w.attribute(XSI_NAMESPACE, 'nil', 'true');",
      '  w.end();',
      '}',
    ].join('\n'),
  );
  return name;
}

/**
 * The statement writing a nil occurrence (`w.nil(NS, 'x');`), or, for an element with a fixed
 * value, which cannot be nil (XSD Part 1, 3.3.4 clause 3.3.2.2), refusing it:
 * `w.nilOfFixed('x', 'F');` (an EncodeError). `local` is the name's string literal.
 */
export function nilStatement(namespace: string, local: string, fixed: string | undefined): string {
  if (fixed === undefined) return `w.nil(${namespace}, ${local});`;
  return `w.nilOfFixed(${local}, ${stringLiteral(fixed)});`;
}

/**
 * For a nillable element with a fixed value whose type has attributes (a nil value may be
 * `{ $nil: true, ... }`): the statement refusing a nil value, `w.nilOfFixed('x', 'F')`, in the
 * place of `write<Type>$nil`; else undefined (a plain `null`: {@link nilStatement}).
 */
export function nilOfFixed(
  field: { local: string; type: TypeRef; scalar?: unknown; element: { fixed?: string } },
  context: EmitContext,
  support: CodecSupport,
): Statement | undefined {
  if (field.scalar !== undefined || !nilShape(field.type, context)) return undefined;
  support.runtime.add('nilled');
  const args = [stringLiteral(field.local), stringLiteral(field.element.fixed ?? '')];
  return { lead: '', callee: 'w.nilOfFixed', args };
}
