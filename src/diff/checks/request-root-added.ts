/**
 * `request-root-added` (info, request): An endpoint accepts another root element in its request body.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint accepts another root element in its request body. */
export const requestRootAdded = defineCheck({
  id: 'request-root-added',
  level: 'info',
  direction: 'request',
  kinds: ['request-root-added'],
  doc: 'An endpoint accepts another root element in its request body.',
  check: (change) => [{ root: change.root, schema: change.schema }],
});
