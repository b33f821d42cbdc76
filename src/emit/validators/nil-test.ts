/**
 * How a validator tells a nil occurrence of a nillable element: `null`, or, for a complex type
 * with attributes, also `{ $nil: true, ...attributes }` (runtime `nilled`, types `nilShape`).
 * A nil occurrence has no content to check.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_nil
 */
import type { TypeRef } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { nilShape } from '../types/type-expression.js';
import { polymorphOfRef } from '../types/derived-type.js';
import type { ValidatorSupport } from './scalar-checks.js';
import { reporter } from './reporters.js';
import { stringLiteral } from '../naming/identifiers.js';
import { ifStatement, printStatement, type Statement } from '../print/code.js';

/**
 * The expression true when the occurrence `source` (not undefined) of type `type` is not nil;
 * undefined for a type with derived types, whose `$nillable` visitor tells nil occurrences itself
 * (a nil element of an abstract type needs an xsi:type all the same: ./visit-derived.ts).
 */
export function notNil(
  type: TypeRef,
  source: string,
  context: EmitContext,
  support: ValidatorSupport,
): string | undefined {
  if (polymorphOfRef(type, context)) return undefined;
  if (!nilShape(type, context)) return `${source} !== null`;
  support.runtime.add('nilled');
  return `!nilled(${source})`;
}

/** `if (condition) statement;`, or the statement alone when there is no condition. */
export function guarded(indent: number, condition: string | undefined, statement: Statement): string {
  return condition === undefined
    ? printStatement(indent, statement)
    : ifStatement(indent, condition, statement);
}

/**
 * Where null (xsi:nil) is an issue, the test of a nil occurrence `source` and the statement
 * reporting it at the path expression `at`: for an element that is not nillable, `null`
 * (`notNillable`); for a nillable one with a fixed value, which cannot be nil (XSD Part 1, 3.3.4
 * clause 3.3.2.2), any nil value (`nilOfFixed`). Undefined where nil is allowed.
 */
export function nilRefusal(
  field: { nillable: boolean; type: TypeRef; element: { fixed?: string | undefined } },
  source: string,
  at: string,
  context: EmitContext,
  support: ValidatorSupport,
): [test: string, report: string] | undefined {
  if (!field.nillable)
    return [`${source} === null`, `${reporter('notNillable', support)}(issues, ${at});`];
  const fixed = field.element.fixed;
  if (fixed === undefined) return undefined;
  const report = `${reporter('nilOfFixed', support)}(issues, ${at}, ${stringLiteral(fixed)});`;
  if (!nilShape(field.type, context)) return [`${source} === null`, report];
  support.runtime.add('nilled');
  return [`nilled(${source})`, report];
}
