/**
 * `request-body-added` (breaking, request): An endpoint now requires a request body.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showBody } from './show.js';

/** An endpoint now requires a request body. */
export const requestBodyAdded = defineCheck({
  id: 'request-body-added',
  level: 'breaking',
  direction: 'request',
  kinds: ['request-body-added'],
  doc: 'An endpoint now requires a request body.',
  check: (change) => (change.required ? [{ body: showBody(change.body) }] : []),
});
