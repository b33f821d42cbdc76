/**
 * `namespace-removed` (info, both): A document no longer uses a helper namespace.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showVersions } from './show.js';

/** A document no longer uses a helper namespace. */
export const namespaceRemoved = defineCheck({
  id: 'namespace-removed',
  level: 'info',
  direction: 'both',
  kinds: ['namespace-removed'],
  doc: 'A document no longer uses a helper namespace.',
  check: (change) => [{ helper: change.helper, from: showVersions(change.from) }],
});
