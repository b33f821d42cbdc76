/**
 * `element-type-changed` (breaking, both): The value space or shape of an element changed (another builtin base, or simple content became elements or back).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType } from './show.js';

/** The value space or shape of an element changed (another builtin base, or simple content became elements or back). */
export const elementTypeChanged = defineCheck({
  id: 'element-type-changed',
  level: 'breaking',
  direction: 'both',
  kinds: ['type-changed'],
  doc: 'The value space or shape of an element changed (another builtin base, or simple content became elements or back).',
  check: (change) => [{ from: showType(change.from), to: showType(change.to) }],
});
