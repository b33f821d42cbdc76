/**
 * `facet-tightened` (breaking, request): A restriction of a request element admits fewer values (or other ones).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacet } from './facet-direction.js';

/** A restriction of a request element admits fewer values (or other ones). */
export const facetTightened = defineCheck({
  id: 'facet-tightened',
  level: 'breaking',
  direction: 'request',
  kinds: ['facet-changed'],
  doc: 'A restriction of a request element admits fewer values (or other ones).',
  check: (change) =>
    facetMove(change) === 'loosened'
      ? []
      : [{ facet: change.facet, from: showFacet(change.from), to: showFacet(change.to) }],
});
