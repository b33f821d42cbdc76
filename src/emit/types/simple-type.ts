/**
 * `xs:simpleType` restriction -> a type alias: a string-literal union for an enumeration of a
 * string type, else the family's type (`Decimal`, `number`, `DateTimeString`, `string`...; a
 * `string` for an integer, double, float or boolean type with a pattern, which keeps its text),
 * with the other facets in its doc comment (validators check them).
 * @see https://www.w3.org/TR/xmlschema-2/#rf-facets
 */
import type { Facets, IrSimpleType, TypeRef } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { keepsLexicalForm, kindOfBuiltin, scalarOf, TS_TYPE_OF_KIND } from '../model/scalars.js';
import { scalarStructure, unionMembers } from './type-expression.js';
import { stringLiteral } from '../naming/identifiers.js';
import { docComment, typeAlias } from '../print/code.js';

/** Describes the facets a TS type cannot carry, for the doc comment. */
export function describeFacets(base: string, facets: Facets): string {
  const parts: string[] = [];
  if (facets.enumeration)
    parts.push(`one of ${facets.enumeration.map((value) => JSON.stringify(value)).join(', ')}`);
  if (facets.pattern)
    parts.push(`pattern ${facets.pattern.map((pattern) => `\`${pattern}\``).join(' or ')}`);
  for (const facet of [
    'length',
    'minLength',
    'maxLength',
    'totalDigits',
    'fractionDigits',
  ] as const) {
    if (facets[facet] !== undefined) parts.push(`${facet} ${facets[facet]}`);
  }
  for (const facet of ['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const) {
    if (facets[facet] !== undefined) parts.push(`${facet} ${facets[facet]}`);
  }
  const what = base.startsWith('a ') ? base : base.startsWith('xs:') ? base : `xs:${base}`;
  return parts.length > 0 ? `Restricts ${what}: ${parts.join(', ')}.` : '';
}

/** True when the type becomes a string-literal union (an atomic string type with an enumeration). */
export function isLiteralUnion(type: IrSimpleType): boolean {
  return (
    type.facets.enumeration !== undefined &&
    kindOfBuiltin(type.base) === 'string' &&
    !type.itemType &&
    !type.memberTypes
  );
}

/** The alias's members: enumeration literals, a union's member types, or the one type. */
function aliasMembers(type: IrSimpleType, context: EmitContext): string[] {
  if (isLiteralUnion(type)) return type.facets.enumeration!.map(stringLiteral);
  const scalar = scalarOf({ kind: 'named', name: type.name }, context.generation)!;
  if (scalar.kind === 'union') return unionMembers(scalar, context);
  if (scalar.kind === 'list') return [scalarStructure(scalar, context)];
  return [TS_TYPE_OF_KIND[scalar.kind]];
}

/** What kind of simple type it is, for the doc comment: `xs:int`, `a list of`, `a union of`. */
function describeBase(type: IrSimpleType, context: EmitContext): string {
  if (type.itemType) return `a list of ${describeRef(type.itemType, context)}`;
  if (type.memberTypes)
    return `a union of ${type.memberTypes.map((member) => describeRef(member, context)).join(', ')}`;
  return `xs:${type.base}`;
}

function describeRef(ref: TypeRef, context: EmitContext): string {
  return ref.kind === 'builtin' ? `xs:${ref.name}` : context.typeName(ref.name);
}

/** Prints the alias of a simple type. */
export function printSimpleType(type: IrSimpleType, context: EmitContext): string {
  const name = context.typeName(type.name);
  const members = aliasMembers(type, context);
  const facets = describeFacets(describeBase(type, context), {
    ...type.facets,
    ...(isLiteralUnion(type) ? { enumeration: undefined } : {}),
  });
  const variety = type.itemType
    ? `Whitespace-separated items: ${describeBase(type, context)}.`
    : type.memberTypes
      ? `A value of the first member type that accepts it: ${describeBase(type, context)}.`
      : '';
  // Why a number or boolean type is a string: the pattern is checked on the text.
  const kept =
    !type.itemType && !type.memberTypes && keepsLexicalForm(type.base, type.facets)
      ? 'Kept as written (the pattern applies to the text).'
      : '';
  const doc = [type.doc, [facets || variety, kept].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join('\n\n');
  return `${docComment(0, doc)}${typeAlias(name, members)}`;
}
