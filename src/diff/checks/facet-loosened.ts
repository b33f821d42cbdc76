/**
 * `facet-loosened` (warning, response): A restriction (a facet, or an attribute's fixed value) of a response element or attribute admits more values (or other ones).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacetChange } from './facet-direction.js';

/** A restriction (a facet, or an attribute's fixed value) of a response element or attribute admits more values (or other ones). */
export const facetLoosened = defineCheck({
  id: 'facet-loosened',
  level: 'warning',
  direction: 'response',
  kinds: ['facet-changed'],
  doc: "A restriction (a facet, or an attribute's fixed value) of a response element or attribute admits more values (or other ones).",
  check: (change) => (facetMove(change) === 'tightened' ? [] : [showFacetChange(change)]),
});
