/**
 * `element-order-changed` (breaking, both): Children an xs:sequence ordered one way must now come the other way round: a document in the old order is refused.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** Children an xs:sequence ordered one way must now come the other way round. */
export const elementOrderChanged = defineCheck({
  id: 'element-order-changed',
  level: 'breaking',
  direction: 'both',
  kinds: ['children-reordered'],
  doc: 'Children an xs:sequence ordered one way must now come the other way round: a document in the old order is refused.',
  check: (change) => [
    {
      before: change.pairs.map(([first, second]) => `<${first}> before <${second}>`).join(', '),
      now: change.pairs.map(([first, second]) => `<${second}> before <${first}>`).join(', '),
    },
  ],
});
