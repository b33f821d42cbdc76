/**
 * `response-attribute-type-narrowed` (info, response): The type of a response attribute admits only some of the values it admitted before (decimal becomes integer): readers of the old type read every new value.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType } from './show.js';
import { typeMove } from './type-direction.js';

/** The type of a response attribute admits only some of the values it admitted before (decimal becomes integer). */
export const responseAttributeTypeNarrowed = defineCheck({
  id: 'response-attribute-type-narrowed',
  level: 'info',
  direction: 'response',
  kinds: ['attribute-type-changed'],
  doc: 'The type of a response attribute admits only some of the values it admitted before (decimal becomes integer): readers of the old type read every new value.',
  check: (change) =>
    typeMove(change.from, change.to) === 'narrowed'
      ? [{ from: showType(change.from), to: showType(change.to) }]
      : [],
});
