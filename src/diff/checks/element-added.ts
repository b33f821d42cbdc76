/**
 * `element-added` (info, both): A new optional element (or any new element of a response).
 * Message and advice: ./messages.ts.
 */
import { isOptional } from '../../ir/index.js';
import { defineCheck } from './check.js';
import { showType } from './show.js';

/** A new optional element (or any new element of a response). */
export const elementAdded = defineCheck({
  id: 'element-added',
  level: 'info',
  direction: 'both',
  kinds: ['element-added'],
  doc: 'A new optional element (or any new element of a response).',
  check: (change) =>
    isOptional(change.field.occurs) || change.subject.direction === 'response'
      ? [{ type: showType(change.field.type) }]
      : [],
});
