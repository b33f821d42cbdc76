/**
 * Whether a facet change admits fewer values (tightened), more (loosened), or some of each
 * (changed: a replaced pattern, a different fixed length, another whiteSpace rule), so that the
 * facet checks can classify it for writers of requests and readers of responses. An attribute's
 * fixed value counts as a facet admitting one value: set, it tightens; dropped, it loosens;
 * replaced, it changes.
 */
import type { ChangeOf } from '../changes.js';

/** Which way a facet moved. */
export type FacetMove = 'tightened' | 'loosened' | 'changed';

/** Facets whose larger value admits more values. */
const UPPER = new Set([
  'maxLength',
  'maxInclusive',
  'maxExclusive',
  'totalDigits',
  'fractionDigits',
]);
/** Facets whose larger value admits fewer values. */
const LOWER = new Set(['minLength', 'minInclusive', 'minExclusive']);

function numeric(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * The patterns of one restriction step are alternatives (XSD Part 2, 4.3.4.3: OR-ed): one added
 * admits more values, one removed fewer (review r21 newsets M1: a second pattern read as a
 * tightening); any other replacement cannot be told apart without comparing the languages.
 */
function patternMove(from: unknown, to: unknown): FacetMove {
  const before = new Set(Array.isArray(from) ? from : [from]);
  const after = new Set(Array.isArray(to) ? to : [to]);
  if ([...before].every((pattern) => after.has(pattern))) return 'loosened';
  if ([...after].every((pattern) => before.has(pattern))) return 'tightened';
  return 'changed';
}

/**
 * How a facet change moves the value space.
 * @example facetMove({ facet: 'maxLength', from: 10, to: 5 }) // 'tightened'
 */
export function facetMove(
  change: Pick<ChangeOf<'facet-changed'>, 'facet' | 'from' | 'to'>,
): FacetMove {
  if (change.from === undefined) return 'tightened';
  if (change.to === undefined) return 'loosened';
  if (change.facet === 'pattern') return patternMove(change.from, change.to);
  const before = numeric(change.from);
  const after = numeric(change.to);
  if (before === undefined || after === undefined) return 'changed';
  if (UPPER.has(change.facet)) return after > before ? 'loosened' : 'tightened';
  if (LOWER.has(change.facet)) return after < before ? 'loosened' : 'tightened';
  return 'changed';
}

/** A facet value as a message shows it. */
export function showFacet(value: string | number | string[] | undefined): string {
  if (value === undefined) return '(none)';
  return Array.isArray(value) ? value.map((item) => `"${item}"`).join(', ') : String(value);
}

/**
 * The arguments of a facet finding: facet name and both values as messages show them (an
 * attribute's fixed value quoted, as the one value it admits).
 * @example showFacetChange({ facet: 'fixed', to: '1.0' }) // { facet: 'fixed value', from: '(none)', to: '"1.0"' }
 */
export function showFacetChange(change: Pick<ChangeOf<'facet-changed'>, 'facet' | 'from' | 'to'>): {
  facet: string;
  from: string;
  to: string;
} {
  // Patterns of one step are alternatives: shown as such, not as a list read as "all of".
  if (change.facet === 'pattern') {
    const either = (value: typeof change.from): string =>
      Array.isArray(value) ? value.map((item) => `"${item}"`).join(' or ') : showFacet(value);
    return { facet: 'pattern', from: either(change.from), to: either(change.to) };
  }
  if (change.facet !== 'fixed')
    return { facet: change.facet, from: showFacet(change.from), to: showFacet(change.to) };
  const quoted = (value: unknown): string =>
    value === undefined ? '(none)' : `"${String(value)}"`;
  return { facet: 'fixed value', from: quoted(change.from), to: quoted(change.to) };
}
