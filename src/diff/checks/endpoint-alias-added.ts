/**
 * `endpoint-alias-added` (info, both): An endpoint answers on another path too.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint answers on another path too. */
export const endpointAliasAdded = defineCheck({
  id: 'endpoint-alias-added',
  level: 'info',
  direction: 'both',
  kinds: ['alias-added'],
  doc: 'An endpoint answers on another path too.',
  check: (change) => [{ alias: change.alias }],
});
