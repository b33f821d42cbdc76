/**
 * `facet-tightened` (breaking, request): A restriction (a facet, or an attribute's fixed value) of a request element or attribute admits fewer values (or other ones).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacetChange } from './facet-direction.js';

/** A restriction (a facet, or an attribute's fixed value) of a request element or attribute admits fewer values (or other ones). */
export const facetTightened = defineCheck({
  id: 'facet-tightened',
  level: 'breaking',
  direction: 'request',
  kinds: ['facet-changed'],
  doc: "A restriction (a facet, or an attribute's fixed value) of a request element or attribute admits fewer values (or other ones).",
  // A replaced pattern is pattern-changed: whether it admits fewer values is not known.
  check: (change) => {
    const move = facetMove(change);
    return move === 'loosened' || (move === 'changed' && change.facet === 'pattern') ? [] : [showFacetChange(change)];
  },
});
