/**
 * Labor `total` is ignored on input (SPEC.md "Estimate line item", Labor: "total: ignored on
 * input"): the server computes it. A warning, since the document is accepted.
 * Paint `total` is not warned about (review r14 spec L5): SPEC.md's request list for Paint
 * reads "total, rate, hours, skillLevel, all optional", with no "ignored on input"; its
 * "Labor and paint totals are computed" stands among the response-only fields, which says what
 * a response carries, not that a paint total sent is dropped. The rule warns where SPEC.md's
 * request table says so, and only there.
 */
import { ALL_GENERATIONS, FROM_0_1 } from './generation-sets.js';
import { findingAt, isGiven, itemsWritten } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'labor-total-ignored';

/** A labor total sent on an item write has no effect. */
export const laborTotalIgnored: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: ALL_GENERATIONS, schema: 'EstimateItemRequest', roots: ['item', 'items'] },
    // The items of an estimate update (EstimateRequest has them from 0.1).
    { generations: FROM_0_1, schema: 'EstimateRequest', roots: ['estimate'] },
  ],
  doc:
    'labor/total sent on an item write (an item document, or an item of the estimate update) is ignored: the server computes it from hours and rate. ' +
    'Use labor/fixedLaborTotal to fix the labor cost. paint/total gets no warning: SPEC.md\'s ' +
    'Paint request list has total among its optional fields ("total, rate, hours, skillLevel, ' +
    'all optional") and says "ignored on input" of the labor total only; "Labor and paint ' +
    'totals are computed" is said of responses.',
  check: (root) =>
    itemsWritten(root).flatMap((item) => {
      const labor = item.child('labor');
      const total = isGiven(labor) ? labor.child('total') : undefined;
      return total === undefined ? [] : [findingAt(ID, total, { element: 'labor' })];
    }),
};
