/**
 * `root-element-removed` (breaking, both): A root element of a document type no longer exists.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A root element of a document type no longer exists. */
export const rootElementRemoved = defineCheck({
  id: 'root-element-removed',
  level: 'breaking',
  direction: 'both',
  kinds: ['root-removed'],
  doc: 'A root element of a document type no longer exists.',
  check: () => [{}],
});
