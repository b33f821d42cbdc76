/**
 * `schema-added` (info, both): A document type exists only in the revision.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A document type exists only in the revision. */
export const schemaAdded = defineCheck({
  id: 'schema-added',
  level: 'info',
  direction: 'both',
  kinds: ['schema-added'],
  doc: 'A document type exists only in the revision.',
  check: (change) => [{ version: change.version, namespace: change.namespace }],
});
