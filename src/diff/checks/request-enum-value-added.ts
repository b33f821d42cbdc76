/**
 * `request-enum-value-added` (info, request): A request element or attribute accepts a new value.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A request element or attribute accepts a new value. */
export const requestEnumValueAdded = defineCheck({
  id: 'request-enum-value-added',
  level: 'info',
  direction: 'request',
  kinds: ['enumeration-changed'],
  doc: 'A request element or attribute accepts a new value.',
  check: (change) => change.added.map((value) => ({ value })),
});
