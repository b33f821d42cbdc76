/**
 * How a simple value is typed and converted: the XSD built-in a type bottoms out in decides the
 * TypeScript type and the runtime parser/formatter (DESIGN.md "What is emitted"): decimals are an
 * exact `Decimal` branded string, dates and times branded ISO strings keeping the lexical form,
 * integers and floats `number`, booleans `boolean`, everything else `string` as written.
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes
 */
import { fail } from '../../errors.js';
import type { Facets, IrGeneration, TypeRef, XsdBuiltin } from '../../ir/nodes.js';
import type { QName } from '../../ir/qname.js';

/** The value families generated code distinguishes. */
export type ScalarKind =
  'string' | 'boolean' | 'decimal' | 'integer' | 'double' | 'dateTime' | 'date' | 'time';

/**
 * A simple type as the emitters see it.
 * @example { kind: 'decimal', builtin: 'decimal', named: '{…/CaseTypes}Currency', facets: { fractionDigits: 2 } }
 */
export interface Scalar {
  kind: ScalarKind;
  /** The built-in at the bottom of the derivation chain. */
  builtin: XsdBuiltin;
  /** The named simple type, when the reference is not a bare built-in. */
  named?: QName;
  /** Facets of the whole chain (empty for a built-in). */
  facets: Facets;
}

const INTEGER_BUILTINS: ReadonlySet<XsdBuiltin> = new Set([
  'integer',
  'int',
  'long',
  'short',
  'byte',
  'nonNegativeInteger',
  'positiveInteger',
  'nonPositiveInteger',
  'negativeInteger',
  'unsignedInt',
  'unsignedLong',
  'unsignedShort',
  'unsignedByte',
]);

/** The family of a built-in. */
export function kindOfBuiltin(builtin: XsdBuiltin): ScalarKind {
  if (INTEGER_BUILTINS.has(builtin)) return 'integer';
  switch (builtin) {
    case 'boolean':
      return 'boolean';
    case 'decimal':
      return 'decimal';
    case 'float':
    case 'double':
      return 'double';
    case 'dateTime':
      return 'dateTime';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    default:
      return 'string';
  }
}

/** The TypeScript type of a value of that family. */
export const TS_TYPE_OF_KIND: Readonly<Record<ScalarKind, string>> = {
  string: 'string',
  boolean: 'boolean',
  decimal: 'Decimal',
  integer: 'number',
  double: 'number',
  dateTime: 'DateTimeString',
  date: 'DateString',
  time: 'TimeString',
};

/** Runtime type names a family's TS type needs imported (brands). */
export const BRAND_OF_KIND: Readonly<Partial<Record<ScalarKind, string>>> = {
  decimal: 'Decimal',
  dateTime: 'DateTimeString',
  date: 'DateString',
  time: 'TimeString',
};

/**
 * Resolves a type reference to a scalar, or undefined when it names a complex type.
 * @throws FleetcaseError EmitFailed when a named type is missing from the generation.
 */
export function scalarOf(ref: TypeRef, generation: IrGeneration): Scalar | undefined {
  if (ref.kind === 'builtin')
    return { kind: kindOfBuiltin(ref.name), builtin: ref.name, facets: {} };
  const type = generation.types[ref.name];
  if (!type)
    return fail('EmitFailed', {
      file: generation.id,
      detail: `type '${ref.name}' is referenced but not defined`,
    });
  if (type.kind !== 'simpleType') return undefined;
  return {
    kind: kindOfBuiltin(type.base),
    builtin: type.base,
    named: type.name,
    facets: type.facets,
  };
}
