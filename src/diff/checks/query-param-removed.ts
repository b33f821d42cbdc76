/**
 * `query-param-removed` (breaking, request): An endpoint no longer accepts a query parameter.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint no longer accepts a query parameter. */
export const queryParamRemoved = defineCheck({
  id: 'query-param-removed',
  level: 'breaking',
  direction: 'request',
  kinds: ['query-param-removed'],
  doc: 'An endpoint no longer accepts a query parameter.',
  check: (change) => [{ param: change.param.name }],
});
