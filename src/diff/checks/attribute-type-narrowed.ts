/**
 * `attribute-type-narrowed` (breaking, request): The type of a request attribute admits only some of the values it admitted before (decimal becomes integer): some requests sent before are rejected.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType } from './show.js';
import { typeMove } from './type-direction.js';

/** The type of a request attribute admits only some of the values it admitted before (decimal becomes integer). */
export const attributeTypeNarrowed = defineCheck({
  id: 'attribute-type-narrowed',
  level: 'breaking',
  direction: 'request',
  kinds: ['attribute-type-changed'],
  doc: 'The type of a request attribute admits only some of the values it admitted before (decimal becomes integer): some requests sent before are rejected.',
  check: (change) =>
    typeMove(change.from, change.to) === 'narrowed'
      ? [{ from: showType(change.from), to: showType(change.to) }]
      : [],
});
