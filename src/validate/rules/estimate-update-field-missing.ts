/**
 * The estimate update needs shopSupplies, hazWaste, freight and tax (SPEC.md "Estimates",
 * `POST /estimates/{id}`: "all required"). EstimateRequest is the body of that endpoint alone,
 * so the verdict does not depend on naming the endpoint.
 */
import { ALL_GENERATIONS } from './generation-sets.js';
import { missingFields } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'estimate-update-field-missing';

const REQUIRED = ['shopSupplies', 'hazWaste', 'freight', 'tax'] as const;

/** An estimate update gives all four miscellaneous charges. */
export const estimateUpdateFieldMissing: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: 'EstimateRequest', roots: ['estimate'] }],
  doc:
    `An EstimateRequest (the body of POST /estimates/{id}) gives ${REQUIRED.join(', ')}; ` +
    'additionalCharges is optional.',
  check: (root) => missingFields(ID, root, REQUIRED),
};
