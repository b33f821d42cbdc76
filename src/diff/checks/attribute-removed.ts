/**
 * `attribute-removed` (breaking, both): An attribute of the base no longer exists (requests carrying it are rejected; readers lose it).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An attribute of the base no longer exists (requests carrying it are rejected; readers lose it). */
export const attributeRemoved = defineCheck({
  id: 'attribute-removed',
  level: 'breaking',
  direction: 'both',
  kinds: ['attribute-removed'],
  doc: 'An attribute of the base no longer exists (requests carrying it are rejected; readers lose it).',
  check: () => [{}],
});
