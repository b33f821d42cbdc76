/**
 * `type-became-abstract` (breaking, request): The type of a request element became abstract: every such element must name a type derived from it in `xsi:type`.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showPlaces } from './show.js';

/** The type of a request element became abstract: every such element must name a type derived from it in `xsi:type`. */
export const typeBecameAbstract = defineCheck({
  id: 'type-became-abstract',
  level: 'breaking',
  direction: 'request',
  kinds: ['type-abstract-changed'],
  doc: 'The type of a request element became abstract: every such element must name a type derived from it in `xsi:type`.',
  check: (change) => (change.to && !change.from ? [{ at: showPlaces(change.paths ?? [change.path]) }] : []),
});
