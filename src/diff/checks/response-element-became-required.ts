/**
 * `response-element-became-required` (info, response): An optional response element is now always present.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An optional response element is now always present. */
export const responseElementBecameRequired = defineCheck({
  id: 'response-element-became-required',
  level: 'info',
  direction: 'response',
  kinds: ['occurs-changed'],
  doc: 'An optional response element is now always present.',
  check: (change) => (change.from.min === 0 && change.to.min > 0 ? [{}] : []),
});
