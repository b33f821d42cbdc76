/**
 * `write<Type>(w, namespace, local, value)`: the encoder of one complex type. Children are
 * written in content-plan order (sequences in their order; xs:all in schema order, which it
 * allows), `null` as `xsi:nil`, absent fields not at all, then the unknown children a lenient
 * decode kept, so that re-encoding loses nothing.
 * @see https://www.w3.org/TR/xmlschema-1/#Model_Groups
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { FieldPlan } from '../model/content.js';
import { propertyAccess, stringLiteral } from '../naming/identifiers.js';
import {
  functionHead,
  ifChain,
  ifStatement,
  printStatement,
  withBody,
  type Statement,
} from '../print/code.js';
import { writeAttributes } from './attributes.js';
import { scalarCodec, type CodecSupport } from './scalar-codec.js';

/** Name of the write function of a complex type. */
export function writeFunctionName(type: IrComplexType, context: EmitContext): string {
  return `write${context.typeName(type.name)}`;
}

/** The statement writing one non-null occurrence `source` of a field. */
function writeOne(
  field: FieldPlan,
  source: string,
  context: EmitContext,
  support: CodecSupport,
): Statement {
  const namespace = context.namespaceConstant(field.namespace);
  const local = stringLiteral(field.local);
  if (field.scalar) {
    const { format } = scalarCodec(field.scalar, context, support);
    return {
      lead: '',
      callee: 'w.element',
      args: [namespace, local, format ? `${format}(${source})` : source],
    };
  }
  return {
    lead: '',
    callee: writeFunctionName(context.complexType(field.type)!, context),
    args: ['w', namespace, local, source],
  };
}

/** True when a nillable occurrence can go through `w.nillableElement` as it is (a string value). */
function writesNullDirectly(
  field: FieldPlan,
  context: EmitContext,
  support: CodecSupport,
): boolean {
  return (
    field.scalar !== undefined && scalarCodec(field.scalar, context, support).format === undefined
  );
}

/** Statements writing one field of `value`. */
function writeField(field: FieldPlan, context: EmitContext, support: CodecSupport): string {
  const namespace = context.namespaceConstant(field.namespace);
  const local = stringLiteral(field.local);
  const nil = `w.nil(${namespace}, ${local});`;
  const source = propertyAccess('value', field.property);
  if (field.list) {
    const head = `for (const item of ${source})`;
    if (!field.nillable) return withBody(2, head, writeOne(field, 'item', context, support));
    if (writesNullDirectly(field, context, support)) {
      return withBody(2, head, {
        lead: '',
        callee: 'w.nillableElement',
        args: [namespace, local, 'item'],
      });
    }
    const body = ifChain(4, [
      ['item === null', nil],
      [undefined, writeOne(field, 'item', context, support)],
    ]);
    return `  ${head} {\n${body}\n  }`;
  }
  if (field.nillable && writesNullDirectly(field, context, support)) {
    const write = { lead: '', callee: 'w.nillableElement', args: [namespace, local, source] };
    return field.optional
      ? ifStatement(2, `${source} !== undefined`, write)
      : printStatement(2, write);
  }
  const write = writeOne(field, source, context, support);
  if (!field.nillable)
    return field.optional
      ? ifStatement(2, `${source} !== undefined`, write)
      : printStatement(2, write);
  return ifChain(2, [
    [`${source} === null`, nil],
    [field.optional ? `${source} !== undefined` : undefined, write],
  ]);
}

/** Prints `write<Type>`. */
export function printWriteFunction(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): string {
  const plan = context.plan(type);
  const name = context.typeName(type.name);
  const params = ['w: XmlWriter', 'namespace: string', 'local: string', `value: ${name}`];
  const lines = [
    functionHead(`function ${writeFunctionName(type, context)}`, params, 'void'),
    '  w.start(namespace, local);',
  ];
  lines.push(...writeAttributes(plan, context, support));
  if (plan.text) {
    const { format } = scalarCodec(plan.text, context, support);
    lines.push(`  w.text(${format ? `${format}(value.$value)` : 'value.$value'});`);
  } else {
    for (const field of plan.fields) lines.push(writeField(field, context, support));
    lines.push('  w.unknown(value);');
  }
  lines.push('  w.end();', '}');
  return lines.join('\n');
}
