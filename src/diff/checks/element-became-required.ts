/**
 * `element-became-required` (breaking, request): An optional request element must now be sent.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An optional request element must now be sent. */
export const elementBecameRequired = defineCheck({
  id: 'element-became-required',
  level: 'breaking',
  direction: 'request',
  kinds: ['occurs-changed'],
  doc: 'An optional request element must now be sent.',
  check: (change) => (change.from.min === 0 && change.to.min > 0 ? [{}] : []),
});
