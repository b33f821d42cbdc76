/**
 * Multi-item creation (root `items` holding repeated `item`) requires the 0.2 EstimateItemRequest
 * schema (SPEC.md "Multi-item creation" and "Versioning").
 */
import { findingAt } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'multi-item-root-unsupported';

/** An `items` request document is 0.2 or later. */
export const multiItemRootUnsupported: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ['0.0.7', '0.1'], schema: 'EstimateItemRequest', roots: ['items'] }],
  doc:
    'Several items can be created in one request only with the 0.2 (or later) ' +
    'EstimateItemRequest schema: an items request document in 0.0.7 or 0.1 is reported; send ' +
    'one item per request there.',
  check: (root, context) => [findingAt(ID, root, { generation: context.generation })],
};
