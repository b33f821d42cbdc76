/**
 * TypeScript type expressions for scalars, fields and attributes, shared by every target that
 * names value types (types, codecs, validators).
 */
import type { EmitContext } from '../context.js';
import type { AttributePlan, FieldPlan } from '../model/content.js';
import { TS_TYPE_OF_KIND, type Scalar } from '../model/scalars.js';

/** The TS type of a simple value: its named alias, else the family's type (`Decimal`, `number`...). */
export function scalarType(scalar: Scalar, context: EmitContext): string {
  return scalar.named ? context.typeName(scalar.named) : TS_TYPE_OF_KIND[scalar.kind];
}

/** The TS type of one occurrence of a field, without `| null`. */
export function itemType(field: FieldPlan, context: EmitContext): string {
  if (field.scalar) return scalarType(field.scalar, context);
  return field.type.kind === 'named' ? context.typeName(field.type.name) : 'never';
}

/**
 * The TS type of a field's property: `T`, `T | null` (nillable), `T[]` or `(T | null)[]` (list).
 * Optionality (`?`) is the property's, not the type's.
 */
export function fieldType(field: FieldPlan, context: EmitContext): string {
  const item = itemType(field, context);
  if (field.list) return field.nillable ? `(${item} | null)[]` : `${item}[]`;
  return field.nillable ? `${item} | null` : item;
}

/** The TS type of an attribute's `$name` property. */
export function attributeType(attribute: AttributePlan, context: EmitContext): string {
  return scalarType(attribute.scalar, context);
}
