/**
 * `wildcard-widened` (info, both): An element wildcard (xs:any) or attribute wildcard (xs:anyAttribute) takes more than before: added, more namespaces, laxer processContents or more occurrences.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showWildcard, wildcardMove } from '../wildcards.js';

/** An element or attribute wildcard takes more than before. */
export const wildcardWidened = defineCheck({
  id: 'wildcard-widened',
  level: 'info',
  direction: 'both',
  kinds: ['wildcard-changed'],
  doc: 'An element wildcard (xs:any) or attribute wildcard (xs:anyAttribute) takes more than before: added, more namespaces, laxer processContents or more occurrences; documents may carry extension content they could not before.',
  check: (change) =>
    wildcardMove(change.from, change.to).widened
      ? [{ what: change.on === 'element' ? 'element wildcard (xs:any)' : 'attribute wildcard (xs:anyAttribute)', from: showWildcard(change.from), to: showWildcard(change.to) }]
      : [],
});
