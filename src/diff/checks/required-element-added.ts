/**
 * `required-element-added` (breaking, request): A new element that requests must carry.
 * Message and advice: ./messages.ts.
 */
import { isOptional } from '../../ir/index.js';
import { defineCheck } from './check.js';
import { showType } from './show.js';

/** A new element that requests must carry. */
export const requiredElementAdded = defineCheck({
  id: 'required-element-added',
  level: 'breaking',
  direction: 'request',
  kinds: ['element-added'],
  doc: 'A new element that requests must carry.',
  check: (change) =>
    isOptional(change.field.occurs) ? [] : [{ type: showType(change.field.type) }],
});
