/**
 * `endpoint-rule-added` (breaking, request): An endpoint checks a new rule on its request.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showRule } from './show.js';

/** An endpoint checks a new rule on its request. */
export const endpointRuleAdded = defineCheck({
  id: 'endpoint-rule-added',
  level: 'breaking',
  direction: 'request',
  kinds: ['endpoint-rule-added'],
  doc: 'An endpoint checks a new rule on its request.',
  check: (change) => [{ rule: showRule(change.rule) }],
});
