/**
 * `request-root-removed` (breaking, request): An endpoint no longer accepts a root element in its request body.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint no longer accepts a root element in its request body. */
export const requestRootRemoved = defineCheck({
  id: 'request-root-removed',
  level: 'breaking',
  direction: 'request',
  kinds: ['request-root-removed'],
  doc: 'An endpoint no longer accepts a root element in its request body.',
  check: (change) => [{ root: change.root, schema: change.schema }],
});
