/**
 * `endpoint-added` (info, both): An endpoint exists only in the revision.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An endpoint exists only in the revision. */
export const endpointAdded = defineCheck({
  id: 'endpoint-added',
  level: 'info',
  direction: 'both',
  kinds: ['endpoint-added'],
  doc: 'An endpoint exists only in the revision.',
  check: (change) => [
    {
      note: change.replaces
        ? ` (it replaces ${change.replaces.method} ${change.replaces.path})`
        : '',
    },
  ],
});
