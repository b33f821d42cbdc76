/**
 * `content-model-narrowed` (breaking, request): Some combination of children a request element took is refused now (its content model was regrouped: optional siblings became a choice, a repeated choice a sequence…).
 * Message and advice: ./messages.ts. Review r21 newsets H2 (../content-models.ts).
 */
import { defineCheck } from './check.js';

/** Some combination of children a request element took is refused now (its content model was regrouped: optional siblings became a choice, a repeated choice a sequence…). */
export const contentModelNarrowed = defineCheck({
  id: 'content-model-narrowed',
  level: 'breaking',
  direction: 'request',
  kinds: ['combinations-changed'],
  doc: 'Some combination of children a request element took is refused now (its content model was regrouped: optional siblings became a choice, a repeated choice a sequence…).',
  check: (change) => (change.narrowed ? [{ from: change.from, to: change.to }] : []),
});
