/**
 * `element-order-required` (breaking, request): The children of a request element must now come in schema order (xs:all became xs:sequence).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** The children of a request element must now come in schema order (xs:all became xs:sequence). */
export const elementOrderRequired = defineCheck({
  id: 'element-order-required',
  level: 'breaking',
  direction: 'request',
  kinds: ['content-model-changed'],
  doc: 'The children of a request element must now come in schema order (xs:all became xs:sequence).',
  check: (change) => (change.from === 'all' && change.to === 'sequence' ? [{}] : []),
});
