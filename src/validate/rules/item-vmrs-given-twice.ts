/**
 * A 0.0.7 item request carries its VMRS codes once: the schema accepts the deployed `VMRS` and
 * SPEC.md's `vmrs` (schemas/0.0.7/DIFFERENCES.md D29), but an `xs:all` cannot say "one of the
 * two", so an item holding both would pass the XSD with two sets of codes and no way to tell
 * which one the server reads.
 */
import { findingAt } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'item-vmrs-given-twice';

/** A 0.0.7 item gives its codes under VMRS or under vmrs, not under both. */
export const itemVmrsGivenTwice: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ['0.0.7'], schema: 'EstimateItemRequest', roots: ['item'] }],
  doc:
    'A 0.0.7 item request gives its VMRS codes once: under VMRS (the deployed 0.0.7 spelling) ' +
    "or under vmrs (SPEC.md's request table), both of which the 0.0.7 schema accepts, not under " +
    'both. Reported at the vmrs element; an empty one counts as given.',
  check: (root) => {
    const deployed = root.child('VMRS');
    const spec = root.child('vmrs');
    // Reported at vmrs whatever the order: the tree and value views must give the same path.
    return deployed && spec
      ? [findingAt(ID, spec, { element: spec.name, other: deployed.name })]
      : [];
  },
};
