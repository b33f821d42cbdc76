/**
 * `request-element-became-nillable` (info, request): A request element may now be sent as xsi:nil.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A request element may now be sent as xsi:nil. */
export const requestElementBecameNillable = defineCheck({
  id: 'request-element-became-nillable',
  level: 'info',
  direction: 'request',
  kinds: ['nillable-changed'],
  doc: 'A request element may now be sent as xsi:nil.',
  check: (change) => (change.to ? [{}] : []),
});
