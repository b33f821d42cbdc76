/**
 * `enum-value-renamed` (breaking, both): A value SPEC.md renames (the rename table), reported once instead of a removal plus an addition.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A value SPEC.md renames (the rename table), reported once instead of a removal plus an addition. */
export const enumValueRenamed = defineCheck({
  id: 'enum-value-renamed',
  level: 'breaking',
  direction: 'both',
  kinds: ['enumeration-changed'],
  doc: 'A value SPEC.md renames (the rename table), reported once instead of a removal plus an addition.',
  check: (change) =>
    change.renamed.map((rename) => ({ from: rename.from, to: rename.to, cite: rename.cite })),
});
