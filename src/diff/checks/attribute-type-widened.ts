/**
 * `attribute-type-widened` (breaking, response): The type of a response attribute admits more values than before (integer becomes decimal): readers parsing the old type may fail.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType } from './show.js';
import { typeMove } from './type-direction.js';

/** The type of a response attribute admits more values than before (integer becomes decimal). */
export const attributeTypeWidened = defineCheck({
  id: 'attribute-type-widened',
  level: 'breaking',
  direction: 'response',
  kinds: ['attribute-type-changed'],
  doc: 'The type of a response attribute admits more values than before (integer becomes decimal): readers parsing the old type may fail.',
  check: (change) =>
    typeMove(change.from, change.to) === 'widened'
      ? [{ from: showType(change.from), to: showType(change.to) }]
      : [],
});
