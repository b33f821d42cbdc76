/**
 * TypeScript type expressions for scalars, fields and attributes, shared by every target that
 * names value types (types, codecs, validators).
 */
import type { TypeRef } from '../../ir/nodes.js';
import { attributeLabel } from '../../runtime/names.js';
import type { EmitContext } from '../context.js';
import { propertyKey } from '../naming/identifiers.js';
import { isAnyType } from '../model/model-group.js';
import type { AttributePlan, FieldPlan } from '../model/content.js';
import { BRAND_OF_KIND, builtinsOf, kindOfBuiltin, TS_TYPE_OF_KIND, type Scalar } from '../model/scalars.js';
import { complexValueType, derivedNilTypes, polymorphOfRef } from './derived-type.js';

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

/**
 * The value of a nil element of a complex type with attributes (runtime `NilWithAttributes`):
 * `{ $nil: true; $currencyID: Currency }`, its attributes as in the type (a required one stays
 * required: XSD checks a nil element's attributes); undefined for a type without attributes,
 * whose nil elements are just `null`.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_nil
 */
export function nilShape(ref: TypeRef, context: EmitContext): string | undefined {
  const type = context.complexType(ref);
  if (!type) return undefined;
  const plan = context.plan(type);
  if (plan.attributes.length === 0 && !plan.anyAttribute) return undefined;
  const members = ['$nil: true'];
  for (const attribute of plan.attributes)
    members.push(
      `${propertyKey(attribute.property)}${attribute.optional ? '?' : ''}: ${attributeType(attribute, context)}`,
    );
  if (plan.anyAttribute) members.push('$anyAttributes?: Record<string, string>');
  return `{ ${members.join('; ')} }`;
}

/**
 * The label of the first required attribute of `ref`'s type (`label`, `xml:lang`, `{urn:a}code`),
 * undefined when it has none. XSD checks attributes on a nil element too (3.3.4 clause 3.2
 * leaves them to the type), so a nil element of such a type carries it: `null`, which stands for
 * a nil element without any, is no value of it (only `{ $nil: true, ... }`); the decoder never
 * returns null for it, the encoder refuses null (`attribute-missing`), validators report it.
 */
export function nilRequiredAttribute(ref: TypeRef, context: EmitContext): string | undefined {
  const type = context.complexType(ref);
  const required = type && context.plan(type).attributes.find((attribute) => !attribute.optional);
  return required && attributeLabel(required.namespace, required.local);
}

/**
 * The values of a nil occurrence of `ref`: `null`; for a type with attributes also its nil shape
 * (`{ $nil: true; $currencyID?: Currency }`), alone where one of them is required.
 */
export function nilForms(ref: TypeRef, context: EmitContext): string[] {
  const shape = nilShape(ref, context);
  if (!shape) return ['null'];
  return nilRequiredAttribute(ref, context) !== undefined ? [shape] : [shape, 'null'];
}

/**
 * The names the nil shape of `ref` uses besides the runtime's `NilWithAttributes`: the TS types
 * of its attributes' named simple types (`types`) and the runtime's brands (`brands`: `Decimal`,
 * `DateString`, `QNameString`...), for a module that prints the shape to import them.
 */
export function nilShapeImports(ref: TypeRef, context: EmitContext): { types: string[]; brands: string[] } {
  const found = { types: [] as string[], brands: [] as string[] };
  const type = context.complexType(ref);
  if (!type || !nilShape(ref, context)) return found;
  for (const { scalar } of context.plan(type).attributes) {
    if (scalar.named) found.types.push(context.typeName(scalar.named));
    else
      for (const builtin of builtinsOf(scalar)) {
        const brand = BRAND_OF_KIND[kindOfBuiltin(builtin)];
        if (brand) found.brands.push(brand);
      }
  }
  return found;
}

/**
 * `T | null`, or `T | { $nil: true; ... } | null` when nil elements of `ref` keep attributes
 * (without `null` where one is required: {@link nilForms}); for a type with derived types, the
 * element's value `<Type>OrDerived` gives its `<Type>OrDerivedNillable` alias (types/
 * derived-type.ts), any other item the inline union with the elements that named a derived
 * type, nil or not (`{ $xsiType, value: Circle | null }`), and for an abstract type only those
 * (a nil element needs an xsi:type too).
 */
function orNil(item: string, ref: TypeRef, context: EmitContext): string {
  const polymorph = polymorphOfRef(ref, context);
  if (polymorph && ref.kind === 'named' && item === context.derivedName(ref.name))
    return context.nillableDerivedName(ref.name);
  const derived = polymorph ? derivedNilTypes(polymorph, context) : [];
  if (polymorph?.abstract) return [item, ...derived].join(' | ');
  return [item, ...derived, ...nilForms(ref, context)].join(' | ');
}

/** The TS type of one occurrence of a field, without `| null`. */
export function itemType(field: FieldPlan, context: EmitContext): string {
  if (field.substitution) return context.substitutionName(field.substitution.head);
  if (field.scalar) return scalarType(field.scalar, context);
  // A wildcard's matches and an xs:anyType element are raw XML.
  if (isRawField(field)) return 'UnknownElement';
  return complexValueType(field.type, context);
}

/**
 * The TS type of a field's property: `T`, `T | null` (nillable), `T[]` or `(T | null)[]` (list).
 * Optionality (`?`) is the property's, not the type's.
 */
export function fieldType(field: FieldPlan, context: EmitContext): string {
  const item = itemType(field, context);
  if (field.list) {
    if (!field.nillable) return `${item}[]`;
    const nillable = orNil(item, field.type, context);
    return nillable.includes(' | ') ? `(${nillable})[]` : `${nillable}[]`;
  }
  return field.nillable ? orNil(item, field.type, context) : item;
}

/** The TS type of one occurrence of a field, `| null` (and its nil shape) when nillable. */
export function occurrenceType(field: FieldPlan, context: EmitContext): string {
  const item = itemType(field, context);
  return field.nillable ? orNil(item, field.type, context) : item;
}

/**
 * `T | null` (with its nil shape when `ref` has attributes, without `null` where one is
 * required), leaving aside the types derived from `ref`: the value of one occurrence read by
 * `ref`'s own read function.
 */
export function ownNillableType(item: string, ref: TypeRef, context: EmitContext): string {
  return [item, ...nilForms(ref, context)].join(' | ');
}

/** A nillable element's value type `T | null` (with its nil shape when `ref` has attributes). */
export function nillableType(item: string, ref: TypeRef, context: EmitContext): string {
  return orNil(item, ref, context);
}

/** The TS type of an attribute's `$name` property. */
export function attributeType(attribute: AttributePlan, context: EmitContext): string {
  return scalarType(attribute.scalar, context);
}

/** True for a field whose occurrences are raw XML: a wildcard, or an element of xs:anyType. */
export function isRawField(field: FieldPlan): boolean {
  return field.wildcard !== undefined || isAnyType(field.type);
}
