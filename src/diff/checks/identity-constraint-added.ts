/**
 * `identity-constraint-added` (breaking, request): A request element gained an identity constraint (unique, key, keyref): requests whose values repeat or refer to nothing are rejected.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A request element gained an identity constraint (unique, key, keyref): requests whose values repeat or refer to nothing are rejected. */
export const identityConstraintAdded = defineCheck({
  id: 'identity-constraint-added',
  level: 'breaking',
  direction: 'request',
  kinds: ['constraints-changed'],
  doc: 'A request element gained an identity constraint (unique, key, keyref): requests whose values repeat or refer to nothing are rejected.',
  check: (change) => change.added.map((constraint) => ({ constraint })),
});
