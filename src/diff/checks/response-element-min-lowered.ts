/**
 * `response-element-min-lowered` (breaking, response): A response element may now appear fewer times than before, though still at least once.
 * Message and advice: ./messages.ts. Review r21 newsets H1.
 */
import { defineCheck } from './check.js';

/** A response element may now appear fewer times than before, though still at least once. */
export const responseElementMinLowered = defineCheck({
  id: 'response-element-min-lowered',
  level: 'breaking',
  direction: 'response',
  kinds: ['occurs-changed'],
  doc: 'A response element may now appear fewer times, still at least once (minOccurs lowered from above 1: element-became-optional says the rest); a reader that counts on the old minimum may find fewer.',
  check: ({ from, to }) => (to.min > 0 && to.min < from.min ? [{ min: to.min, was: from.min }] : []),
});
