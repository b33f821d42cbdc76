/**
 * `document-folded` (info, both): The document's roots reach more element paths than diff compares one by one, so each element that is a root of the document is compared once, at that root, not at every path that reaches it.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** The document's roots reach more element paths than diff compares one by one. */
export const documentFolded = defineCheck({
  id: 'document-folded',
  level: 'info',
  direction: 'both',
  kinds: ['document-folded'],
  doc: "The document's roots reach more element paths than diff compares one by one, so each element that is a root of the document is compared once, at that root, not at every path that reaches it.",
  check: (change) => [{ limit: change.limit.toLocaleString('en-US') }],
});
