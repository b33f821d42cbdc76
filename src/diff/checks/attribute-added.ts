/**
 * `attribute-added` (info, both): A new optional attribute (or any new attribute of a response).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType } from './show.js';

/** A new optional attribute (or any new attribute of a response). */
export const attributeAdded = defineCheck({
  id: 'attribute-added',
  level: 'info',
  direction: 'both',
  kinds: ['attribute-added'],
  doc: 'A new optional attribute (or any new attribute of a response).',
  check: (change) =>
    !change.attribute.required || change.subject.direction === 'response'
      ? [{ type: showType(change.attribute.type) }]
      : [],
});
