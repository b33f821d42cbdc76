/**
 * `query-param-added` (info, request): An endpoint accepts a new optional query parameter.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint accepts a new optional query parameter. */
export const queryParamAdded = defineCheck({
  id: 'query-param-added',
  level: 'info',
  direction: 'request',
  kinds: ['query-param-added'],
  doc: 'An endpoint accepts a new optional query parameter.',
  check: (change) => (change.param.required ? [] : [{ param: change.param.name }]),
});
