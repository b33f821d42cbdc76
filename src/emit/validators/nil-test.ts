/**
 * How a validator tells a nil occurrence of a nillable element: `null`, or, for a complex type
 * with attributes, also `{ $nil: true, ...attributes }` (runtime `nilled`, types `nilShape`).
 * A nil occurrence has no content to check, only the attributes it keeps (./visit-nil.ts).
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_nil
 */
import type { TypeRef } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { nilShape } from '../types/type-expression.js';
import { polymorphOfRef } from '../types/derived-type.js';
import type { ValidatorSupport } from './scalar-checks.js';
import { reporter } from './reporters.js';
import { stringLiteral } from '../naming/identifiers.js';
import { ifChain, ifStatement, printStatement, type Statement } from '../print/code.js';
import { nilVisitor } from './visit-nil.js';

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

/**
 * The check of a nil occurrence `source` of `type` at the path expression `at`,
 * `visit<Type>$nil(source, at, issues)` (./visit-nil.ts), or undefined when it has nothing to
 * check (no attributes kept; a type with derived types checks its nil values itself).
 */
export function nilCheck(
  type: TypeRef,
  source: string,
  at: string,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
): Statement | undefined {
  const complex = context.complexType(type);
  if (!complex || polymorphOfRef(type, context)) return undefined;
  const visit = nilVisitor(complex, context, support, checked);
  return visit === undefined ? undefined : { lead: '', callee: visit, args: [source, at, 'issues'] };
}

/**
 * The check of an occurrence `source` (not undefined) of a nillable element of `type`: `check`
 * where it is not nil, and where it is, the check of the attributes its nil value keeps
 * (`if (!nilled(x)) visitT(x, at, issues); else visitT$nil(x, at, issues);`).
 */
export function nilGuarded(
  indent: number,
  type: TypeRef,
  source: string,
  at: string,
  check: Statement,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
): string {
  const present = notNil(type, source, context, support);
  const nil = present && nilCheck(type, source, at, context, support, checked);
  if (!present || !nil) return guarded(indent, present, check);
  return ifChain(indent, [
    [present, check],
    [undefined, nil],
  ]);
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
