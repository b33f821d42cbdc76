/**
 * Item code and name are required (SPEC.md "Estimate line item": code and name required), except
 * on an item update. Endpoint-dependent: the deployed item schema leaves them optional from 0.1
 * because one schema serves create and update (API-FACTS.md "Where they differ"), and an update
 * sends only what changes. Without an endpoint a document is held to SPEC.md's table.
 */
import { ALL_GENERATIONS, FROM_0_2 } from './generation-sets.js';
import { missingFields, itemElements } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'item-required-field-missing';

const REQUIRED = ['code', 'name'] as const;

/** The item updates: they send only what changes. */
const ITEM_UPDATES = [
  { method: 'POST', path: '/estimates/{estimate_id}/items/{item_id}' },
  { method: 'POST', path: '/items/{item_id}' },
];

/** An item written has a code and a name, unless it is an update. */
export const itemRequiredFieldMissing: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: ALL_GENERATIONS, schema: 'EstimateItemRequest', roots: ['item'], exceptEndpoints: ITEM_UPDATES },
    // The multi-item root is only accepted by item creation.
    { generations: FROM_0_2, schema: 'EstimateItemRequest', roots: ['items'] },
  ],
  doc:
    'Endpoint-dependent: an item has a code and a name (item creation, POST ' +
    '/estimates/{estimate_id}/items, and a document validated without an endpoint), and so does ' +
    'every item of a multi-item items document (0.2+, always a creation). An item update (POST ' +
    '/estimates/{estimate_id}/items/{item_id}, 0.0.7 POST /items/{item_id}) sends only what ' +
    'changes and is not checked.',
  check: (root) => itemElements(root).flatMap((item) => missingFields(ID, item, REQUIRED)),
};
