/**
 * A type with derived types an `xsi:type` may name (../model/derivations.ts) -> the union of the
 * values an element of it may have: the type's own value (unless it is abstract) or
 * `{ $xsiType: 'Circle'; value: Circle }` per derived type, `$xsiType` telling which type the
 * element named (a derived type's value may have the very shape of its base's, as a restriction
 * or an extension adding nothing, so the value alone could not).
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 */
import type { IrComplexType, TypeRef } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { polymorphOf, type Polymorph } from '../model/derivations.js';
import { stringLiteral } from '../naming/identifiers.js';
import { docComment, typeAlias } from '../print/code.js';
import { nilForms } from './type-expression.js';

/** The polymorph of the complex type `ref` names, if it has derived types. */
export function polymorphOfRef(ref: TypeRef, context: EmitContext): Polymorph | undefined {
  return polymorphOf(context.complexType(ref), context.generation);
}

/** The TS type of an element of complex type `ref`: its interface, or its `OrDerived` alias. */
export function complexValueType(ref: TypeRef, context: EmitContext): string {
  if (ref.kind !== 'named') return 'never';
  return polymorphOfRef(ref, context) ? context.derivedName(ref.name) : context.typeName(ref.name);
}

/**
 * The occurrences of a nillable element of a polymorphic type that named a derived type, nil or
 * not: `{ $xsiType: 'Circle'; value: Circle | <nil shape of Circle> | null }` per derived type.
 */
export function derivedNilTypes(polymorph: Polymorph, context: EmitContext): string[] {
  return polymorph.derived.map((derived) => {
    const name = context.typeName(derived.type.name);
    const value = [name, ...nilForms({ kind: 'named', name: derived.type.name }, context)];
    return `{ $xsiType: ${stringLiteral(derived.id)}; value: ${value.join(' | ')} }`;
  });
}

/**
 * Prints the `<Type>OrDerivedNillable` alias of a polymorphic type some nillable element is
 * declared of (`EmitContext.nillableDerivedName`): the type's own value or its nil forms, or a
 * derived type's, nil or not. One alias, however many nillable elements use it (r13 interplay 8:
 * inline, the union was written out at each of them).
 */
export function printNillableDerivedType(type: IrComplexType, context: EmitContext): string {
  const polymorph = polymorphOf(type, context.generation)!;
  const own = context.typeName(type.name);
  const derived = derivedNilTypes(polymorph, context);
  const ref: TypeRef = { kind: 'named', name: type.name };
  // A nil element of an abstract type needs an xsi:type too: only the derived wrappers.
  const members = polymorph.abstract ? derived : [own, ...derived, ...nilForms(ref, context)];
  const names = polymorph.derived.map((one) => `\`${one.id}\``).join(', ');
  const doc =
    members.length === 0
      ? `No element of the abstract type ${own} is valid, nil or not: no type of the schema set derives from it.`
      : polymorph.abstract
        ? `A value of a nillable element of the abstract type ${own}: one of the types derived from it, which its xsi:type names (${names}), nil or not.`
        : `A value of a nillable element of type ${own}: its own, nil or not, or one of the types derived from it that its xsi:type names (${names}), nil or not.`;
  const alias = typeAlias(context.nillableDerivedName(type.name), members.length > 0 ? members : ['never']);
  return `${docComment(0, doc)}${alias}`;
}

/** Prints the `<Type>OrDerived` alias of a polymorphic type. */
export function printDerivedType(type: IrComplexType, context: EmitContext): string {
  const polymorph = polymorphOf(type, context.generation)!;
  const own = context.typeName(type.name);
  const members = [
    ...(polymorph.abstract ? [] : [own]),
    ...polymorph.derived.map(
      (derived) =>
        `{ $xsiType: ${stringLiteral(derived.id)}; value: ${context.typeName(derived.type.name)} }`,
    ),
  ];
  const names = polymorph.derived.map((derived) => `\`${derived.id}\``).join(', ');
  const doc =
    members.length === 0
      ? `No element of the abstract type ${own} is valid: no type of the schema set derives from it.`
      : polymorph.abstract
        ? `A value of an element of the abstract type ${own}: one of the types derived from it, which its xsi:type names (${names}).`
        : `A value of an element of type ${own}: its own, or one of the types derived from it that its xsi:type names (${names}).`;
  const alias = typeAlias(context.derivedName(type.name), members.length > 0 ? members : ['never']);
  return `${docComment(0, doc)}${alias}`;
}
