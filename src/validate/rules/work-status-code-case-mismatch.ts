/**
 * Work status codes are spelled per generation: `Start`, `Stop`, `Complete` in 0.0.7, `start`,
 * `stop`, `complete` from 0.1 (SPEC.md "Estimate line item", WorkStatus). Writing the other
 * generation's spelling is the usual migration slip, so the finding names the right one.
 */
import { ALL_GENERATIONS } from './generation-sets.js';
import { descendants, findingAt } from './helpers.js';
import type { Finding, RuleDefinition } from './types.js';

const ID = 'work-status-code-case-mismatch';

// A Map, not an object literal: document text such as `constructor` must not hit a prototype key.
const CAPITALIZED = new Map([
  ['start', 'Start'],
  ['stop', 'Stop'],
  ['complete', 'Complete'],
]);

/** The spelling generation `generation` expects for a code, or undefined for an unknown code. */
function expectedSpelling(code: string, generation: string): string | undefined {
  const lower = code.toLowerCase();
  const capitalized = CAPITALIZED.get(lower);
  if (capitalized === undefined) return undefined;
  return generation === '0.0.7' ? capitalized : lower;
}

/** A work status code uses its generation's case (0.0.7 Start/Stop/Complete; later lower case). */
export const workStatusCodeCaseMismatch: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc:
    'workStatus/code of an estimate item is Start, Stop or Complete in 0.0.7 and start, stop or ' +
    'complete from 0.1. Using the other spelling is reported with the right one; other values ' +
    'are left to the schema enumeration. Applies wherever an item carries a workStatus.',
  check: (root, context) => {
    const findings: Finding[] = [];
    for (const status of descendants(root, 'workStatus')) {
      const code = status.child('code');
      const text = code?.text()?.trim();
      if (code === undefined || text === undefined) continue;
      const expected = expectedSpelling(text, context.generation);
      if (expected !== undefined && expected !== text) {
        findings.push(
          findingAt(ID, code, { value: text, expected, generation: context.generation }),
        );
      }
    }
    return findings;
  },
};
