/**
 * `response-element-max-raised` (breaking, response): A repeated response element may now repeat more times.
 * Message and advice: ./messages.ts. Review r21 newsets H1.
 */
import { defineCheck } from './check.js';
import { showTimes } from './show.js';

/** A repeated response element may now repeat more times. */
export const responseElementMaxRaised = defineCheck({
  id: 'response-element-max-raised',
  level: 'breaking',
  direction: 'response',
  kinds: ['occurs-changed'],
  doc: 'A repeated response element may now repeat more times (maxOccurs raised from above 1: element-became-list says the rest); a reader that checks against the old bound refuses the answer.',
  check: ({ from, to }) =>
    from.max !== 1 && from.max !== 'unbounded' && (to.max === 'unbounded' || to.max > from.max)
      ? [{ times: showTimes(to.max), was: showTimes(from.max) }]
      : [],
});
