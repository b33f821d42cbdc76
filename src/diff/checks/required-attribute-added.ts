/**
 * `required-attribute-added` (breaking, request): A new attribute that requests must carry.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType } from './show.js';

/** A new attribute that requests must carry. */
export const requiredAttributeAdded = defineCheck({
  id: 'required-attribute-added',
  level: 'breaking',
  direction: 'request',
  kinds: ['attribute-added'],
  doc: 'A new attribute that requests must carry.',
  check: (change) => (change.attribute.required ? [{ type: showType(change.attribute.type) }] : []),
});
