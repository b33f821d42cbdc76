/**
 * `request-attribute-type-widened` (info, request): The type of a request attribute accepts every value it accepted before, and more (integer becomes decimal).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType } from './show.js';
import { typeMove } from './type-direction.js';

/** The type of a request attribute accepts every value it accepted before, and more (integer becomes decimal). */
export const requestAttributeTypeWidened = defineCheck({
  id: 'request-attribute-type-widened',
  level: 'info',
  direction: 'request',
  kinds: ['attribute-type-changed'],
  doc: 'The type of a request attribute accepts every value it accepted before, and more (integer becomes decimal).',
  check: (change) =>
    typeMove(change.from, change.to) === 'widened'
      ? [{ from: showType(change.from), to: showType(change.to) }]
      : [],
});
