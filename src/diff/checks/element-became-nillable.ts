/**
 * `element-became-nillable` (warning, response): A response element may now be xsi:nil.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A response element may now be xsi:nil. */
export const elementBecameNillable = defineCheck({
  id: 'element-became-nillable',
  level: 'warning',
  direction: 'response',
  kinds: ['nillable-changed'],
  doc: 'A response element may now be xsi:nil.',
  check: (change) => (change.to ? [{}] : []),
});
