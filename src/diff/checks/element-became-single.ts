/**
 * `element-became-single` (breaking, request): A request element that could repeat may now appear only once.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showTimes } from './show.js';

/** A request element that could repeat may now appear only once. */
export const elementBecameSingle = defineCheck({
  id: 'element-became-single',
  level: 'breaking',
  direction: 'request',
  kinds: ['occurs-changed'],
  doc: 'A request element that could repeat may now appear only once.',
  check: (change) =>
    change.from.max !== 1 && change.to.max === 1 ? [{ times: showTimes(change.from.max) }] : [],
});
