/**
 * `pattern-changed` (warning, request): The pattern of a request element or attribute was replaced by another: values sent before may not all match it.
 * Message and advice: ./messages.ts. Review r21 newsets M1: `[a-z]+` -> `[a-zA-Z]+` was reported
 * breaking, "some values sent before are now rejected", which no value was.
 */
import { defineCheck } from './check.js';
import { facetMove, showFacetChange } from './facet-direction.js';

/** The pattern of a request element or attribute was replaced by another. */
export const patternChanged = defineCheck({
  id: 'pattern-changed',
  level: 'warning',
  direction: 'request',
  kinds: ['facet-changed'],
  doc: 'The pattern of a request element or attribute was replaced by another (not only alternatives added or removed): whether it admits fewer values is not told, so check the values sent.',
  check: (change) =>
    change.facet === 'pattern' && facetMove(change) === 'changed' ? [showFacetChange(change)] : [],
});
