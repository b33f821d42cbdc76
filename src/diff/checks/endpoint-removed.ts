/**
 * `endpoint-removed` (breaking, both): An endpoint of the base no longer exists.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint of the base no longer exists. */
export const endpointRemoved = defineCheck({
  id: 'endpoint-removed',
  level: 'breaking',
  direction: 'both',
  kinds: ['endpoint-removed'],
  doc: 'An endpoint of the base no longer exists.',
  check: (change) => [
    {
      note: change.replacedBy
        ? `; use ${change.replacedBy.method} ${change.replacedBy.path} instead`
        : '',
    },
  ],
});
