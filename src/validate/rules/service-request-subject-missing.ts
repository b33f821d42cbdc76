/**
 * A service request names its asset or its parent case (SPEC.md "Service locations",
 * `POST /service_locations/{id}/service_requests`: "An asset or a parent case must be
 * provided"). FleetServiceRequest is the body of that endpoint alone, so the verdict does not
 * depend on naming the endpoint.
 */
import { ALL_GENERATIONS } from './generation-sets.js';
import { findingAt, hasContent } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'service-request-subject-missing';

/** The elements that can name the subject: the asset (`assetIdentifier/id`) or a parent case. */
const ANY_OF = ['assetIdentifier', 'parentCase'] as const;

/** A service request identifies the asset or the parent case it is about. */
export const serviceRequestSubjectMissing: RuleDefinition = {
  id: ID,
  appliesTo: [
    { generations: ALL_GENERATIONS, schema: 'FleetServiceRequest', roots: ['serviceRequest'] },
  ],
  doc:
    'A FleetServiceRequest (POST /service_locations/{id}/service_requests) gives an asset ' +
    '(assetIdentifier/id) or a parent case (parentCase) with a value; nil or empty ones do not ' +
    'count.',
  check: (root) =>
    ANY_OF.some((local) => root.children(local).some(hasContent))
      ? []
      : [findingAt(ID, root, { fields: ANY_OF.join(' or '), element: root.name })],
};
