/**
 * `element-max-lowered` (breaking, request): A repeated request element may now repeat fewer times (still more than once).
 * Message and advice: ./messages.ts. Review r21 newsets H1: maxOccurs 10 -> 3 was 0 findings.
 */
import { defineCheck } from './check.js';
import { showTimes } from './show.js';

/** A repeated request element may now repeat fewer times (still more than once). */
export const elementMaxLowered = defineCheck({
  id: 'element-max-lowered',
  level: 'breaking',
  direction: 'request',
  kinds: ['occurs-changed'],
  doc: 'A repeated request element may now repeat fewer times (maxOccurs lowered, still above 1: element-became-single says the rest).',
  check: ({ from, to }) =>
    to.max !== 'unbounded' && to.max > 1 && (from.max === 'unbounded' || from.max > to.max)
      ? [{ times: showTimes(to.max), was: showTimes(from.max), max: to.max }]
      : [],
});
