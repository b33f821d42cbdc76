/**
 * Item code and name are required on item creation (SPEC.md "Estimate line item": code and name
 * required). Endpoint-dependent: the deployed item schema leaves them optional from 0.1 because
 * one schema serves create and update (API-FACTS.md "Where they differ"), and an update sends only
 * what changes.
 */
import { ALL_GENERATIONS, FROM_0_2 } from './generation-sets.js';
import { missingFields, itemElements } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'item-required-field-missing';

const REQUIRED = ['code', 'name'] as const;

/** An item created on an estimate has a code and a name. */
export const itemRequiredFieldMissing: RuleDefinition = {
  id: ID,
  appliesTo: [
    {
      generations: ALL_GENERATIONS,
      schema: 'EstimateItemRequest',
      roots: ['item'],
      endpoints: [{ method: 'POST', path: '/estimates/{estimate_id}/items' }],
    },
    // The multi-item root is only accepted by item creation, so it needs no endpoint.
    { generations: FROM_0_2, schema: 'EstimateItemRequest', roots: ['items'] },
  ],
  doc:
    'Endpoint-dependent: an item created with POST /estimates/{estimate_id}/items has a code and ' +
    'a name; so does every item of a multi-item items document (0.2+, always a creation). Item ' +
    'updates (POST /estimates/{estimate_id}/items/{item_id}, 0.0.7 POST /items/{item_id}) send ' +
    'only what changes, so a single item document is checked only when the endpoint is known.',
  check: (root) => itemElements(root).flatMap((item) => missingFields(ID, item, REQUIRED)),
};
