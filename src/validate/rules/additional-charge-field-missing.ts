/**
 * Additional charge on input: category, description and amount required (SPEC.md "Estimate
 * line item", Additional charge on input). Charges come on items (0.1+) and on the estimate
 * update (EstimateRequest, estimate-level, 0.1+), whose items are checked too.
 */
import { FROM_0_1 } from './generation-sets.js';
import { isGiven, itemsWritten, missingFields } from './helpers.js';
import type { Finding, RuleDefinition, RuleNode } from './types.js';

const ID = 'additional-charge-field-missing';

const REQUIRED = ['category', 'description', 'amount'] as const;

function checkCharges(owner: RuleNode): Finding[] {
  const charges = owner.child('additionalCharges');
  if (!isGiven(charges)) return [];
  return charges.children('charge').flatMap((charge) => missingFields(ID, charge, REQUIRED));
}

/** Every additional charge written has a category, a description and an amount. */
export const additionalChargeFieldMissing: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: FROM_0_1, schema: 'EstimateItemRequest', roots: ['item', 'items'] },
    { generations: FROM_0_1, schema: 'EstimateRequest', roots: ['estimate'] },
  ],
  doc:
    'Each additionalCharges/charge written on an item, on the estimate update or on an item of ' +
    'the estimate update has a category (a predefined category name), a description and an ' +
    'amount; id and code are optional.',
  check: (root) => [...(root.name === 'estimate' ? checkCharges(root) : []), ...itemsWritten(root).flatMap(checkCharges)],
};
