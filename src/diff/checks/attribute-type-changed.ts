/**
 * `attribute-type-changed` (breaking, both): The value space of an attribute changed in a way that is neither a widening nor a narrowing (unrelated builtin bases, a list or union).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType } from './show.js';
import { typeMove } from './type-direction.js';

/** The value space of an attribute changed in a way that is neither a widening nor a narrowing (unrelated builtin bases, a list or union). */
export const attributeTypeChanged = defineCheck({
  id: 'attribute-type-changed',
  level: 'breaking',
  direction: 'both',
  kinds: ['attribute-type-changed'],
  doc: 'The value space of an attribute changed in a way that is neither a widening nor a narrowing (unrelated builtin bases, a list or union).',
  check: (change) =>
    typeMove(change.from, change.to) === 'changed'
      ? [{ from: showType(change.from), to: showType(change.to) }]
      : [],
});
