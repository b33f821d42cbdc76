/**
 * `facet-loosened` (warning, response): A restriction of a response element admits more values (or other ones).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacet } from './facet-direction.js';

/** A restriction of a response element admits more values (or other ones). */
export const facetLoosened = defineCheck({
  id: 'facet-loosened',
  level: 'warning',
  direction: 'response',
  kinds: ['facet-changed'],
  doc: 'A restriction of a response element admits more values (or other ones).',
  check: (change) =>
    facetMove(change) === 'tightened'
      ? []
      : [{ facet: change.facet, from: showFacet(change.from), to: showFacet(change.to) }],
});
