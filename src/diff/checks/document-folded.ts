/**
 * `document-folded` (info, both): The document has more element paths than diff compares one by one, so each element that is a root of the document is compared once, at that root, and each type once, at the first path it is met at, not at every path that reaches them.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** The document has more element paths than diff compares one by one. */
export const documentFolded = defineCheck({
  id: 'document-folded',
  level: 'info',
  direction: 'both',
  kinds: ['document-folded'],
  doc: "The document has more element paths than diff compares one by one, so each element that is a root of the document is compared once, at that root, and each type once, at the first path it is met at, not at every path that reaches them.",
  check: (change) => [{ limit: change.limit.toLocaleString('en-US') }],
});
