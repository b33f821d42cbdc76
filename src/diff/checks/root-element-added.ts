/**
 * `root-element-added` (info, both): A document type accepts a new root element.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A document type accepts a new root element. */
export const rootElementAdded = defineCheck({
  id: 'root-element-added',
  level: 'info',
  direction: 'both',
  kinds: ['root-added'],
  doc: 'A document type accepts a new root element.',
  check: () => [{}],
});
