/**
 * `response-facet-tightened` (info, response): A restriction (a facet, or an attribute's fixed value) of a response element or attribute admits fewer values.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacetChange } from './facet-direction.js';

/** A restriction (a facet, or an attribute's fixed value) of a response element or attribute admits fewer values. */
export const responseFacetTightened = defineCheck({
  id: 'response-facet-tightened',
  level: 'info',
  direction: 'response',
  kinds: ['facet-changed'],
  doc: "A restriction (a facet, or an attribute's fixed value) of a response element or attribute admits fewer values.",
  check: (change) => (facetMove(change) === 'tightened' ? [showFacetChange(change)] : []),
});
