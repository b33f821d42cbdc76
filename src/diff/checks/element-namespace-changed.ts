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
  // An unqualified element is in no namespace, not "the  namespace" (review r21 newsets L1).
  check: (change) => [
    {
      from: change.from,
      to: change.to,
      toNamespace: change.toNamespace,
      fromWords: change.from ? `the ${change.from} namespace` : 'no namespace',
      toWords: change.to ? `the ${change.to} namespace` : 'no namespace',
      how: change.toNamespace ? `qualified with ${change.toNamespace}` : 'without a namespace (xmlns="" where a default namespace is in scope)',
    },
  ],
});
