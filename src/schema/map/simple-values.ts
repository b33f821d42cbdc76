/**
 * Whether a text is a value of a simple type (XSD Part 2, 4.1.4 "Datatype Valid"), for the
 * values a schema itself writes: an enumeration value must be a value of its base type, a
 * default or fixed value one of its declaration's type (Part 1, 3.2.6 and 3.3.6). Decided by the
 * runtime's own parsers and facet checks (src/runtime), so the loader refuses what generated
 * codecs could not read, with the words they would use.
 * @see https://www.w3.org/TR/xmlschema-2/#cvc-datatype-valid
 */
import { builtinValueSpace, INTEGER_BUILTINS } from '../../ir/builtins.js';
import type { Facets, TypeRef, XsdBuiltin } from '../../ir/nodes.js';
import { VALUE_PARSERS } from '../../runtime/builtin-values.js';
import { checkFractionDigits, checkTotalDigits, type Decimal } from '../../runtime/decimal.js';
import { checkEnumeration, checkLength, checkPattern, checkRange } from '../../runtime/facets.js';
import { builtinWhiteSpace, lexicalIssue } from '../../runtime/lexical-checks.js';
import { qnameValueIssue } from '../../runtime/qname-values.js';
import { checkItemCount, splitList } from '../../runtime/lists.js';
import { scalarIssueOf, type ScalarIssue } from '../../runtime/scalar-error.js';
import { checkOrderedRange, ORDERED_SPACES, type OrderedSpace, type ValueSpace } from '../../runtime/value-space.js';
import { normalizeWhiteSpace } from '../../runtime/white-space.js';
import { LIST_BUILTINS } from './builtins.js';

/**
 * A simple type as far as its values go: the built-in at the bottom, the merged facets, and the
 * item or member types of a list or union. An IrSimpleType is one.
 */
export interface ValueType {
  base: XsdBuiltin;
  facets: Facets;
  itemType?: TypeRef;
  memberTypes?: TypeRef[];
}

/** The value type a reference names; undefined when it has no simple values to check. */
export type ValueTypeOf = (reference: TypeRef) => ValueType | undefined;

/**
 * The value type of a built-in, and the start of a restriction's chain. A list built-in
 * (XHTML's `LinkTypes` restricts xs:NMTOKENS) is a list of its item type with at least one
 * item (XSD Part 2, 3.3.10), so its restriction is a list type like one of an xs:list.
 */
export function builtinValueType(builtin: XsdBuiltin): ValueType {
  const item = LIST_BUILTINS.get(builtin);
  return item ? { base: builtin, facets: { minLength: 1 }, itemType: { kind: 'builtin', name: item } } : { base: builtin, facets: {} };
}

/**
 * Why `text` is no value of `type` (the first facet it breaks, in XSD's order), or undefined
 * when it is one. A type `typeOf` cannot resolve accepts every text.
 * @example valueIssue('abc', { base: 'decimal', facets: {} }, typeOf) // '"abc" is not a decimal (...)'
 */
export function valueIssue(text: string, type: ValueType, typeOf: ValueTypeOf): string | undefined {
  if (type.itemType) return listIssue(text, type, typeOf);
  if (type.memberTypes) return unionIssue(text, type, typeOf);
  const value = normalizeWhiteSpace(text, type.facets.whiteSpace ?? builtinWhiteSpace(type.base));
  const parsed = parseAtomic(type.base, value);
  if ('issue' in parsed) return parsed.issue;
  return firstIssue(
    () => (type.facets.pattern ? checkPattern(value, type.facets.pattern) : undefined),
    () => enumerationIssue(parsed.typed, type, builtinValueSpace(type.base)),
    () => atomicLengthIssue(value, type),
    () => digitsIssue(parsed.typed, type),
    () => rangeIssueOf(parsed.typed, type),
  );
}

/**
 * The comparable value of a text of an atomic built-in, or why it is none: the runtime's
 * parsers for the built-ins with a value space of their own, its lexical checks for the others.
 */
function parseAtomic(base: XsdBuiltin, value: string): { typed: unknown } | { issue: string } {
  const parse = Object.hasOwn(VALUE_PARSERS, base) ? VALUE_PARSERS[base] : undefined;
  if (!parse) {
    // A QName enumeration value the loader has resolved already (../xsd/qname-enumerations.ts).
    if (base === 'QName' && value.startsWith('{') && qnameValueIssue(value) === undefined) return { typed: value };
    const lexical = lexicalIssue(base, value);
    return lexical ? { issue: lexical.message } : { typed: value };
  }
  let typed: unknown;
  const issue = scalarIssueOf(() => (typed = parse(value)));
  return issue ? { issue: issue.message } : { typed };
}


/** A list: each item a value of the item type, then the list's own facets on the whole. */
function listIssue(text: string, type: ValueType, typeOf: ValueTypeOf): string | undefined {
  const value = normalizeWhiteSpace(text, 'collapse');
  const items = splitList(value);
  const itemType = typeOf(type.itemType!);
  for (const item of items) {
    const issue = itemType && valueIssue(item, itemType, typeOf);
    if (issue) return `item "${item}": ${issue}`;
  }
  return firstIssue(
    () => (type.facets.pattern ? checkPattern(value, type.facets.pattern) : undefined),
    () => enumerationIssue(value, type, 'lexical'),
    () => checkItemCount(items, type.facets),
  );
}

/** A union: a value of some member type, then the union's own pattern and enumeration. */
function unionIssue(text: string, type: ValueType, typeOf: ValueTypeOf): string | undefined {
  const value = normalizeWhiteSpace(text, 'collapse');
  const members = type.memberTypes!.map(typeOf);
  if (!members.some((member) => !member || valueIssue(text, member, typeOf) === undefined)) {
    return `"${value}" is a value of none of the union's member types`;
  }
  return firstIssue(
    () => (type.facets.pattern ? checkPattern(value, type.facets.pattern) : undefined),
    () => enumerationIssue(value, type, 'lexical'),
  );
}

/** The enumeration, compared in the value space; the allowed values normalized as the value is. */
function enumerationIssue(typed: unknown, type: ValueType, space: ValueSpace): ScalarIssue | undefined {
  const allowed = type.facets.enumeration;
  if (!allowed) return undefined;
  const whiteSpace = type.itemType || type.memberTypes ? 'collapse' : (type.facets.whiteSpace ?? builtinWhiteSpace(type.base));
  return checkEnumeration(typed as string, allowed.map((value) => normalizeWhiteSpace(value, whiteSpace)), space);
}

/**
 * length/minLength/maxLength: characters, except octets for the binary types (Part 2, 4.3.1),
 * as the runtime counts them.
 */
function atomicLengthIssue(value: string, type: ValueType): ScalarIssue | undefined {
  // Length facets of xs:QName constrain nothing (XSD 1.0 Second Edition errata: always satisfied).
  if (type.base === 'QName') return undefined;
  const unit = type.base === 'hexBinary' || type.base === 'base64Binary' ? type.base : 'characters';
  return checkLength(value, type.facets, unit);
}

function digitsIssue(typed: unknown, type: ValueType): ScalarIssue | undefined {
  if (!isDecimalBased(type.base)) return undefined;
  const value = typed as Decimal;
  const { totalDigits, fractionDigits } = type.facets;
  return (
    (totalDigits !== undefined ? checkTotalDigits(value, totalDigits) : undefined) ??
    (fractionDigits !== undefined ? checkFractionDigits(value, fractionDigits) : undefined)
  );
}

/** The bounds, on decimals exactly and on doubles, dates, times, partial dates and durations in their order. */
function rangeIssueOf(typed: unknown, type: ValueType): ScalarIssue | undefined {
  if (isDecimalBased(type.base)) return checkRange(typed as Decimal, type.facets);
  if (isOrderedSpace(type.base)) return checkOrderedRange(typed, type.facets, type.base);
  return undefined;
}

/** True for the built-ins beside the decimal-based ones whose bounds are compared, each in its own order. */
export function isOrderedSpace(base: XsdBuiltin): base is OrderedSpace & XsdBuiltin {
  return (ORDERED_SPACES as readonly string[]).includes(base);
}

/** True for xs:decimal and the integer built-ins. */
export function isDecimalBased(base: XsdBuiltin): boolean {
  return base === 'decimal' || INTEGER_BUILTINS.has(base);
}

function firstIssue(...checks: Array<() => ScalarIssue | undefined>): string | undefined {
  for (const check of checks) {
    const issue = check();
    if (issue !== undefined) return issue.message;
  }
  return undefined;
}
