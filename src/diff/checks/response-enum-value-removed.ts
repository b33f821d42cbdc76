/**
 * `response-enum-value-removed` (info, response): A response element or attribute no longer carries a value.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A response element or attribute no longer carries a value. */
export const responseEnumValueRemoved = defineCheck({
  id: 'response-enum-value-removed',
  level: 'info',
  direction: 'response',
  kinds: ['enumeration-changed'],
  doc: 'A response element or attribute no longer carries a value.',
  check: (change) => change.removed.map((value) => ({ value })),
});
