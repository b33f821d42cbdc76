/**
 * 0.0.7 item VMRS: when the item gives VMRS codes, it gives all five (SPEC.md "Estimate line
 * item", vmrs row: all optional from 0.1; in 0.0.7 all five required when vmrs is given). The
 * 0.0.7 request schema takes the codes under the deployed `VMRS` and under SPEC.md's `vmrs`
 * (schemas/0.0.7/DIFFERENCES.md D29), so both are checked; giving both is item-vmrs-given-twice.
 */
import { isGiven, missingFields } from './helpers.js';
import type { Finding, RuleDefinition } from './types.js';

const ID = 'item-vmrs-code-missing';

/** SPEC.md's order. */
const CODES = ['code15', 'code14', 'code18', 'code79', 'code33'] as const;

/** The two spellings of the code element that the 0.0.7 request schema accepts. */
export const ITEM_VMRS_SPELLINGS = ['VMRS', 'vmrs'] as const;

/** A 0.0.7 item that gives vmrs gives code15, code14, code18, code79 and code33. */
export const itemVmrsCodeMissing: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ['0.0.7'], schema: 'EstimateItemRequest', roots: ['item'] }],
  doc:
    `In 0.0.7 an item that gives vmrs codes gives all five: ${CODES.join(', ')} (a code may be ` +
    'xsi:nil where nillable). The element is vmrs in SPEC.md and VMRS in the deployed 0.0.7 ' +
    'schema; the 0.0.7 request schema accepts both and both are checked. From 0.1 each code is ' +
    'optional.',
  check: (root) => {
    const findings: Finding[] = [];
    for (const spelling of ITEM_VMRS_SPELLINGS) {
      const vmrs = root.child(spelling);
      if (!isGiven(vmrs)) continue;
      for (const finding of missingFields(ID, vmrs, CODES))
        findings.push({ ...finding, args: { ...finding.args, codes: CODES.join(', ') } });
    }
    return findings;
  },
};
