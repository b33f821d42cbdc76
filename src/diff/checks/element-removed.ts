/**
 * `element-removed` (breaking, both): An element of the base no longer exists (requests carrying it are rejected; readers lose it).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An element of the base no longer exists (requests carrying it are rejected; readers lose it). */
export const elementRemoved = defineCheck({
  id: 'element-removed',
  level: 'breaking',
  direction: 'both',
  kinds: ['element-removed'],
  doc: 'An element of the base no longer exists (requests carrying it are rejected; readers lose it).',
  check: (change) => {
    const instead = change.instead;
    if (!instead) return [{}];
    return [{ instead: ` Write ${instead.path} instead (${instead.cite}).`, insteadAction: `; write ${instead.path} instead` }];
  },
});
