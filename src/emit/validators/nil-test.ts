/**
 * How a validator tells a nil occurrence of a nillable element: `null`, or, for a complex type
 * with attributes, also `{ $nil: true, ...attributes }` (runtime `nilled`, types `nilShape`).
 * A nil occurrence has no content to check.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_nil
 */
import type { TypeRef } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { nilShape } from '../types/type-expression.js';
import type { ValidatorSupport } from './scalar-checks.js';

/** The expression true when the occurrence `source` (not undefined) of type `type` is not nil. */
export function notNil(
  type: TypeRef,
  source: string,
  context: EmitContext,
  support: ValidatorSupport,
): string {
  if (!nilShape(type, context)) return `${source} !== null`;
  support.runtime.add('nilled');
  return `!nilled(${source})`;
}
