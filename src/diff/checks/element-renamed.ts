/**
 * `element-renamed` (breaking, both): An element SPEC.md renames (the rename table), reported once instead of a removal plus an addition.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An element SPEC.md renames (the rename table), reported once instead of a removal plus an addition. */
export const elementRenamed = defineCheck({
  id: 'element-renamed',
  level: 'breaking',
  direction: 'both',
  kinds: ['element-renamed'],
  doc: 'An element SPEC.md renames (the rename table), reported once instead of a removal plus an addition.',
  check: (change) => [{ from: change.from, cite: change.cite }],
});
