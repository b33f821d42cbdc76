/**
 * A service request names its asset (SPEC.md "Service locations",
 * `POST /service_locations/{id}/service_requests`: "An asset or a parent case must be
 * provided"). SPEC.md's list of service request body elements names no parent case, and no
 * generation's FleetServiceRequest schema has an element for one (the vendor's neither), so the
 * asset is the one way to meet the requirement: the rule asks for it alone and says why, rather
 * than advising an element the schema refuses. FleetServiceRequest is the body of that endpoint
 * alone, so the verdict does not depend on naming the endpoint.
 */
import { ALL_GENERATIONS } from './generation-sets.js';
import { findingAt, hasContent } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'service-request-subject-missing';

/** A service request identifies the asset it is about. */
export const serviceRequestSubjectMissing: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: ALL_GENERATIONS, schema: 'FleetServiceRequest', roots: ['serviceRequest'] },
  ],
  doc:
    'A FleetServiceRequest (POST /service_locations/{id}/service_requests) gives an asset ' +
    '(assetIdentifier/id) with a value; a nil or empty one does not count. SPEC.md allows a ' +
    'parent case instead, but the schema has no element for one.',
  check: (root) =>
    root.children('assetIdentifier').some(hasContent) ? [] : [findingAt(ID, root, { element: root.name })],
};
