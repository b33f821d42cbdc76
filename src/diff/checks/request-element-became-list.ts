/**
 * `request-element-became-list` (info, request): A request element may now be repeated.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showTimes } from './show.js';

/** A request element may now be repeated. */
export const requestElementBecameList = defineCheck({
  id: 'request-element-became-list',
  level: 'info',
  direction: 'request',
  kinds: ['occurs-changed'],
  doc: 'A request element may now be repeated.',
  check: (change) =>
    change.from.max === 1 && change.to.max !== 1 ? [{ times: showTimes(change.to.max) }] : [],
});
