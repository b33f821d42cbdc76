/**
 * `request-element-type-widened` (info, request): The type of a request element accepts every value it accepted before, and more.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showTextStays, showType } from './show.js';
import { typeMove } from './type-direction.js';

/** The type of a request element accepts every value it accepted before, and more. */
export const requestElementTypeWidened = defineCheck({
  id: 'request-element-type-widened',
  level: 'info',
  direction: 'request',
  kinds: ['type-changed'],
  doc: 'The type of a request element accepts every value it accepted before, and more (integer becomes decimal; plain text becomes mixed content that still admits text alone).',
  check: (change) =>
    typeMove(change.from, change.to) === 'widened'
      ? [
          {
            from: showType(change.from),
            to: showType(change.to),
            // The same arguments as element-type-widened's, so a two-way document says it once.
            ...(showTextStays(change.from, change.to)
              ? { textStays: showTextStays(change.from, change.to) }
              : {}),
          },
        ]
      : [],
});
