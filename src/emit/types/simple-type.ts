/**
 * `xs:simpleType` restriction -> a type alias: a string-literal union for an enumeration of a
 * string type, else the family's type (`Decimal`, `number`, `DateTimeString`, `string`...), with
 * the other facets in its doc comment (validators check them).
 * @see https://www.w3.org/TR/xmlschema-2/#rf-facets
 */
import type { Facets, IrSimpleType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { kindOfBuiltin, TS_TYPE_OF_KIND } from '../model/scalars.js';
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
  return parts.length > 0 ? `Restricts xs:${base}: ${parts.join(', ')}.` : '';
}

/** True when the type becomes a string-literal union. */
export function isLiteralUnion(type: IrSimpleType): boolean {
  return type.facets.enumeration !== undefined && kindOfBuiltin(type.base) === 'string';
}

/** Prints the alias of a simple type. */
export function printSimpleType(type: IrSimpleType, context: EmitContext): string {
  const name = context.typeName(type.name);
  const members = isLiteralUnion(type)
    ? type.facets.enumeration!.map(stringLiteral)
    : [TS_TYPE_OF_KIND[kindOfBuiltin(type.base)]];
  const doc = [
    type.doc,
    describeFacets(type.base, {
      ...type.facets,
      ...(isLiteralUnion(type) ? { enumeration: undefined } : {}),
    }),
  ]
    .filter(Boolean)
    .join('\n\n');
  return `${docComment(0, doc)}${typeAlias(name, members)}`;
}
