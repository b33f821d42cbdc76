/**
 * TypeScript type expressions for scalars, fields and attributes, shared by every target that
 * names value types (types, codecs, validators).
 */
import type { EmitContext } from '../context.js';
import { isAnyType } from '../model/model-group.js';
import type { AttributePlan, FieldPlan } from '../model/content.js';
import { TS_TYPE_OF_KIND, type Scalar } from '../model/scalars.js';

/** The TS type of a simple value: its named alias, else the family's type (`Decimal`, `number`...). */
export function scalarType(scalar: Scalar, context: EmitContext): string {
  return scalar.named ? context.typeName(scalar.named) : scalarStructure(scalar, context);
}

/**
 * The TS type a scalar's alias is declared as: the family's type; for a list, its item type as
 * an array (`number[]`); for a union, its members' types (`number | DateString`), once each.
 */
export function scalarStructure(scalar: Scalar, context: EmitContext): string {
  if (scalar.kind === 'list') {
    const item = scalarType(scalar.item!, context);
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (scalar.kind === 'union') return unionMembers(scalar, context).join(' | ');
  return TS_TYPE_OF_KIND[scalar.kind];
}

/** The distinct TS types of a union's members, in member order. */
export function unionMembers(scalar: Scalar, context: EmitContext): string[] {
  return [...new Set(scalar.members!.map((member) => scalarType(member, context)))];
}

/** The TS type of one occurrence of a field, without `| null`. */
export function itemType(field: FieldPlan, context: EmitContext): string {
  if (field.substitution) return context.substitutionName(field.substitution.head);
  if (field.scalar) return scalarType(field.scalar, context);
  // A wildcard's matches and an xs:anyType element are raw XML.
  if (isRawField(field)) return 'UnknownElement';
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

/** True for a field whose occurrences are raw XML: a wildcard, or an element of xs:anyType. */
export function isRawField(field: FieldPlan): boolean {
  return field.wildcard !== undefined || isAnyType(field.type);
}
