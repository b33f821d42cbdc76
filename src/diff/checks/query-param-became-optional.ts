/**
 * `query-param-became-optional` (info, request): A required query parameter may now be left out.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A required query parameter may now be left out. */
export const queryParamBecameOptional = defineCheck({
  id: 'query-param-became-optional',
  level: 'info',
  direction: 'request',
  kinds: ['query-param-requirement-changed'],
  doc: 'A required query parameter may now be left out.',
  check: (change) => (!change.to && change.from ? [{ param: change.name }] : []),
});
