/**
 * `content-model-widened` (warning, response): A response element may now hold combinations of children it could not before (its content model was regrouped).
 * Message and advice: ./messages.ts. Review r21 newsets H2 (../content-models.ts).
 */
import { defineCheck } from './check.js';

/** A response element may now hold combinations of children it could not before (its content model was regrouped). */
export const contentModelWidened = defineCheck({
  id: 'content-model-widened',
  level: 'warning',
  direction: 'response',
  kinds: ['combinations-changed'],
  doc: 'A response element may now hold combinations of children it could not before (its content model was regrouped).',
  check: (change) => (change.widened ? [{ from: change.from, to: change.to }] : []),
});
