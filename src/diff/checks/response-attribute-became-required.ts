/**
 * `response-attribute-became-required` (info, response): An optional response attribute is now always present.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An optional response attribute is now always present. */
export const responseAttributeBecameRequired = defineCheck({
  id: 'response-attribute-became-required',
  level: 'info',
  direction: 'response',
  kinds: ['attribute-use-changed'],
  doc: 'An optional response attribute is now always present.',
  check: (change) => (!change.from && change.to ? [{}] : []),
});
