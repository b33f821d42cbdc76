/**
 * `element-became-optional` (warning, response): A response element that was always present may now be absent.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A response element that was always present may now be absent. */
export const elementBecameOptional = defineCheck({
  id: 'element-became-optional',
  level: 'warning',
  direction: 'response',
  kinds: ['occurs-changed'],
  doc: 'A response element that was always present may now be absent.',
  check: (change) => (change.from.min > 0 && change.to.min === 0 ? [{}] : []),
});
