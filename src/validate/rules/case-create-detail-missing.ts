/**
 * 0.0.7 `POST /assets/{id}/cases` needs at least one of primaryContact, customComplaintCodes,
 * assetCheckInTime, status (SPEC.md "Case write body", requirement rule 4). Endpoint-dependent:
 * the same document is fine as a case update.
 */
import { findingAt, hasContent } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'case-create-detail-missing';

/** The alternatives, as SPEC.md lists them. */
const ANY_OF = ['primaryContact', 'customComplaintCodes', 'assetCheckInTime', 'status'] as const;

/** A 0.0.7 case created on an asset names a contact, complaint codes, a check-in time or a status. */
export const caseCreateDetailMissing: RuleDefinition = {
  id: ID,
  appliesTo: [
    {
      generations: ['0.0.7'],
      schema: 'CaseRequest',
      roots: ['case'],
      endpoints: [{ method: 'POST', path: '/assets/{id}/cases', operationId: 'createAssetCase' }],
    },
  ],
  doc:
    'Endpoint-dependent: on 0.0.7 POST /assets/{id}/cases the case must give at least one of ' +
    `${ANY_OF.join(', ')} with a value. An element counts only when it carries one: xsi:nil ` +
    'or empty text gives none, and a container needs a child with a value. primaryContact is ' +
    'always present in 0.0.7 (case-required-field-missing), so an empty or nil contact is what ' +
    'this rule catches. ' +
    'Runs only when the endpoint is known (--endpoint or fleetcase.config.json).',
  check: (root) =>
    ANY_OF.some((local) => root.children(local).some(hasContent))
      ? []
      : [findingAt(ID, root, { fields: ANY_OF.join(', '), element: root.name })],
};
