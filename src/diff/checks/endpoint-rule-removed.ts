/**
 * `endpoint-rule-removed` (info, request): An endpoint no longer checks a rule on its request.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showRule } from './show.js';

/** An endpoint no longer checks a rule on its request. */
export const endpointRuleRemoved = defineCheck({
  id: 'endpoint-rule-removed',
  level: 'info',
  direction: 'request',
  kinds: ['endpoint-rule-removed'],
  doc: 'An endpoint no longer checks a rule on its request.',
  check: (change) => [{ rule: showRule(change.rule) }],
});
