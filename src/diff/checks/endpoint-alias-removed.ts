/**
 * `endpoint-alias-removed` (breaking, both): An endpoint no longer answers on one of its paths.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint no longer answers on one of its paths. */
export const endpointAliasRemoved = defineCheck({
  id: 'endpoint-alias-removed',
  level: 'breaking',
  direction: 'both',
  kinds: ['alias-removed'],
  doc: 'An endpoint no longer answers on one of its paths.',
  check: (change) => [{ alias: change.alias }],
});
