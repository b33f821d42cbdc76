/**
 * Whether a type change admits more values (widened: every text the old type accepted, the new
 * one accepts too, as integer -> decimal), fewer (narrowed: the reverse), or neither (changed:
 * unrelated builtins, lists and unions, element content), so that the type checks can classify
 * it for writers of requests and readers of responses. Conservative: only a change along the
 * XSD builtin derivation tree, with the wider side's facets no stricter than the narrower's,
 * counts as widening or narrowing; so does plain text becoming mixed content that still admits
 * text alone (every old value stays valid, readers may meet child elements). Anything else is
 * `changed`.
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

/** The simple value space of an element's text when it has no child elements (simple content included). */
function textOf(type: TypeSummary): Extract<TypeSummary, { kind: 'simple' }> | undefined {
  if (type.kind === 'simple') return type;
  return type.text?.kind === 'simple' && !type.elements.length && !type.mixed
    ? type.text
    : undefined;
}

/** True when `wide` accepts every lexical form `narrow` accepts, as far as can be told. */
function admitsAll(narrow: TypeSummary, wide: TypeSummary): boolean {
  // Mixed content that admits text alone admits any text: every plain value, and every document
  // of the same elements without text between them.
  if (wide.kind === 'complex' && wide.mixed?.textAlone) {
    const text = textOf(narrow);
    // anyType (an untyped element) also admits elements the mixed type does not declare.
    if (text) return text.base !== 'anyType';
    return (
      narrow.kind === 'complex' &&
      !narrow.text &&
      narrow.content === wide.content &&
      narrow.elements.join(' ') === wide.elements.join(' ')
    );
  }
  const narrowText = textOf(narrow);
  const wideText = textOf(wide);
  if (!narrowText || !wideText) return false;
  if (narrowText.variety !== undefined || wideText.variety !== undefined) return false;
  return (
    builtinDerivesFrom(narrowText.base, wideText.base) &&
    facetsNoStricter(narrowText.facets, wideText.facets)
  );
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
