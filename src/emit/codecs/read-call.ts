/**
 * How one occurrence of a field is read in a `read<Type>` function (./read-type.ts): the
 * reader call (`r.text()`, `r.nillableTextAs(parseDecimal)`, `readBreakdown(r)`, `r.capture()`)
 * and the statement storing its result.
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { FieldPlan } from '../model/content.js';
import { ifChain, printStatement, type Statement } from '../print/code.js';
import { isRawField } from '../types/type-expression.js';
import { scalarCodec, type CodecSupport } from './scalar-codec.js';

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
}

/** How one occurrence of a field is read (the reader is on its element). */
export function readCall(field: FieldPlan, context: EmitContext, support: CodecSupport): ReadCall {
  // A wildcard's match or an xs:anyType element: the element itself, as raw XML.
  if (isRawField(field)) return { callee: 'r.capture', args: [], nilFirst: false };
  if (field.scalar) {
    const { parse } = scalarCodec(field.scalar, context, support);
    if (parse)
      return {
        callee: field.nillable ? 'r.nillableTextAs' : 'r.textAs',
        args: [parse],
        nilFirst: false,
      };
    return { callee: field.nillable ? 'r.nillableText' : 'r.text', args: [], nilFirst: false };
  }
  return {
    callee: readFunctionName(context.complexType(field.type)!, context),
    args: ['r'],
    nilFirst: field.nillable,
  };
}

/**
 * Statements storing one read with `lead` (`value.x = `, `value.x.push(`) and `suffix`; a
 * nillable complex element becomes `if (r.consumeNil()) <store null>; else <store read>;`.
 */
export function storeRead(indent: number, lead: string, read: ReadCall, suffix: string): string {
  const store: Statement = { lead, callee: read.callee, args: read.args, suffix };
  if (!read.nilFirst) return printStatement(indent, store);
  return ifChain(indent, [
    ['r.consumeNil()', `${lead}null${suffix}`],
    [undefined, store],
  ]);
}
