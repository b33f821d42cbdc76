/**
 * `request-facet-loosened` (info, request): A restriction of a request element admits more values.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacet } from './facet-direction.js';

/** A restriction of a request element admits more values. */
export const requestFacetLoosened = defineCheck({
  id: 'request-facet-loosened',
  level: 'info',
  direction: 'request',
  kinds: ['facet-changed'],
  doc: 'A restriction of a request element admits more values.',
  check: (change) =>
    facetMove(change) === 'loosened'
      ? [{ facet: change.facet, from: showFacet(change.from), to: showFacet(change.to) }]
      : [],
});
