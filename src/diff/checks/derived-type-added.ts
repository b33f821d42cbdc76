/**
 * `derived-type-added` (info, both): An `xsi:type` may name more types on an element (new types derived from its type).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showPlaces } from './show.js';

/** An `xsi:type` may name more types on an element (new types derived from its type). */
export const derivedTypeAdded = defineCheck({
  id: 'derived-type-added',
  level: 'info',
  direction: 'both',
  kinds: ['derived-types-changed'],
  doc: 'An `xsi:type` may name more types on an element (new types derived from its type).',
  check: (change) => (change.added.length ? [{ types: change.added.join(', '), at: showPlaces(change.paths ?? [change.path]) }] : []),
});
