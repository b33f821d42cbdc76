/**
 * `enum-value-removed` (breaking, request): A request element or attribute no longer accepts a value.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A request element or attribute no longer accepts a value. */
export const enumValueRemoved = defineCheck({
  id: 'enum-value-removed',
  level: 'breaking',
  direction: 'request',
  kinds: ['enumeration-changed'],
  doc: 'A request element or attribute no longer accepts a value.',
  check: (change) => change.removed.map((value) => ({ value })),
});
