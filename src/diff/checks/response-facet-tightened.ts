/**
 * `response-facet-tightened` (info, response): A restriction of a response element admits fewer values.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacet } from './facet-direction.js';

/** A restriction of a response element admits fewer values. */
export const responseFacetTightened = defineCheck({
  id: 'response-facet-tightened',
  level: 'info',
  direction: 'response',
  kinds: ['facet-changed'],
  doc: 'A restriction of a response element admits fewer values.',
  check: (change) =>
    facetMove(change) === 'tightened'
      ? [{ facet: change.facet, from: showFacet(change.from), to: showFacet(change.to) }]
      : [],
});
