/**
 * Whether a type change admits more values (widened: every text the old type accepted, the new
 * one accepts too, as integer -> decimal), fewer (narrowed: the reverse), or neither (changed:
 * unrelated builtins, lists and unions, element content), so that the type checks can classify
 * it for writers of requests and readers of responses. Conservative: only a change along the
 * XSD builtin derivation tree, with the wider side's facets no stricter than the narrower's,
 * counts as widening or narrowing; anything else is `changed`.
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes (the derivation hierarchy)
 */
import { builtinDerivesFrom, type Facets } from '../../ir/index.js';
import type { TypeSummary } from '../changes.js';
import { facetMove } from './facet-direction.js';

/** Which way a type change moved the value space. */
export type TypeMove = 'widened' | 'narrowed' | 'changed';

function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * True when every facet of `wide` admits at least what the same facet of `narrow` admits (a
 * facet only `wide` has restricts it: false).
 */
function facetsNoStricter(narrow: Facets, wide: Facets): boolean {
  return (Object.keys(wide) as Array<keyof Facets>).every((facet) => {
    const before = narrow[facet];
    const after = wide[facet];
    if (after === undefined || sameValue(before, after)) return true;
    if (facet === 'enumeration')
      return Array.isArray(before) && before.every((value) => (after as string[]).includes(value));
    return facetMove({ facet, from: before, to: after }) === 'loosened';
  });
}

/** True when `wide` accepts every lexical form `narrow` accepts, as far as can be told. */
function admitsAll(narrow: TypeSummary, wide: TypeSummary): boolean {
  if (narrow.kind !== 'simple' || wide.kind !== 'simple') return false;
  if (narrow.variety !== undefined || wide.variety !== undefined) return false;
  return builtinDerivesFrom(narrow.base, wide.base) && facetsNoStricter(narrow.facets, wide.facets);
}

/**
 * How a type change moves the value space of an element.
 * @example typeMove({ kind: 'simple', base: 'integer', facets: {} }, { kind: 'simple', base: 'decimal', facets: {} }) // 'widened'
 */
export function typeMove(from: TypeSummary, to: TypeSummary): TypeMove {
  if (admitsAll(from, to)) return 'widened';
  if (admitsAll(to, from)) return 'narrowed';
  return 'changed';
}
