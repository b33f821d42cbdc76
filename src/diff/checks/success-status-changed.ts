/**
 * `success-status-changed` (warning, response): An endpoint answers success with other status codes.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showStatuses } from './show.js';

/** An endpoint answers success with other status codes. */
export const successStatusChanged = defineCheck({
  id: 'success-status-changed',
  level: 'warning',
  direction: 'response',
  kinds: ['success-status-changed'],
  doc: 'An endpoint answers success with other status codes.',
  check: (change) => [{ from: showStatuses(change.from), to: showStatuses(change.to) }],
});
