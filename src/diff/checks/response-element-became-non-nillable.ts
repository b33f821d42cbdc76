/**
 * `response-element-became-non-nillable` (info, response): A response element is no longer xsi:nil.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A response element is no longer xsi:nil. */
export const responseElementBecameNonNillable = defineCheck({
  id: 'response-element-became-non-nillable',
  level: 'info',
  direction: 'response',
  kinds: ['nillable-changed'],
  doc: 'A response element is no longer xsi:nil.',
  check: (change) => (change.to ? [] : [{}]),
});
