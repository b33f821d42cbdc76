/**
 * `element-order-relaxed` (warning, response): The children of a response element may now come in any order (xs:sequence became xs:all).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** The children of a response element may now come in any order (xs:sequence became xs:all). */
export const elementOrderRelaxed = defineCheck({
  id: 'element-order-relaxed',
  level: 'warning',
  direction: 'response',
  kinds: ['content-model-changed'],
  doc: 'The children of a response element may now come in any order (xs:sequence became xs:all).',
  check: (change) => (change.from === 'sequence' && change.to === 'all' ? [{}] : []),
});
