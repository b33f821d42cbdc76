/**
 * `error-status-changed` (info, response): An endpoint documents other error status codes.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showStatuses } from './show.js';

/** An endpoint documents other error status codes. */
export const errorStatusChanged = defineCheck({
  id: 'error-status-changed',
  level: 'info',
  direction: 'response',
  kinds: ['error-status-changed'],
  doc: 'An endpoint documents other error status codes.',
  check: (change) => [{ from: showStatuses(change.from), to: showStatuses(change.to) }],
});
