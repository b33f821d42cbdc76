/**
 * `request-schema-changed` (breaking, request): An endpoint takes another document type as its request body.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint takes another document type as its request body. */
export const requestSchemaChanged = defineCheck({
  id: 'request-schema-changed',
  level: 'breaking',
  direction: 'request',
  kinds: ['request-schema-changed'],
  doc: 'An endpoint takes another document type as its request body.',
  check: (change) => [{ from: change.from || 'none', to: change.to || 'none' }],
});
