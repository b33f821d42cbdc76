/**
 * `element-became-list` (breaking, response): A response element that appeared once may now repeat.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showTimes } from './show.js';

/** A response element that appeared once may now repeat. */
export const elementBecameList = defineCheck({
  id: 'element-became-list',
  level: 'breaking',
  direction: 'response',
  kinds: ['occurs-changed'],
  doc: 'A response element that appeared once may now repeat.',
  check: (change) =>
    change.from.max === 1 && change.to.max !== 1 ? [{ times: showTimes(change.to.max) }] : [],
});
