/**
 * The values of one restriction step's facets, checked against the type they restrict (XSD
 * Part 2, 4.3: each facet's "Constraints on ... Schema Components"). An XSD breaking them is
 * refused (SchemaInvalid, at the facet's own line) as xmllint refuses to compile it, instead of
 * generating checks that crash or mean nothing:
 * - an enumeration value must be a value of the base type, its facets included
 *   (`2024-13-01` on xs:date, `abc` on a base with pattern `[0-9]+`);
 * - a bound must be a value of the built-in (`1E0` or `abc` on xs:decimal, `1.5` on xs:integer,
 *   `300` on xs:byte);
 * - `fractionDigits` at most `totalDigits`, `minLength` at most `maxLength` (the base's
 *   included: `maxLength` 0 on xs:IDREFS, whose minLength is 1); not `length` with `minLength`/`maxLength`, nor
 *   `minInclusive` with `minExclusive` (or the max pair) in one step; the lower bound not above
 *   the upper one;
 * - each facet only narrows the base's (./facet-restriction.ts).
 * @see https://www.w3.org/TR/xmlschema-2/#rf-facets
 */
import { fail } from '../../errors.js';
import type { Facets, XsdBuiltin } from '../../ir/nodes.js';
import type { XsdFacetSources, XsdSource } from '../xsd/model.js';
import { checkFacetsNarrow, satisfies } from './facet-restriction.js';
import { builtinValueType, valueIssue, type ValueType, type ValueTypeOf } from './simple-values.js';

/** One restriction step: its own facets and where each stands. */
export interface FacetStep {
  facets: Facets;
  sources?: XsdFacetSources;
  /** The restriction's own place, for a facet without a source of its own. */
  source: XsdSource;
}

/** The type a step restricts: its values, and how messages name it (`xs:date`, `'{urn:t}Code'`). */
export interface RestrictedBase {
  type: ValueType;
  label: string;
}

type Bound = 'minInclusive' | 'minExclusive' | 'maxInclusive' | 'maxExclusive';
const BOUNDS: readonly Bound[] = ['minInclusive', 'minExclusive', 'maxInclusive', 'maxExclusive'];

/**
 * Refuses (SchemaInvalid) the first facet value of `step` that XSD does not allow on `base`.
 * @example checkFacetValues({ facets: { maxExclusive: '1E0' }, source }, { type: { base: 'decimal', facets: {} }, label: 'xs:decimal' }, typeOf) // throws
 */
export function checkFacetValues(step: FacetStep, base: RestrictedBase, typeOf: ValueTypeOf): void {
  const { facets } = step;
  const at = (facet: keyof Facets, index = 0): XsdSource => step.sources?.[facet]?.[index] ?? step.source;
  const refuse = (facet: keyof Facets, detail: string, index = 0): never => {
    const { file, line } = at(facet, index);
    return fail('SchemaInvalid', { file, line, detail });
  };
  facets.enumeration?.forEach((value, index) => {
    const issue = valueIssue(value, base.type, typeOf);
    if (issue) refuse('enumeration', `xs:enumeration value="${value}" is not a value of the base type ${base.label} (${issue})`, index);
  });
  const atomic = !base.type.itemType && !base.type.memberTypes;
  for (const facet of atomic ? BOUNDS : []) {
    const value = facets[facet];
    const issue = value === undefined ? undefined : valueIssue(value, builtinValueType(base.type.base), typeOf);
    if (issue) refuse(facet, `xs:${facet} value="${value}" is not a value of xs:${base.type.base} (${issue})`);
  }
  for (const [one, other] of EXCLUSIVE_IN_ONE_STEP) {
    if (facets[one] !== undefined && facets[other] !== undefined) refuse(one, `xs:${one} and xs:${other} cannot both be given in one restriction`);
  }
  const merged: Facets = { ...base.type.facets, ...facets };
  for (const [low, high] of COUNT_ORDER) {
    const lower = merged[low];
    const upper = merged[high];
    if (lower === undefined || upper === undefined || lower <= upper || (facets[low] === undefined && facets[high] === undefined)) continue;
    refuse(facets[low] !== undefined ? low : high, `xs:${low} value="${lower}" is greater than xs:${high} value="${upper}"`);
  }
  if (atomic) checkBoundOrder(merged, facets, base.type.base, refuse);
  checkFacetsNarrow(facets, base.type, refuse);
}

/**
 * Counts of which the first may not exceed the second, the base's included (Part 2, 4.3.12.4
 * fractionDigits-totalDigits; 4.3.2.4 minLength-less-than-equal-to-maxLength, which Xerces
 * refuses and xmllint compiles).
 */
const COUNT_ORDER: ReadonlyArray<readonly ['fractionDigits' | 'minLength', 'totalDigits' | 'maxLength']> = [
  ['fractionDigits', 'totalDigits'],
  ['minLength', 'maxLength'],
];

/** Facets XSD forbids together in one step (Part 2, 4.3.1.4, 4.3.9.4, 4.3.10.4). */
const EXCLUSIVE_IN_ONE_STEP: ReadonlyArray<readonly [keyof Facets, keyof Facets]> = [
  ['length', 'minLength'],
  ['length', 'maxLength'],
  ['minInclusive', 'minExclusive'],
  ['maxInclusive', 'maxExclusive'],
];

/**
 * The lower bound may not lie above the upper one (Part 2, 4.3.7.4 to 4.3.10.4): refused when
 * the order says so for certain; bounds that are incomparable (a zoned and an unzoned date
 * close together, `P1M` and `P30D`) pass: XSD 1.0 makes it an error for the lower bound "to be
 * greater than" the upper one, which neither is, and xmllint compiles them (Xerces, which
 * wants "<=" as XSD 1.1 does, refuses them; review r25 recheck L4, r27 recheck L2).
 */
function checkBoundOrder(merged: Facets, own: Facets, base: XsdBuiltin, refuse: (facet: keyof Facets, detail: string) => never): void {
  for (const [min, max, strict] of BOUND_PAIRS) {
    const low = merged[min];
    const high = merged[max];
    if (low === undefined || high === undefined || (own[min] === undefined && own[max] === undefined)) continue;
    // `high` must not be below `low` (strict: not below or equal).
    if (satisfies(high, low, strict ? 'maxInclusive' : 'maxExclusive', base)) {
      refuse(own[max] !== undefined ? max : min, `xs:${max} value="${high}" is ${strict ? 'not above' : 'below'} xs:${min} value="${low}"`);
    }
  }
}

/** [lower, upper, whether the upper must lie strictly above the lower]. */
const BOUND_PAIRS: ReadonlyArray<readonly [Bound, Bound, boolean]> = [
  ['minInclusive', 'maxInclusive', false],
  ['minInclusive', 'maxExclusive', true],
  ['minExclusive', 'maxInclusive', true],
  ['minExclusive', 'maxExclusive', false],
];
