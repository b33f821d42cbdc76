/**
 * `required-query-param-added` (breaking, request): An endpoint requires a new query parameter.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint requires a new query parameter. */
export const requiredQueryParamAdded = defineCheck({
  id: 'required-query-param-added',
  level: 'breaking',
  direction: 'request',
  kinds: ['query-param-added'],
  doc: 'An endpoint requires a new query parameter.',
  check: (change) => (change.param.required ? [{ param: change.param.name }] : []),
});
