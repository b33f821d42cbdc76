/**
 * `element-default-changed` (warning, both): The default of an element was added, removed or changed: an empty element now means something else to a validating reader.
 * Message and advice: ./messages.ts. Review r21 newsets H1: `priority` default "normal" -> "high" was 0 findings.
 */
import { defineCheck } from './check.js';

/** The default of an element was added, removed or changed. */
export const elementDefaultChanged = defineCheck({
  id: 'element-default-changed',
  level: 'warning',
  direction: 'both',
  kinds: ['element-default-changed'],
  doc: 'The default of an element was added, removed or changed: an empty element now means something else to a validating reader.',
  check: (change) => [
    {
      from: change.from === undefined ? 'no default' : `"${change.from}"`,
      to: change.to === undefined ? 'no default' : `"${change.to}"`,
      means: change.to === undefined ? 'empty text' : `"${change.to}"`,
    },
  ],
});
