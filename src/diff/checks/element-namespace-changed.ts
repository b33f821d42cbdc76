/**
 * `element-namespace-changed` (breaking, both): An element moves to the namespace of another schema (not only another version).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** An element moves to the namespace of another schema (not only another version). */
export const elementNamespaceChanged = defineCheck({
  id: 'element-namespace-changed',
  level: 'breaking',
  direction: 'both',
  kinds: ['element-namespace-changed'],
  doc: 'An element moves to the namespace of another schema (not only another version).',
  check: (change) => [{ from: change.from, to: change.to, toNamespace: change.toNamespace }],
});
