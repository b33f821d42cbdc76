/**
 * `attribute-became-required` (breaking, request): An optional request attribute must now be sent.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An optional request attribute must now be sent. */
export const attributeBecameRequired = defineCheck({
  id: 'attribute-became-required',
  level: 'breaking',
  direction: 'request',
  kinds: ['attribute-use-changed'],
  doc: 'An optional request attribute must now be sent.',
  check: (change) => (!change.from && change.to ? [{}] : []),
});
