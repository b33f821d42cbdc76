/**
 * How one occurrence of a field is read in a `read<Type>` function (./read-type.ts): the
 * reader call (`r.text()`, `r.nillableTextAs(parseDecimal)`, `readBreakdown(r)`, `r.capture()`)
 * and the statement storing its result.
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';
import type { SubstitutionMember } from '../model/substitution.js';
import type { Scalar } from '../model/scalars.js';
import { stringLiteral } from '../naming/identifiers.js';
import { ifChain, printStatement, type Statement } from '../print/code.js';
import { isRawField } from '../types/type-expression.js';
import { nilReader } from './nil-codec.js';
import { fixedParse, scalarCodec, type CodecSupport } from './scalar-codec.js';
import { storageOf } from './storage.js';
import { memberField } from './substitution-codec.js';
import { xsiTypesConstant } from './xsi-types.js';
import { isStrict, strictCapture } from './declared-elements.js';
import { derivedReader } from './derived-codec.js';
import { polymorphOf, type Polymorph } from '../model/derivations.js';

/** Names of the read function of a complex type. */
export function readFunctionName(type: IrComplexType, context: EmitContext): string {
  return `read${context.typeName(type.name)}`;
}

/** A read call: `r.text()`, `r.nillableTextAs(parseDecimal)`, `readBreakdown(r)`... */
export interface ReadCall {
  callee: string;
  args: string[];
  /** A nillable complex element: `r.consumeNil()` first, null when it is nil. */
  nilFirst: boolean;
  /**
   * For a nillable element whose type has attributes: the reader of a nil occurrence
   * (`read<Type>$nil(r)`, ./nil-codec.ts), called instead of `r.consumeNil()` when `r.isNil()`.
   */
  nilRead?: string;
}

/**
 * The read call of a simple value: `r.text()`, `r.textAs(parse)`, their nillable forms; an
 * element's default or fixed value is the value of an empty element (`r.textAs(parse, 'false')`),
 * and a fixed value is required (XSD Part 1, 3.3.4 Element Locally Valid (Element) 5.1, 5.2.2).
 */
export function scalarRead(
  scalar: Scalar,
  nillable: boolean,
  constraint: { default?: string; fixed?: string },
  context: EmitContext,
  support: CodecSupport,
): ReadCall {
  let { parse } = scalarCodec(scalar, context, support);
  if (constraint.fixed !== undefined) parse = fixedParse(scalar, parse, constraint.fixed, support);
  const empty = constraint.fixed ?? constraint.default;
  const args = [...(parse ? [parse] : []), ...(empty !== undefined ? [stringLiteral(empty)] : [])];
  if (nillable && constraint.fixed !== undefined) {
    // Nillable, yet never nil: a fixed value forbids it (XSD Part 1, 3.3.4 clause 3.3.2.2).
    const reader = notNilFixedReader(constraint.fixed, support);
    return { callee: `${reader}.text${parse ? 'As' : ''}`, args, nilFirst: false };
  }
  const callee = `r.${nillable ? 'nillableText' : 'text'}${parse ? 'As' : ''}`;
  return { callee, args, nilFirst: false };
}

/**
 * `notNilFixed(r, 'F')`: the reader of a nillable element with a fixed value, once its
 * `xsi:nil="true"` is refused (an element with a fixed value cannot be nil, cvc-elt.3.3.2.2).
 */
function notNilFixedReader(fixed: string, support: CodecSupport): string {
  support.runtime.add('notNilFixed');
  return `notNilFixed(r, ${stringLiteral(fixed)})`;
}

/**
 * The read call of an element of a complex type without derived types
 * (`readFlag(r, 'false', <fixed parser>)`); a nillable one reads nil first (`nilFirst`), unless
 * a fixed value forbids nil: `readFlag(notNilFixed(r, 'F'), 'F', <fixed parser>)`.
 */
export function complexRead(
  type: IrComplexType,
  nillable: boolean,
  constraint: { default?: string; fixed?: string },
  context: EmitContext,
  support: CodecSupport,
): ReadCall {
  const args = simpleContentArgs(type, constraint, context, support);
  const callee = readFunctionName(type, context);
  if (nillable && constraint.fixed !== undefined) {
    const reader = notNilFixedReader(constraint.fixed, support);
    return { callee, args: [reader, ...args], nilFirst: false };
  }
  const read: ReadCall = { callee, args: ['r', ...args], nilFirst: nillable };
  if (nillable) {
    const nilRead = nilReader(type, context, support);
    if (nilRead) read.nilRead = nilRead;
  }
  return read;
}

/**
 * The arguments after `r` of the read function of a type with simple content for an element with
 * a default or fixed value (`readFlag(r, 'false', <fixed parser>)`): the value of an empty
 * element, as for a simple type (`r.textAs(parse, 'false')`), and a fixed value required.
 */
function simpleContentArgs(
  type: IrComplexType,
  constraint: { default?: string; fixed?: string },
  context: EmitContext,
  support: CodecSupport,
): string[] {
  const text = context.plan(type).text;
  const empty = constraint.fixed ?? constraint.default;
  if (!text || empty === undefined) return [];
  if (constraint.fixed === undefined) return [stringLiteral(empty)];
  const { parse } = scalarCodec(text, context, support);
  return [stringLiteral(empty), fixedParse(text, parse, constraint.fixed, support)];
}

/**
 * The read call of an element kept as raw XML: a lax or skip wildcard's match as it is
 * (`r.capture()`; a strict one's: ./declared-elements.ts), an element declared of type
 * xs:anyType with its xsi:nil and xsi:type checked (`r.captureAnyType(XSI_TYPES)`, `true` after
 * it when it is nillable).
 */
export function rawRead(
  anyType: boolean,
  nillable: boolean,
  context: EmitContext,
  support: CodecSupport,
): ReadCall {
  if (!anyType) return { callee: 'r.capture', args: [], nilFirst: false };
  const args = [xsiTypesConstant(context, support), ...(nillable ? ['true'] : [])];
  return { callee: 'r.captureAnyType', args, nilFirst: false };
}

/**
 * The read call of an element whose type has derived types: `read<Type>OrDerived(r)` (nil
 * occurrences included when `nillable`), given the element's default value where the type has
 * simple content (its fixed value is not checked against a derived type's text).
 */
export function derivedRead(
  polymorph: Polymorph,
  nillable: boolean,
  constraint: { default?: string; fixed?: string },
  context: EmitContext,
  support: CodecSupport,
): ReadCall {
  const empty = constraint.fixed ?? constraint.default;
  const text = context.plan(polymorph.type).text;
  return {
    callee: derivedReader(polymorph, nillable, context, support),
    args: ['r', ...(text && empty !== undefined ? [stringLiteral(empty)] : [])],
    nilFirst: false,
  };
}

/** How one occurrence of a field is read (the reader is on its element). */
export function readCall(field: FieldPlan, context: EmitContext, support: CodecSupport): ReadCall {
  // A wildcard's match or an xs:anyType element: the element itself, as raw XML.
  // A strict wildcard's match must be a global element of the set (./declared-elements.ts).
  if (isStrict(field.wildcard)) return strictCapture(context, support);
  if (isRawField(field))
    return rawRead(field.wildcard === undefined, field.element.occurs.nillable, context, support);
  if (field.scalar)
    return scalarRead(field.scalar, field.nillable, field.element, context, support);
  const type = context.complexType(field.type)!;
  const polymorph = polymorphOf(type, context.generation);
  if (polymorph) return derivedRead(polymorph, field.nillable, field.element, context, support);
  return complexRead(type, field.nillable, field.element, context, support);
}

/**
 * Statements storing one read with `lead` (`value.x = `, `value.x.push(`) and `suffix`; a
 * nillable complex element becomes `if (r.consumeNil()) <store null>; else <store read>;`, or
 * with attributes `if (r.isNil()) <store read<Type>$nil(r)>; else <store read>;` (`isNil`, not
 * the `nil` field: it also allows an `xsi:nil="false"`, which a non-nillable element refuses).
 */
export function storeRead(indent: number, lead: string, read: ReadCall, suffix: string): string {
  const store: Statement = { lead, callee: read.callee, args: read.args, suffix };
  if (!read.nilFirst) return printStatement(indent, store);
  if (read.nilRead)
    return ifChain(indent, [
      ['r.isNil()', { lead, callee: read.nilRead, args: ['r'], suffix }],
      [undefined, store],
    ]);
  return ifChain(indent, [
    ['r.consumeNil()', `${lead}null${suffix}`],
    [undefined, store],
  ]);
}

/**
 * The statements reading the current child into `field` (a member of its substitution group:
 * read with the member's type, into `{ $element, value }`), then `continue`.
 */
export function storeStatements(
  field: FieldPlan,
  plan: ContentPlan,
  context: EmitContext,
  support: CodecSupport,
  indent: number,
  member?: SubstitutionMember,
): string[] {
  const read = member
    ? readCall(memberField(field, member), context, support)
    : readCall(field, context, support);
  const wrap = member ? `{ $element: ${stringLiteral(member.discriminator)}, value: ` : '';
  const unwrap = member ? ' }' : '';
  const storage = storageOf(plan);
  const { lead, suffix } = storage.store(field, wrap, unwrap);
  return [
    ...storage.before(field, indent),
    storeRead(indent, lead, read, suffix),
    `${' '.repeat(indent)}continue;`,
  ];
}
