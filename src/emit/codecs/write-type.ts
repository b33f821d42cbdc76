/**
 * `write<Type>(w, namespace, local, value)`: the encoder of one complex type. Children are
 * written in content-plan order (sequences in their order; xs:all in schema order, which it
 * allows), `null` as `xsi:nil`, absent fields not at all, and the unknown children a lenient
 * decode kept each where it stood (`w.unknown(value)` before the children), so that re-encoding
 * loses nothing.
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
  pad,
  printStatement,
  withBody,
  type Statement,
} from '../print/code.js';
import { writeAttributes } from './attributes.js';
import { scalarCodec, type CodecSupport } from './scalar-codec.js';
import { constraintLiteral, namespaceExpression, writeAnyAttributes } from './wildcards.js';
import { contentProperty } from '../model/content.js';
import { isRawField } from '../types/type-expression.js';
import { xsiTypesConstant } from './xsi-types.js';
import { substitutionWriter } from './substitution-codec.js';
import { nilOfFixed, nilStatement, nilWriter } from './nil-codec.js';
import { isPrototypeMember } from './storage.js';
import { derivedWriter } from './derived-codec.js';
import { polymorphOf } from '../model/derivations.js';
import { knownPropertiesConstant } from '../model/known-properties.js';

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
  // An xs:anyType element: its raw XML holds the element itself (checked: it is a value built by hand).
  if (isRawField(field)) {
    // An xs:anyType element's xsi:type must name a type of the set (a wildcard's is not checked).
    const types = field.wildcard ? [] : [xsiTypesConstant(context, support)];
    return { lead: '', callee: 'w.rawElement', args: [source, namespace, local, ...types] };
  }
  if (field.scalar) {
    const { format } = scalarCodec(field.scalar, context, support);
    // A formatter refusing the value (a string for an integer) fails at the element's path.
    return format
      ? { lead: '', callee: 'w.elementAs', args: [namespace, local, source, format] }
      : { lead: '', callee: 'w.element', args: [namespace, local, source] };
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
    field.scalar !== undefined &&
    field.element.fixed === undefined &&
    scalarCodec(field.scalar, context, support).format === undefined
  );
}

/** Statements writing one field of `value`, at `indent` columns. */
export function writeField(
  field: FieldPlan,
  context: EmitContext,
  support: CodecSupport,
  indent = 2,
): string {
  const source = propertyAccess('value', field.property);
  const required = String(field.required === 'always' && field.min > 0);
  // The raw elements a wildcard took, verbatim, where it stands in the content model.
  if (field.wildcard) {
    const constraint = constraintLiteral(field.wildcard.namespaces, namespaceExpression(context));
    return printStatement(
      indent,
      field.list
        ? { lead: '', callee: 'w.anyElements', args: [source, constraint, required] }
        : { lead: '', callee: 'w.anyElement', args: [source, constraint] },
    );
  }
  // The items of a list: an array; undefined is none, or refused when the list is required.
  const items = `for (const item of w.items(${source}, ${stringLiteral(field.local)}, ${required}))`;
  // One of the elements of a substitution group, each written by the group's helper.
  if (field.substitution) {
    const write = (item: string): Statement => ({
      lead: '',
      callee: substitutionWriter(field.substitution!, context, support),
      args: ['w', item],
    });
    if (field.list) return withBody(indent, items, write('item'));
    return field.optional
      ? ifStatement(indent, `${source} !== undefined`, write(source))
      : printStatement(indent, write(source));
  }
  const namespace = context.namespaceConstant(field.namespace);
  const local = stringLiteral(field.local);
  // A type with derived types: the helper writes the xsi:type, and nil occurrences itself.
  const polymorph = field.scalar ? undefined : polymorphOf(context.complexType(field.type), context.generation);
  if (polymorph) {
    const write = (item: string): Statement => ({
      lead: '',
      callee: derivedWriter(polymorph, field.nillable, context, support),
      args: ['w', namespace, local, item],
    });
    if (field.list) return withBody(indent, items, write('item'));
    return field.optional
      ? ifStatement(indent, `${source} !== undefined`, write(source))
      : printStatement(indent, write(source));
  }
  const nil = nilStatement(namespace, local, field.element.fixed);
  if (field.list) {
    const head = items;
    if (!field.nillable) return withBody(indent, head, writeOne(field, 'item', context, support));
    if (writesNullDirectly(field, context, support)) {
      return withBody(indent, head, {
        lead: '',
        callee: 'w.nillableElement',
        args: [namespace, local, 'item'],
      });
    }
    const keeps = keptNil(field, 'item', context, support);
    const body = ifChain(indent + 2, [
      keeps ? ['nilled(item)', keeps] : ['item === null', nil],
      [undefined, writeOne(field, 'item', context, support)],
    ]);
    return `${pad(indent)}${head} {\n${body}\n${pad(indent)}}`;
  }
  if (field.nillable && writesNullDirectly(field, context, support)) {
    const write = { lead: '', callee: 'w.nillableElement', args: [namespace, local, source] };
    return field.optional
      ? ifStatement(indent, `${source} !== undefined`, write)
      : printStatement(indent, write);
  }
  const write = writeOne(field, source, context, support);
  if (!field.nillable)
    return field.optional
      ? ifStatement(indent, `${source} !== undefined`, write)
      : printStatement(indent, write);
  const keeps = keptNil(field, source, context, support);
  return ifChain(indent, [
    keeps ? [`nilled(${source})`, keeps] : [`${source} === null`, nil],
    [field.optional ? `${source} !== undefined` : undefined, write],
  ]);
}

/**
 * For a nillable element whose type has attributes: the statement writing a nil occurrence
 * `source` (null, or `{ $nil: true, ... }` with its attributes), else undefined.
 */
function keptNil(
  field: FieldPlan,
  source: string,
  context: EmitContext,
  support: CodecSupport,
): Statement | undefined {
  // A fixed value forbids nil: a nil value, `{ $nil: true }` too, is refused, never written.
  if (field.element.fixed !== undefined) return nilOfFixed(field, context, support);
  const type = field.scalar ? undefined : context.complexType(field.type);
  const writer = type && nilWriter(type, context, support);
  if (!writer) return undefined;
  support.runtime.add('nilled');
  const namespace = context.namespaceConstant(field.namespace);
  return { lead: '', callee: writer, args: ['w', namespace, stringLiteral(field.local), source] };
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
  const lines = [functionHead(`function ${writeFunctionName(type, context)}`, params, 'void')];
  // A value built by hand may be no object (a required child left undefined), or hold a
  // property nothing writes (a misspelt key): refused here (../model/known-properties.ts).
  const properties = knownPropertiesConstant(type, context, support);
  lines.push(
    printStatement(2, {
      lead: '',
      callee: 'w.startObject',
      args: ['namespace', 'local', 'value', properties],
    }),
  );
  if (!plan.sequenced && plan.fields.some((field) => isPrototypeMember(field.property))) {
    // `value.constructor` of a plain object is Object: read own properties only.
    support.runtime.add('ownProperties');
    lines.push('  value = ownProperties(value);');
  }
  lines.push(...writeAttributes(plan, context, support), ...writeAnyAttributes(plan, context));
  // What a lenient decode kept: the unknown attributes on the start tag, after the declared ones;
  // each unknown element where it stood among the children (the writer places it).
  lines.push('  w.unknown(value);');
  if (plan.text) {
    const { format } = scalarCodec(plan.text, context, support);
    lines.push(format ? `  w.textAs(value.$value, ${format});` : '  w.text(value.$value);');
  } else if (plan.sequenced) {
    // The children (and for mixed content the text) in the order the value lists them.
    const writer = mixedWriter(type, context, support);
    const property = contentProperty(plan);
    const source = `w.items(value.${property}, '${property}', false)`;
    lines.push(
      ...(plan.mixed
        ? [
            `  for (const item of ${source}) {`,
            "    if (typeof item === 'string') w.text(item);",
            `    else ${writer}(w, item);`,
            '  }',
          ]
        : [withBody(2, `for (const item of ${source})`, `${writer}(w, item);`)]),
    );
  } else {
    for (const field of plan.fields) lines.push(writeField(field, context, support));
  }
  lines.push('  w.end();', '}');
  return lines.join('\n');
}

/**
 * `write<Type>Content(w, item)`: writes one child element of an ordered content list (mixed
 * content, repeated groups), switching on `$element` (the field's property); declared once.
 */
function mixedWriter(type: IrComplexType, context: EmitContext, support: CodecSupport): string {
  const alias = context.contentName(type.name);
  const name = `write${alias}`;
  if (support.helpers.has(name)) return name;
  support.helpers.set(name, '');
  (support.localTypes ??= new Set()).add(alias);
  const lines = [
    '/** Writes the child element a mixed content item holds (`value.$element` names its field). */',
    functionHead(`function ${name}`, ['w: XmlWriter', `value: Exclude<${alias}, string>`], 'void'),
  ];
  const fields = context.plan(type).fields;
  // `?.` and `default`: a value built by hand may hold a number, null, or an unknown `$element`.
  if (fields.length > 0) {
    lines.push('  switch (value?.$element) {');
    for (const field of fields) {
      lines.push(
        `    case ${stringLiteral(field.property)}:`,
        writeField(occurrenceField(field), context, support, 6),
        '      return;',
      );
    }
    lines.push('    default:', '      w.invalidChild(value);', '  }');
  } else lines.push('  w.invalidChild(value);'); // text only: no child element is allowed
  lines.push('}');
  support.helpers.set(name, lines.join('\n'));
  return name;
}

/** One occurrence of a field, held in `value.value` (a mixed content item). */
function occurrenceField(field: FieldPlan): FieldPlan {
  return { ...field, property: 'value', optional: false, list: false };
}
