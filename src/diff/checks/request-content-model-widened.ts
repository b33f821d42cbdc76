/**
 * `request-content-model-widened` (info, request): A request element takes combinations of children it did not before (its content model was regrouped).
 * Message and advice: ./messages.ts. Review r21 newsets H2 (../content-models.ts).
 */
import { defineCheck } from './check.js';

/** A request element takes combinations of children it did not before (its content model was regrouped). */
export const requestContentModelWidened = defineCheck({
  id: 'request-content-model-widened',
  level: 'info',
  direction: 'request',
  kinds: ['combinations-changed'],
  doc: 'A request element takes combinations of children it did not before (its content model was regrouped).',
  check: (change) => (change.widened ? [{ from: change.from, to: change.to }] : []),
});
