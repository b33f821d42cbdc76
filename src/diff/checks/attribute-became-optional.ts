/**
 * `attribute-became-optional` (warning, response): A response attribute that was always present may now be absent.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A response attribute that was always present may now be absent. */
export const attributeBecameOptional = defineCheck({
  id: 'attribute-became-optional',
  level: 'warning',
  direction: 'response',
  kinds: ['attribute-use-changed'],
  doc: 'A response attribute that was always present may now be absent.',
  check: (change) => (change.from && !change.to ? [{}] : []),
});
