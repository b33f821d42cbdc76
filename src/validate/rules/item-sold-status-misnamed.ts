/**
 * The item's sold status is `approvalStatus` in 0.0.7 and `soldStatus` from 0.1 (SPEC.md
 * "Estimate line item": "soldStatus ... (named approvalStatus in 0.0.7)"). The other
 * generation's name is reported with the name to use. Version items keep a separate
 * `approvalStatus` (name, reason) from 0.1 on; this rule does not look at version documents.
 * An item of 0.1+ that holds such an approval object (element content), or an `approvalStatus`
 * beside its `soldStatus`, is not naming its sold status: the same verdict, but the advice is
 * the version update, where SPEC.md sets it ("States and transitions": approval status name
 * "is set through the version update"; review r14 spec L1).
 */
import { ALL_GENERATIONS, FROM_0_1 } from './generation-sets.js';
import { findingAt, itemsWritten } from './helpers.js';
import { formatEndpoint } from './scope.js';
import type { Finding, RuleDefinition, RuleNode } from './types.js';

const ID = 'item-sold-status-misnamed';

/** Where an estimate version item's approval status is set: items/item/approvalStatus/name. */
const VERSION_UPDATE = { method: 'POST', path: '/estimates/{estimate_id}/versions/{version_id}' };

/** True when a 0.1+ item's `approvalStatus` is an approval object, not a misnamed sold status. */
function isApprovalObject(item: RuleNode, approvalStatus: RuleNode): boolean {
  return approvalStatus.elements().length > 0 || item.has('soldStatus');
}

/** An item names its sold status as its generation does (approvalStatus in 0.0.7, soldStatus later). */
export const itemSoldStatusMisnamed: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: ALL_GENERATIONS, schema: 'EstimateItemRequest', roots: ['item', 'items'] },
    { generations: ALL_GENERATIONS, schema: 'EstimateItemResponse', roots: ['item', 'items'] },
    { generations: FROM_0_1, schema: 'EstimateRequest', roots: ['estimate'] },
  ],
  doc:
    "An estimate item's sold status (sold, not sold, deferred; also on an item of the estimate update) is the element approvalStatus in " +
    '0.0.7 and soldStatus from 0.1. An item using the other generation\'s name is reported with ' +
    'the name to use. From 0.1, an item approvalStatus that holds elements (an approval object, ' +
    'approvalStatus/name) or stands beside soldStatus is reported too, with where the approval ' +
    `status of an estimate version item is set: the version update, ${formatEndpoint(VERSION_UPDATE)} ` +
    '(items/item/approvalStatus/name).',
  check: (root, context) => {
    const legacy = context.generation === '0.0.7';
    const [wrong, right] = legacy ? ['soldStatus', 'approvalStatus'] : ['approvalStatus', 'soldStatus'];
    const findings: Finding[] = [];
    for (const item of itemsWritten(root)) {
      for (const misnamed of item.children(wrong)) {
        const args = { found: wrong, expected: right, generation: context.generation };
        findings.push(
          findingAt(
            ID,
            misnamed,
            !legacy && isApprovalObject(item, misnamed)
              ? { ...args, variant: 'approval-object', endpoint: formatEndpoint(VERSION_UPDATE) }
              : args,
          ),
        );
      }
    }
    return findings;
  },
};
