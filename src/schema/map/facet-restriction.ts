/**
 * A restriction's facets may only narrow those of the type it restricts (XSD Part 2, the
 * "*-valid-restriction" constraints of 4.3.1 to 4.3.12): `length` stays the base's, `minLength`
 * does not fall below the base's nor `maxLength` rise above it, `totalDigits` and
 * `fractionDigits` do not grow, `whiteSpace` does not weaken (collapse > replace > preserve),
 * and a bound stays within the base's bounds. An XSD breaking one is refused (SchemaInvalid, at
 * the facet's own line) as xmllint refuses to compile it (review r21 torture M6: `length` 3
 * restricted to 4 was generated, and every value then failed one of the two).
 */
import { INTEGER_BUILTINS } from '../../ir/builtins.js';
import type { Facets, XsdBuiltin } from '../../ir/nodes.js';
import { parseDecimal } from '../../runtime/decimal.js';
import { checkRange } from '../../runtime/facets.js';
import { builtinValueIssue } from '../../runtime/builtin-values.js';
import { builtinWhiteSpace } from '../../runtime/lexical-checks.js';
import { checkOrderedRange, type RangeBounds } from '../../runtime/value-space.js';
import { isDecimalBased, isOrderedSpace, type ValueType } from './simple-values.js';

/** How a facet of the step names its finding; the caller places it at the facet's line. */
export type RefuseFacet = (facet: keyof Facets, detail: string) => never;

/** True when `value` satisfies the bound `facet` = `bound` in the built-in's order, for certain. */
export function satisfies(value: string, bound: string, facet: 'maxInclusive' | 'maxExclusive', base: XsdBuiltin): boolean {
  const bounds: RangeBounds = { [facet]: bound };
  try {
    if (isDecimalBased(base)) return checkRange(parseDecimal(value), bounds) === undefined;
    if (isOrderedSpace(base)) return checkOrderedRange(value, bounds, base) === undefined;
  } catch {
    // A bound that is no value of the type (a base's, kept after its own error was reported).
  }
  return false;
}

type Bound = 'minInclusive' | 'minExclusive' | 'maxInclusive' | 'maxExclusive';
type Relation = '>=' | '<=' | '>' | '<';

/**
 * For each bound of the step, the base's bounds it must respect and how (XSD Part 2,
 * minInclusive-valid-restriction, maxInclusive-, minExclusive-, maxExclusive-valid-restriction).
 */
const BOUND_RESTRICTIONS: Readonly<Record<Bound, ReadonlyArray<readonly [Bound, Relation]>>> = {
  minInclusive: [['minInclusive', '>='], ['maxInclusive', '<='], ['minExclusive', '>'], ['maxExclusive', '<']],
  maxInclusive: [['maxInclusive', '<='], ['maxExclusive', '<'], ['minInclusive', '>='], ['minExclusive', '>']],
  minExclusive: [['minExclusive', '>='], ['maxInclusive', '<='], ['minInclusive', '>='], ['maxExclusive', '<']],
  maxExclusive: [['maxExclusive', '<='], ['maxInclusive', '<='], ['minInclusive', '>'], ['minExclusive', '>']],
};

const RELATION_WORDS: Readonly<Record<Relation, string>> = { '>=': 'below', '<=': 'above', '>': 'not above', '<': 'not below' };

/**
 * How `value` fails to keep `relation` to `bound` (`above`, `not below`...), or undefined when
 * it keeps it. A value the order cannot compare with the bound (a zoned and an unzoned date,
 * NaN, `P1M` and `P30D`) fails too, for a bound of the step must be a value the base allows
 * (XSD Part 2, 4.3.7-4.3.10: xmllint and Xerces refuse `2020-01-01Z` under a maxInclusive
 * `2020-01-01`). Texts that are no values of the built-in fail nothing here: their own error
 * is reported where they stand.
 */
function breach(value: string, relation: Relation, bound: string, base: XsdBuiltin): string | undefined {
  if (builtinValueIssue(base, value) || builtinValueIssue(base, bound)) return undefined;
  const kept =
    relation === '>=' ? satisfies(bound, value, 'maxInclusive', base)
    : relation === '<=' ? satisfies(value, bound, 'maxInclusive', base)
    : relation === '>' ? satisfies(bound, value, 'maxExclusive', base)
    : satisfies(value, bound, 'maxExclusive', base);
  if (kept) return undefined;
  const comparable = satisfies(value, bound, 'maxInclusive', base) || satisfies(bound, value, 'maxInclusive', base);
  return comparable ? `is ${RELATION_WORDS[relation]}` : 'cannot be compared with';
}

/**
 * The facets the built-ins fix for every type derived from them (XSD Part 2, 3.3.13-3.3.25 and
 * 4.3.6): `fractionDigits` 0 under xs:integer and the types derived from it, `whiteSpace`
 * collapse on a list. A step may restate them, not change them (Xerces' FixedFacetValue;
 * libxml2 compiles `fractionDigits` 2 on xs:int).
 */
function fixedFacetsOf(base: ValueType): Facets {
  if (base.itemType) return { whiteSpace: 'collapse' };
  return INTEGER_BUILTINS.has(base.base) ? { fractionDigits: 0 } : {};
}

const WHITESPACE_STRENGTH: Readonly<Record<NonNullable<Facets['whiteSpace']>, number>> = { preserve: 0, replace: 1, collapse: 2 };

type Count = 'length' | 'minLength' | 'maxLength' | 'totalDigits' | 'fractionDigits';
type CountRelation = '=' | '>=' | '<=';

/** For each count of the step, the base's count it must keep to and how (length-, minLength-, maxLength-, totalDigits-, fractionDigits-valid-restriction). */
const COUNT_RESTRICTIONS: ReadonlyArray<readonly [Count, Count, CountRelation]> = [
  ['length', 'length', '='],
  ['length', 'minLength', '>='],
  ['length', 'maxLength', '<='],
  ['minLength', 'minLength', '>='],
  ['maxLength', 'maxLength', '<='],
  ['totalDigits', 'totalDigits', '<='],
  ['fractionDigits', 'fractionDigits', '<='],
];

const COUNT_WORDS: Readonly<Record<CountRelation, string>> = { '=': 'differs from', '>=': 'is below', '<=': 'is above' };

/** Refuses (through `refuse`) the first facet of `own` that widens what `base` allows. */
export function checkFacetsNarrow(own: Facets, base: ValueType, refuse: RefuseFacet): void {
  const inherited = { ...fixedFacetsOf(base), ...base.facets };
  for (const [facet, baseFacet, relation] of COUNT_RESTRICTIONS) {
    const value = own[facet];
    const limit = inherited[baseFacet];
    if (value === undefined || limit === undefined) continue;
    const fits = relation === '=' ? value === limit : relation === '>=' ? value >= limit : value <= limit;
    if (!fits) refuse(facet, `xs:${facet} value="${value}" ${COUNT_WORDS[relation]} the base type's ${baseFacet} ${limit}`);
  }
  if (own.whiteSpace !== undefined && !base.memberTypes) {
    const inheritedWhiteSpace = inherited.whiteSpace ?? builtinWhiteSpace(base.base);
    if (WHITESPACE_STRENGTH[own.whiteSpace] < WHITESPACE_STRENGTH[inheritedWhiteSpace])
      refuse('whiteSpace', `xs:whiteSpace value="${own.whiteSpace}" is weaker than the base type's whiteSpace ${inheritedWhiteSpace}`);
  }
  if (base.itemType || base.memberTypes) return;
  for (const facet of Object.keys(BOUND_RESTRICTIONS) as Bound[]) {
    const value = own[facet];
    if (value === undefined) continue;
    for (const [baseFacet, relation] of BOUND_RESTRICTIONS[facet]) {
      const bound = inherited[baseFacet];
      const how = bound === undefined ? undefined : breach(value, relation, bound, base.base);
      if (how) refuse(facet, `xs:${facet} value="${value}" ${how} the base type's ${baseFacet} ${bound}`);
    }
  }
}
