/**
 * 0.0.7 item VMRS: when the item gives VMRS codes, it gives all five (SPEC.md "Estimate line
 * item", vmrs row: all optional from 0.1; in 0.0.7 all five required when vmrs is given).
 */
import { isGiven, missingFields } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'item-vmrs-code-missing';

/** SPEC.md's order. */
const CODES = ['code15', 'code14', 'code18', 'code79', 'code33'] as const;

/** A 0.0.7 item that gives vmrs gives code15, code14, code18, code79 and code33. */
export const itemVmrsCodeMissing: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ['0.0.7'], schema: 'EstimateItemRequest', roots: ['item'] }],
  doc:
    `In 0.0.7 an item that gives vmrs codes gives all five: ${CODES.join(', ')} (a code may be ` +
    'xsi:nil where nillable). The element is vmrs in SPEC.md and VMRS in the deployed 0.0.7 ' +
    'schema; both are checked. From 0.1 each code is optional.',
  check: (root) => {
    const vmrs = root.child('vmrs') ?? root.child('VMRS');
    if (!isGiven(vmrs)) return [];
    return missingFields(ID, vmrs, CODES).map((finding) => ({
      ...finding,
      args: { ...finding.args, codes: CODES.join(', ') },
    }));
  },
};
