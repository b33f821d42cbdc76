/**
 * A 0.1 version update gives an item's approval reason description once: the 0.1 schema accepts
 * the 0.1 sample's `reason_description` and SPEC.md's `reasonDescription` (schemas/0.1/
 * DIFFERENCES.md D40), and an approval status holding both carries two texts with no way to tell
 * which one the server reads; `fleetcase migrate` to 0.2 keeps one and drops the other (review
 * r19 spec L1). A warning: the document is valid, as D40 decided, and the reason is free text
 * beside the status that decides; two sets of VMRS codes (`item-vmrs-given-twice`) classify the
 * repair two ways, an error.
 */
import { isGiven, findingAt } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'approval-reason-given-twice';

/** A 0.1 approval status gives its reason description under one spelling, not both. */
export const approvalReasonGivenTwice: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ['0.1'], schema: 'EstimateVersionRequest', roots: ['version'] }],
  doc:
    'A 0.1 version update gives each approval reason description once: as reason_description ' +
    "(the 0.1 sample's spelling) or reasonDescription (SPEC.md's, the only one from 0.2), both of " +
    'which the 0.1 schema accepts, not both. Reported at reasonDescription.',
  check: (root) => {
    const items = root.child('items');
    if (!isGiven(items)) return [];
    return items.children('item').flatMap((item) => {
      const status = item.child('approvalStatus');
      const sample = status?.child('reason_description');
      const spec = status?.child('reasonDescription');
      return sample && spec ? [findingAt(ID, spec, { element: spec.name, other: sample.name })] : [];
    });
  },
};
