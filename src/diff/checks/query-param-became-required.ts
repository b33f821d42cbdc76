/**
 * `query-param-became-required` (breaking, request): An optional query parameter must now be sent.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An optional query parameter must now be sent. */
export const queryParamBecameRequired = defineCheck({
  id: 'query-param-became-required',
  level: 'breaking',
  direction: 'request',
  kinds: ['query-param-requirement-changed'],
  doc: 'An optional query parameter must now be sent.',
  check: (change) => (change.to && !change.from ? [{ param: change.name }] : []),
});
