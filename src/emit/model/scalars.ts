/**
 * How a simple value is typed and converted: the XSD built-in a type bottoms out in decides the
 * TypeScript type and the runtime parser/formatter (DESIGN.md "What is emitted"): decimals are an
 * exact `Decimal` branded string, dates and times branded ISO strings keeping the lexical form,
 * integers and floats `number`, booleans `boolean`, xs:QName the expanded name `{ns}local` (a
 * branded `QNameString`, runtime qname-values.ts), everything else `string` as written; an
 * integer, double, float or boolean type with a `pattern` keeps its text too (`keepsLexicalForm`).
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes
 */
import { fail } from '../../errors.js';
import { builtinValueSpace, INTEGER_BUILTINS } from '../../ir/builtins.js';
import type { Facets, IrGeneration, TypeRef, XsdBuiltin } from '../../ir/nodes.js';
import type { QName } from '../../ir/qname.js';
import { builtinWhiteSpace } from '../../runtime/lexical-checks.js';
import type { ValueSpace } from '../../runtime/value-space.js';
import type { WhiteSpace } from '../../runtime/white-space.js';

/**
 * The value families generated code distinguishes: atomic ones, `list` (an array of `item`
 * values, XSD Part 2, 2.5.1.2) and `union` (a value of one of `members`, 2.5.1.3).
 */
export type ScalarKind =
  | 'string'
  | 'boolean'
  | 'decimal'
  | 'integer'
  | 'double'
  | 'dateTime'
  | 'date'
  | 'time'
  | 'qname'
  | 'list'
  | 'union';

/**
 * A simple type as the emitters see it. `kind` is how its values are held: `string` for a type
 * of a non-string `builtin` that keeps its lexical form (`keepsLexicalForm`).
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
  /** For a list: each item's scalar. */
  item?: Scalar;
  /** For a union: the members' scalars, in the order values are tried. */
  members?: Scalar[];
}

/**
 * The runtime parser of each built-in that has one of its own (`fleetcase/runtime`); other
 * integer types get a bounded `integerParser(...)` where they are used. Shared by the codecs
 * (decoding) and the validators (lexical checks of typed values).
 */
export const RUNTIME_PARSERS: Readonly<Partial<Record<XsdBuiltin, string>>> = {
  decimal: 'parseDecimal',
  boolean: 'parseBoolean',
  dateTime: 'parseDateTime',
  date: 'parseDate',
  time: 'parseTime',
  unsignedInt: 'parseUnsignedInt',
  int: 'parseInt32',
  long: 'parseLong',
  integer: 'parseInteger',
};

/** The list built-ins and the built-in of their items (XSD Part 2, 3.3.2, 3.3.10, 3.3.12). */
const LIST_ITEM_BUILTINS: ReadonlyMap<XsdBuiltin, XsdBuiltin> = new Map<XsdBuiltin, XsdBuiltin>([
  ['NMTOKENS', 'NMTOKEN'],
  ['IDREFS', 'IDREF'],
  ['ENTITIES', 'NCName'],
]);

/** The family of a built-in. */
export function kindOfBuiltin(builtin: XsdBuiltin): ScalarKind {
  if (INTEGER_BUILTINS.has(builtin)) return 'integer';
  if (LIST_ITEM_BUILTINS.has(builtin)) return 'list';
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
    case 'QName':
      return 'qname';
    default:
      return 'string';
  }
}

/**
 * True for a restriction of an integer type, xs:double, xs:float or xs:boolean with a `pattern`
 * (its own or its base's: `facets` are the chain's): XSD checks a pattern on the text as written
 * (`005` matches `\d{3}`, the number 5 does not), which a `number` or `boolean` no longer holds,
 * so its values are kept as text (a `string`, `kind: 'string'`), as decimals always are; their
 * other facets compare values (runtime `lexical-forms.ts`).
 */
export function keepsLexicalForm(builtin: XsdBuiltin, facets: Facets): boolean {
  if (facets.pattern === undefined) return false;
  const kind = kindOfBuiltin(builtin);
  return kind === 'integer' || kind === 'double' || kind === 'boolean';
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
  qname: 'QNameString',
  // Lists and unions are printed from their items and members (../types/type-expression.ts).
  list: 'string[]',
  union: 'string',
};

/** Runtime type names a family's TS type needs imported (brands). */
export const BRAND_OF_KIND: Readonly<Partial<Record<ScalarKind, string>>> = {
  decimal: 'Decimal',
  dateTime: 'DateTimeString',
  date: 'DateString',
  time: 'TimeString',
  qname: 'QNameString',
};

/**
 * Resolves a type reference to a scalar, or undefined when it names a complex type.
 * @throws FleetcaseError EmitFailed when a named type is missing from the generation.
 */
export function scalarOf(ref: TypeRef, generation: IrGeneration): Scalar | undefined {
  if (ref.kind === 'builtin') {
    // The ur-type is not simple: its elements are raw XML.
    if (ref.name === 'anyType') return undefined;
    const item = LIST_ITEM_BUILTINS.get(ref.name);
    if (item) {
      // Each list built-in has at least one item (its minLength is 1).
      const itemScalar = { kind: kindOfBuiltin(item), builtin: item, facets: {} };
      return { kind: 'list', builtin: ref.name, facets: { minLength: 1 }, item: itemScalar };
    }
    return { kind: kindOfBuiltin(ref.name), builtin: ref.name, facets: {} };
  }
  const type = generation.types[ref.name];
  if (!type)
    return fail('EmitFailed', {
      file: generation.id,
      detail: `type '${ref.name}' is referenced but not defined`,
    });
  if (type.kind !== 'simpleType') return undefined;
  const scalar: Scalar = {
    kind: keepsLexicalForm(type.base, type.facets) ? 'string' : kindOfBuiltin(type.base),
    builtin: type.base,
    named: type.name,
    facets: type.facets,
  };
  if (type.itemType) {
    scalar.kind = 'list';
    scalar.item = scalarOf(type.itemType, generation);
  } else if (type.memberTypes) {
    scalar.kind = 'union';
    scalar.members = type.memberTypes.map((member) => scalarOf(member, generation)!);
  }
  return scalar;
}

/**
 * The built-ins the TS type of a scalar names directly: its own, or for a list or union those of
 * its item or members, stopping at named types (their aliases name their own).
 */
export function builtinsOf(scalar: Scalar): XsdBuiltin[] {
  const inner = (part: Scalar): XsdBuiltin[] => (part.named ? [] : builtinsOf(part));
  if (scalar.item) return inner(scalar.item);
  if (scalar.members) return scalar.members.flatMap(inner);
  return [scalar.builtin];
}

/**
 * The lexical space of the string built-ins whose values are not any string (XSD Part 2, 3.3),
 * as XSD patterns. Strings are kept as written elsewhere; a union needs them to tell which member
 * a text belongs to (`12` is no NCName, so it goes to the next member).
 */
const BUILTIN_PATTERNS: Partial<Record<XsdBuiltin, string>> = {
  Name: '\\i\\c*',
  NCName: '[\\i-[:]][\\c-[:]]*',
  ID: '[\\i-[:]][\\c-[:]]*',
  IDREF: '[\\i-[:]][\\c-[:]]*',
  NMTOKEN: '\\c+',
  QName: '([\\i-[:]][\\c-[:]]*:)?[\\i-[:]][\\c-[:]]*',
  language: '[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*',
  hexBinary: '([0-9a-fA-F]{2})*',
  gYear: '-?\\d{4,}(Z|[+-]\\d{2}:\\d{2})?',
  gYearMonth: '-?\\d{4,}-\\d{2}(Z|[+-]\\d{2}:\\d{2})?',
  duration: '-?P(\\d+Y)?(\\d+M)?(\\d+D)?(T(\\d+H)?(\\d+M)?(\\d+(\\.\\d+)?S)?)?',
};

/** The XSD pattern of a string built-in's lexical space, if it is narrower than any string. */
export function builtinPattern(builtin: XsdBuiltin): string | undefined {
  return BUILTIN_PATTERNS[builtin];
}

/**
 * The whiteSpace facet in effect for a scalar's text (XSD Part 2, 4.3.6): the one the derivation
 * chain states (merged into `facets`), else the built-in's: `preserve` for string (and
 * anySimpleType), `replace` for normalizedString, `collapse` for everything else.
 */
export function whiteSpaceOf(scalar: Scalar): WhiteSpace {
  return scalar.facets.whiteSpace ?? builtinWhiteSpace(scalar.builtin);
}

/**
 * The value space a scalar's values are compared in, as the runtime's `ValueSpace` names it
 * (enumerations and fixed values compare values, not texts: `1.0` is the decimal `1`): its
 * built-in's, also for a value kept as text (`keepsLexicalForm`); xs:float's is 32-bit.
 */
export function valueSpaceOf(scalar: Scalar): ValueSpace {
  return scalar.kind === 'list' || scalar.kind === 'union' ? 'lexical' : builtinValueSpace(scalar.builtin);
}

/** The JS type of a union member's values, as the runtime's `UnionMember.type` names it. */
export function memberJsType(scalar: Scalar): 'string' | 'number' | 'boolean' | 'array' | 'any' {
  switch (scalar.kind) {
    case 'integer':
    case 'double':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'list':
      return 'array';
    case 'union':
      return 'any';
    default:
      return 'string';
  }
}
