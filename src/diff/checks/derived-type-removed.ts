/**
 * `derived-type-removed` (breaking, request): Types that an `xsi:type` could name on a request element (types derived from its type) are gone: requests that named them are rejected.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showPlaces } from './show.js';

/** Types that an `xsi:type` could name on a request element (types derived from its type) are gone: requests that named them are rejected. */
export const derivedTypeRemoved = defineCheck({
  id: 'derived-type-removed',
  level: 'breaking',
  direction: 'request',
  kinds: ['derived-types-changed'],
  doc: 'Types that an `xsi:type` could name on a request element (types derived from its type) are gone: requests that named them are rejected.',
  check: (change) => (change.removed.length ? [{ types: change.removed.join(', '), at: showPlaces(change.paths ?? [change.path]) }] : []),
});
