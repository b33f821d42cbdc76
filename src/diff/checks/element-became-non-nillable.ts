/**
 * `element-became-non-nillable` (breaking, request): A request element may no longer be sent as xsi:nil.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A request element may no longer be sent as xsi:nil. */
export const elementBecameNonNillable = defineCheck({
  id: 'element-became-non-nillable',
  level: 'breaking',
  direction: 'request',
  kinds: ['nillable-changed'],
  doc: 'A request element may no longer be sent as xsi:nil.',
  check: (change) => (change.to ? [] : [{}]),
});
