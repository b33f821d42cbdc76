/**
 * The item's sold status is `approvalStatus` in 0.0.7 and `soldStatus` from 0.1 (SPEC.md
 * "Estimate line item": "soldStatus ... (named approvalStatus in 0.0.7)"). The other
 * generation's name is reported with the name to use. Version items keep a separate
 * `approvalStatus` (name, reason) from 0.1 on; this rule does not look at version documents.
 */
import { ALL_GENERATIONS } from './generation-sets.js';
import { findingAt, itemElements } from './helpers.js';
import type { Finding, RuleDefinition } from './types.js';

const ID = 'item-sold-status-misnamed';

/** An item names its sold status as its generation does (approvalStatus in 0.0.7, soldStatus later). */
export const itemSoldStatusMisnamed: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: ALL_GENERATIONS, schema: 'EstimateItemRequest', roots: ['item', 'items'] },
    { generations: ALL_GENERATIONS, schema: 'EstimateItemResponse', roots: ['item', 'items'] },
  ],
  doc:
    "An estimate item's sold status (sold, not sold, deferred) is the element approvalStatus in " +
    "0.0.7 and soldStatus from 0.1. An item using the other generation's name is reported with " +
    'the name to use.',
  check: (root, context) => {
    const [wrong, right] =
      context.generation === '0.0.7'
        ? ['soldStatus', 'approvalStatus']
        : ['approvalStatus', 'soldStatus'];
    const findings: Finding[] = [];
    for (const item of itemElements(root)) {
      for (const misnamed of item.children(wrong)) {
        findings.push(
          findingAt(ID, misnamed, {
            found: wrong,
            expected: right,
            generation: context.generation,
          }),
        );
      }
    }
    return findings;
  },
};
