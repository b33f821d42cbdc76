/**
 * `response-body-changed` (breaking, response): A status of an endpoint answers with another document or root element.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showBody } from './show.js';

/** A status of an endpoint answers with another document or root element. */
export const responseBodyChanged = defineCheck({
  id: 'response-body-changed',
  level: 'breaking',
  direction: 'response',
  kinds: ['response-body-changed'],
  doc: 'A status of an endpoint answers with another document or root element.',
  check: (change) => [
    { status: change.status, from: showBody(change.from), to: showBody(change.to) },
  ],
});
