/**
 * `request-element-became-optional` (info, request): A required request element may now be left out.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A required request element may now be left out. */
export const requestElementBecameOptional = defineCheck({
  id: 'request-element-became-optional',
  level: 'info',
  direction: 'request',
  kinds: ['occurs-changed'],
  doc: 'A required request element may now be left out.',
  check: (change) => (change.from.min > 0 && change.to.min === 0 ? [{}] : []),
});
