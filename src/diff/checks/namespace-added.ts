/**
 * `namespace-added` (info, both): A document uses a helper namespace it did not use before.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showVersions } from './show.js';

/** A document uses a helper namespace it did not use before. */
export const namespaceAdded = defineCheck({
  id: 'namespace-added',
  level: 'info',
  direction: 'both',
  kinds: ['namespace-added'],
  doc: 'A document uses a helper namespace it did not use before.',
  check: (change) => [
    { helper: change.helper, to: showVersions(change.to), toNamespace: change.to.join(' ') },
  ],
});
