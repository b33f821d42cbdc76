/**
 * 0.0.7 CaseRequest required fields (SPEC.md "Case write body", requirement rule 2). From 0.1
 * every case field is optional (rule 1, which names 0.1 and 0.3-beta; 0.2 sits between them and
 * its deployed schema agrees), so this rule is scoped to 0.0.7 alone: the optional generations
 * are documented here and in `fleetcase rules` rather than by a rule that could never fail.
 */
import { missingFields } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'case-required-field-missing';

/** SPEC.md requirement rule 2, in its order; `a/b` is element b inside element a. */
const REQUIRED = [
  'assetArrived',
  'assetInformation/mileage',
  'assetInformation/trailer/loaded',
  'assetInformation/trailer/unitNumber',
  'atr',
  'authNumber',
  'breakdown/city',
  'breakdown/driverName',
  'breakdown/driverPhone',
  'breakdown/location',
  'breakdown/state',
  'cause',
  'complaint',
  'confirmedAppointmentTime',
  'correction',
  'customerRequestedAppointmentTime',
  'customerRequestedCompletionTime',
  'downtime',
  'etr',
  'followupTime',
  'invoiceAmount',
  'invoiceNumber',
  'poNumber',
  'primaryContact/name',
  'primaryContact/phone',
  'primaryContact/relation',
  'roNumber',
  'serviceLocationSuggestedAppointmentTime',
  'tagNumber',
  'uptime',
] as const;

/** Every CaseRequest write of 0.0.7 carries SPEC.md's required fields (nil allowed where nillable). */
export const caseRequiredFieldMissing: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ['0.0.7'], schema: 'CaseRequest', roots: ['case'] }],
  doc:
    'A 0.0.7 CaseRequest (every case write: create on an asset or a service location, update) ' +
    `must carry each field SPEC.md lists as required: ${REQUIRED.join(', ')}. "Required" means ` +
    'present: xsi:nil is allowed where the schema makes the field nillable (atr is unknown when ' +
    'a case opens). In 0.1, 0.2 and 0.3-beta every case field is optional, so the rule does not ' +
    'run there.',
  check: (root) => missingFields(ID, root, REQUIRED),
  requires: REQUIRED,
};
