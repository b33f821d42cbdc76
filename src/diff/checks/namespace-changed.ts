/**
 * `namespace-changed` (breaking, both): A document uses another version of its own or a helper namespace.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showVersions } from './show.js';

/** A document uses another version of its own or a helper namespace. */
export const namespaceChanged = defineCheck({
  id: 'namespace-changed',
  level: 'breaking',
  direction: 'both',
  kinds: ['namespace-changed'],
  doc: 'A document uses another version of its own or a helper namespace.',
  check: (change) => [
    {
      helper: change.helper,
      from: showVersions(change.from),
      to: showVersions(change.to),
      toNamespace: change.to.join(' '),
    },
  ],
});
