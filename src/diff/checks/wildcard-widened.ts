/**
 * `wildcard-widened` (info, both): An element wildcard (xs:any) or attribute wildcard (xs:anyAttribute) takes more than before: added, more namespaces, laxer processContents or more occurrences.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { wildcardArgs, wildcardMove } from '../wildcards.js';

/** An element or attribute wildcard takes more than before. */
export const wildcardWidened = defineCheck({
  id: 'wildcard-widened',
  level: 'info',
  direction: 'both',
  kinds: ['wildcard-changed'],
  doc: 'An element wildcard (xs:any) or attribute wildcard (xs:anyAttribute) takes more than before: added, more namespaces, laxer processContents or more occurrences; documents may carry extension content they could not before.',
  check: (change) => (wildcardMove(change.from, change.to).widened ? [wildcardArgs(change)] : []),
});
