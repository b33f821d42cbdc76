/**
 * `page-size-changed` (warning, response): A collection returns another number of results per response.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A collection returns another number of results per response. */
export const pageSizeChanged = defineCheck({
  id: 'page-size-changed',
  level: 'warning',
  direction: 'response',
  kinds: ['page-size-changed'],
  doc: 'A collection returns another number of results per response.',
  check: (change) => [{ from: change.from ?? 'unspecified', to: change.to ?? 'unspecified' }],
});
