/**
 * `schema-renamed` (info, both): A document type removed and another added that declare the same root elements, or the added one them and more, or the two alone of their namespace sharing some (a schema file renamed between versions): paired and compared as one document.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A document type removed and another added that declare the same root elements, or the added one them and more, or the two alone of their namespace sharing some (a schema file renamed between versions). */
export const schemaRenamed = defineCheck({
  id: 'schema-renamed',
  level: 'info',
  direction: 'both',
  kinds: ['schema-renamed'],
  doc: 'A document type removed and another added that declare the same root elements, or the added one them and more, or the two alone of their namespace sharing some (a schema file renamed between versions): paired and compared as one document.',
  check: (change) => [
    { from: change.from, roots: change.roots.map((root) => `<${root}>`).join(', ') },
  ],
});
