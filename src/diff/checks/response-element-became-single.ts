/**
 * `response-element-became-single` (info, response): A repeated response element now appears at most once.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showTimes } from './show.js';

/** A repeated response element now appears at most once. */
export const responseElementBecameSingle = defineCheck({
  id: 'response-element-became-single',
  level: 'info',
  direction: 'response',
  kinds: ['occurs-changed'],
  doc: 'A repeated response element now appears at most once.',
  check: (change) =>
    change.from.max !== 1 && change.to.max === 1 ? [{ times: showTimes(change.from.max) }] : [],
});
