/**
 * `element-type-widened` (breaking, response): The type of a response element admits more values than before (integer becomes decimal; plain text becomes mixed content that still admits text alone).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showTextStays, showType } from './show.js';
import { typeMove } from './type-direction.js';

/** The type of a response element admits more values than before (integer becomes decimal; plain text becomes mixed content that still admits text alone). */
export const elementTypeWidened = defineCheck({
  id: 'element-type-widened',
  level: 'breaking',
  direction: 'response',
  kinds: ['type-changed'],
  doc: 'The type of a response element admits more values than before (integer becomes decimal; plain text becomes mixed content that still admits text alone): readers parsing the old type may fail.',
  check: (change) =>
    typeMove(change.from, change.to) === 'widened'
      ? [
          {
            from: showType(change.from),
            to: showType(change.to),
            // Plain text -> mixed content: say that text stays valid (the finding of a two-way document).
            ...(showTextStays(change.from, change.to)
              ? { textStays: showTextStays(change.from, change.to) }
              : {}),
          },
        ]
      : [],
});
