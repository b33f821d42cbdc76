/**
 * `request-attribute-became-optional` (info, request): A required request attribute may now be left out.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A required request attribute may now be left out. */
export const requestAttributeBecameOptional = defineCheck({
  id: 'request-attribute-became-optional',
  level: 'info',
  direction: 'request',
  kinds: ['attribute-use-changed'],
  doc: 'A required request attribute may now be left out.',
  check: (change) => (change.from && !change.to ? [{}] : []),
});
