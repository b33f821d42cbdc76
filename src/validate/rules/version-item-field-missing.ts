/**
 * Version update items (SPEC.md "Estimates", version update body): all parameters are optional,
 * but an item given has its `id` and `approvalStatus/name`.
 */
import { FROM_0_1 } from './generation-sets.js';
import { isGiven, missingFields } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'version-item-field-missing';

const REQUIRED = ['id', 'approvalStatus/name'] as const;

/** Each item of a version update names the line item and its approval status. */
export const versionItemFieldMissing: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: FROM_0_1, schema: 'EstimateVersionRequest', roots: ['version'] }],
  doc:
    'In an EstimateVersionRequest (POST /estimates/{estimate_id}/versions/{version_id}) every ' +
    'parameter is optional, but each items/item given has id (the line item id) and ' +
    'approvalStatus/name; digest, reason and reasonDescription stay optional.',
  check: (root) => {
    const items = root.child('items');
    if (!isGiven(items)) return [];
    return items.children('item').flatMap((item) => missingFields(ID, item, REQUIRED));
  },
};
