/**
 * `response-content-model-narrowed` (info, response): A response element allows fewer combinations of children than before (its content model was regrouped).
 * Message and advice: ./messages.ts. Review r21 newsets H2 (../content-models.ts).
 */
import { defineCheck } from './check.js';

/** A response element allows fewer combinations of children than before (its content model was regrouped). */
export const responseContentModelNarrowed = defineCheck({
  id: 'response-content-model-narrowed',
  level: 'info',
  direction: 'response',
  kinds: ['combinations-changed'],
  doc: 'A response element allows fewer combinations of children than before (its content model was regrouped).',
  check: (change) => (change.narrowed ? [{ from: change.from, to: change.to }] : []),
});
