/**
 * `element-became-abstract` (breaking, request): A request element became abstract: only the members of its substitution group may stand there, never the element itself.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A request element became abstract: only the members of its substitution group may stand there, never the element itself. */
export const elementBecameAbstract = defineCheck({
  id: 'element-became-abstract',
  level: 'breaking',
  direction: 'request',
  kinds: ['abstract-changed'],
  doc: 'A request element became abstract: only the members of its substitution group may stand there, never the element itself.',
  check: (change) => (change.to && !change.from ? [{}] : []),
});
