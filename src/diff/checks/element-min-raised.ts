/**
 * `element-min-raised` (breaking, request): A request element must now appear more times than before.
 * Message and advice: ./messages.ts. Review r21 newsets H1: minOccurs 1 -> 2 was 0 findings.
 */
import { defineCheck } from './check.js';

/** A request element must now appear more times than before. */
export const elementMinRaised = defineCheck({
  id: 'element-min-raised',
  level: 'breaking',
  direction: 'request',
  kinds: ['occurs-changed'],
  doc: 'A request element that was already required must now appear more times (minOccurs raised from 1 or more: element-became-required says the rest).',
  check: ({ from, to }) => (from.min > 0 && to.min > from.min ? [{ min: to.min, was: from.min }] : []),
});
