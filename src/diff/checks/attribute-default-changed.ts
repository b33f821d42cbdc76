/**
 * `attribute-default-changed` (warning, both): The default of an attribute was added, removed or changed: a document that leaves the attribute out now means something else to a validating reader.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** The default of an attribute was added, removed or changed. */
export const attributeDefaultChanged = defineCheck({
  id: 'attribute-default-changed',
  level: 'warning',
  direction: 'both',
  kinds: ['attribute-default-changed'],
  doc: 'The default of an attribute was added, removed or changed: a document that leaves the attribute out now means something else to a validating reader.',
  check: (change) => [
    {
      from: change.from === undefined ? 'no default' : `"${change.from}"`,
      to: change.to === undefined ? 'no default' : `"${change.to}"`,
      means: change.to === undefined ? 'no value' : `"${change.to}"`,
    },
  ],
});
