/**
 * `request-content-type-changed` (breaking, request): An endpoint takes its request body in another content type.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint takes its request body in another content type. */
export const requestContentTypeChanged = defineCheck({
  id: 'request-content-type-changed',
  level: 'breaking',
  direction: 'request',
  kinds: ['request-content-type-changed'],
  doc: 'An endpoint takes its request body in another content type.',
  check: (change) => [{ from: change.from, to: change.to }],
});
