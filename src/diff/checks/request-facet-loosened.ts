/**
 * `request-facet-loosened` (info, request): A restriction (a facet, or an attribute's fixed value) of a request element or attribute admits more values.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacetChange } from './facet-direction.js';

/** A restriction (a facet, or an attribute's fixed value) of a request element or attribute admits more values. */
export const requestFacetLoosened = defineCheck({
  id: 'request-facet-loosened',
  level: 'info',
  direction: 'request',
  kinds: ['facet-changed'],
  doc: "A restriction (a facet, or an attribute's fixed value) of a request element or attribute admits more values.",
  check: (change) => (facetMove(change) === 'loosened' ? [showFacetChange(change)] : []),
});
