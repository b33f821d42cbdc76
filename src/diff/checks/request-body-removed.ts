/**
 * `request-body-removed` (breaking, request): An endpoint no longer takes a request body.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showBody } from './show.js';

/** An endpoint no longer takes a request body. */
export const requestBodyRemoved = defineCheck({
  id: 'request-body-removed',
  level: 'breaking',
  direction: 'request',
  kinds: ['request-body-removed'],
  doc: 'An endpoint no longer takes a request body.',
  check: (change) => [{ body: showBody(change.body) }],
});
