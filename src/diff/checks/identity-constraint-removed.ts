/**
 * `identity-constraint-removed` (info, both): An identity constraint (unique, key, keyref) of an element is gone: its values may now repeat or refer to nothing.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An identity constraint (unique, key, keyref) of an element is gone: its values may now repeat or refer to nothing. */
export const identityConstraintRemoved = defineCheck({
  id: 'identity-constraint-removed',
  level: 'info',
  direction: 'both',
  kinds: ['constraints-changed'],
  doc: 'An identity constraint (unique, key, keyref) of an element is gone: its values may now repeat or refer to nothing.',
  check: (change) => change.removed.map((constraint) => ({ constraint })),
});
