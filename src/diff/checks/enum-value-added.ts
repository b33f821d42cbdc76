/**
 * `enum-value-added` (warning, response): A response element or attribute may carry a value readers have not seen.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A response element or attribute may carry a value readers have not seen. */
export const enumValueAdded = defineCheck({
  id: 'enum-value-added',
  level: 'warning',
  direction: 'response',
  kinds: ['enumeration-changed'],
  doc: 'A response element or attribute may carry a value readers have not seen.',
  check: (change) => change.added.map((value) => ({ value })),
});
