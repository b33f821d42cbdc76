/**
 * `schema-removed` (breaking, both): A document type of the base no longer exists.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A document type of the base no longer exists. */
export const schemaRemoved = defineCheck({
  id: 'schema-removed',
  level: 'breaking',
  direction: 'both',
  kinds: ['schema-removed'],
  doc: 'A document type of the base no longer exists.',
  check: (change) => [{ version: change.version, namespace: change.namespace }],
});
