/** The value type of a document root: its element's type, `| null` when the root is nillable. */
import type { EmitContext } from '../context.js';
import { isAnyType } from '../model/model-group.js';
import { scalarOf } from '../model/scalars.js';
import type { RootEntry } from '../naming/root-names.js';
import { nillableType, scalarType } from './type-expression.js';
import { complexValueType } from './derived-type.js';

/** TS type of the value a root's decoder returns. */
export function rootValueType(root: RootEntry, context: EmitContext): string {
  const scalar = scalarOf(root.element.type, context.generation);
  // A root of xs:anyType is the whole document element as raw XML.
  if (isAnyType(root.element.type)) return 'UnknownElement';
  const base = scalar
    ? scalarType(scalar, context)
    : complexValueType(root.element.type, context);
  return root.element.nillable ? nillableType(base, root.element.type, context) : base;
}
