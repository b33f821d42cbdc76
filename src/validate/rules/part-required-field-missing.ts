/**
 * Part required fields (SPEC.md "Part": name, partNumber, quantity, unitPrice, coreQuantity,
 * unitCorePrice required; in 0.3-beta a salesman, when given, has its id). Checked on the part
 * document itself and on the parts embedded in item requests, on creates and updates alike
 * (review r14 spec L3): SPEC.md's Part table exempts no update, and the deployed
 * EstimateItemPartRequest schemas of every generation require these fields whatever the
 * endpoint. API-FACTS.md's "which requirements depend on the endpoint (create vs update)" is
 * said of the item schema, whose code and name the deployed schemas leave optional because one
 * schema serves create and update; only item-required-field-missing skips updates.
 */
import { ALL_GENERATIONS, FROM_0_1 } from './generation-sets.js';
import { isGiven, itemsWritten, missingFields } from './helpers.js';
import type { Finding, RuleDefinition, RuleNode } from './types.js';

const ID = 'part-required-field-missing';

const REQUIRED = [
  'name',
  'partNumber',
  'quantity',
  'unitPrice',
  'coreQuantity',
  'unitCorePrice',
] as const;

const SALESMAN_REQUIRED = ['id'] as const;

function checkPart(part: RuleNode): Finding[] {
  const findings = missingFields(ID, part, REQUIRED);
  const salesman = part.child('salesman');
  if (isGiven(salesman)) findings.push(...missingFields(ID, salesman, SALESMAN_REQUIRED));
  return findings;
}

/** Every part written has its name, number, quantities and prices. */
export const partRequiredFieldMissing: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: ALL_GENERATIONS, schema: 'EstimateItemPartRequest', roots: ['part'] },
    { generations: ALL_GENERATIONS, schema: 'EstimateItemRequest', roots: ['item', 'items'] },
    { generations: FROM_0_1, schema: 'EstimateRequest', roots: ['estimate'] },
  ],
  doc:
    `A part written (a part document, or a part embedded in an item request or in an item of the estimate update) has ` +
    `${REQUIRED.join(', ')}; a salesman, when given (0.3-beta), has its id. The part table ` +
    'calls the core price corePrice; the element is unitCorePrice. Creates and updates alike: ' +
    'the 0.0.7 part create (POST /items/{item_id}/parts) and part update (PUT ' +
    '/items/{item_id}/parts/{part_id}), and parts embedded in an item create or update. SPEC.md\'s ' +
    'Part table marks these fields required with no update exemption, and the deployed part ' +
    'schemas require them on every endpoint; the create/update distinction of API-FACTS.md is ' +
    'about the item schema (an item update needs no code or name: item-required-field-missing).',
  check: (root) => {
    if (root.name === 'part') return checkPart(root);
    const findings: Finding[] = [];
    for (const item of itemsWritten(root)) {
      const parts = item.child('parts');
      if (isGiven(parts))
        for (const part of parts.children('part')) findings.push(...checkPart(part));
    }
    return findings;
  },
};
