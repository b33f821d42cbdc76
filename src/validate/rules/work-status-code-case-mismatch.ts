/**
 * Work status codes are spelled per generation: `Start`, `Stop`, `Complete` in 0.0.7, `start`,
 * `stop`, `complete` from 0.1 (SPEC.md "Estimate line item", WorkStatus). Writing the other
 * generation's spelling is the usual migration slip, so the finding names the right one.
 */
import { ALL_GENERATIONS } from './generation-sets.js';
import { leafRule } from './leaf-rule.js';

const ID = 'work-status-code-case-mismatch';

const CODE: ReadonlySet<string> = new Set(['code']);

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
export const workStatusCodeCaseMismatch = leafRule({
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc:
    'workStatus/code of an estimate item is Start, Stop or Complete in 0.0.7 and start, stop or ' +
    'complete from 0.1. Using the other spelling is reported with the right one; other values ' +
    'are left to the schema enumeration. Applies wherever an item carries a workStatus.',
  leaves: {
    names: CODE,
    parent: 'workStatus',
    // The message quotes the code as written: ' stop' is spelled 'Stop', not 'stop' (the spaces
    // around it are what an enumeration of xs:string refuses too; review r16 fuzz L1).
    test: (value, _name, { generation }, written) => {
      const expected = expectedSpelling(value, generation);
      return expected !== undefined && expected !== value ? { value: written, expected, generation } : undefined;
    },
  },
});
