/**
 * Labor `total` is ignored on input (SPEC.md "Estimate line item", Labor: "total: ignored on
 * input"): the server computes it. A warning, since the document is accepted.
 */
import { ALL_GENERATIONS } from './generation-sets.js';
import { findingAt, isGiven, itemElements } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'labor-total-ignored';

/** A labor total sent on an item write has no effect. */
export const laborTotalIgnored: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: ALL_GENERATIONS, schema: 'EstimateItemRequest', roots: ['item', 'items'] },
  ],
  doc:
    'labor/total sent on an item write is ignored: the server computes it from hours and rate. ' +
    'Use labor/fixedLaborTotal to fix the labor cost.',
  check: (root) =>
    itemElements(root).flatMap((item) => {
      const labor = item.child('labor');
      const total = isGiven(labor) ? labor.child('total') : undefined;
      return total === undefined ? [] : [findingAt(ID, total, { element: 'labor' })];
    }),
};
