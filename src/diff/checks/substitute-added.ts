/**
 * `substitute-added` (info, both): More elements may stand in place of an element (new members of its substitution group).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** More elements may stand in place of an element (new members of its substitution group). */
export const substituteAdded = defineCheck({
  id: 'substitute-added',
  level: 'info',
  direction: 'both',
  kinds: ['substitutes-changed'],
  doc: 'More elements may stand in place of an element (new members of its substitution group).',
  check: (change) => (change.added.length ? [{ members: change.added.map((name) => `<${name}>`).join(', ') }] : []),
});
