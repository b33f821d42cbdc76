/**
 * `wildcard-narrowed` (breaking, request): An element wildcard (xs:any) or attribute wildcard (xs:anyAttribute) of a request element takes less than before: removed, fewer namespaces, stricter processContents (lax becomes strict) or fewer occurrences.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { wildcardArgs, wildcardMove } from '../wildcards.js';

/** An element or attribute wildcard of a request element takes less than before. */
export const wildcardNarrowed = defineCheck({
  id: 'wildcard-narrowed',
  level: 'breaking',
  direction: 'request',
  kinds: ['wildcard-changed'],
  doc: 'An element wildcard (xs:any) or attribute wildcard (xs:anyAttribute) of a request element takes less than before: removed, fewer namespaces, stricter processContents (lax becomes strict) or fewer occurrences; extension content sent before may be rejected.',
  check: (change) => (wildcardMove(change.from, change.to).narrowed ? [wildcardArgs(change)] : []),
});
