/**
 * API-FACTS.md's tables of schemas and roots, transcribed: which version of each schema a
 * generation's effective set holds ("Schemas issued by each generation"; the error documents
 * follow the 0.0.7/0.1 complete sets), the root elements of each ("Root elements", plus the
 * single-resource roots decided in schemas/0.0.7/DIFFERENCES.md), and the helper namespace
 * versions 0.3-beta documents import. Checked by spec-coverage.test.ts.
 */
import type { GenerationId } from '../../src/ir/generations.js';

/** Version of the schema in the effective set of 0.0.7, 0.1, 0.2, 0.3-beta; null = absent. */
type Versions = readonly [string | null, string | null, string | null, string | null];

const EVERY = ['0.0.7', '0.1', '0.2', '0.3-beta'] as const;
const SKIPS_0_2 = ['0.0.7', '0.1', '0.1', '0.3-beta'] as const;
const UNTIL_0_2 = ['0.0.7', '0.1', '0.2', '0.2'] as const;
const FROM_0_1_UNTIL_0_2 = [null, '0.1', '0.2', '0.2'] as const;
const ONLY_0_1 = ['0.0.7', '0.1', '0.1', '0.1'] as const;

/** One schema SPEC.md or API-FACTS.md names. */
export interface SpecSchema {
  name: string;
  versions: Versions;
  /** Root elements; a helper schema has none. */
  roots: readonly string[];
  /** Roots added from a generation on. */
  laterRoots?: { from: GenerationId; roots: readonly string[] };
}

const s = (
  name: string,
  versions: Versions,
  roots: readonly string[] = [],
  laterRoots?: SpecSchema['laterRoots'],
): SpecSchema => ({ name, versions, roots, ...(laterRoots ? { laterRoots } : {}) });

/** Every schema of API-FACTS.md's tables, with its versions per generation and its roots. */
export const SPEC_SCHEMAS: readonly SpecSchema[] = [
  s('CaseRequest', EVERY, ['case']),
  s('CaseResponse', EVERY, ['case', 'cases']),
  s('CaseTypes', EVERY),
  s('EstimateItemRequest', EVERY, ['item'], { from: '0.2', roots: ['items'] }),
  s('EstimateItemResponse', EVERY, ['item', 'items']),
  s('EstimateItemPartRequest', EVERY, ['part']),
  s('EstimateItemPartResponse', EVERY, ['part', 'parts']),
  s('Department', EVERY),
  s('ProgramType', EVERY),
  s('ServiceLocationDepartments', EVERY, ['department', 'departments']),
  s('ServiceLocationProgramTypes', EVERY, ['programType', 'programTypes']),
  s('EstimateResponse', SKIPS_0_2, ['estimate', 'estimates']),
  s('AssetResponse', SKIPS_0_2, ['asset', 'assets']),
  s('RecipientResponse', SKIPS_0_2, ['recipients']),
  s('EstimateItemTypes', UNTIL_0_2),
  s('GroupedUser', UNTIL_0_2),
  s('AdditionalCharges', FROM_0_1_UNTIL_0_2),
  s('VMRS', FROM_0_1_UNTIL_0_2),
  s('EstimateVersionRequest', FROM_0_1_UNTIL_0_2, ['version']),
  s('EstimateVersionResponse', FROM_0_1_UNTIL_0_2, ['version', 'versions']),
  s('Salesman', [null, null, null, '0.3-beta']),
  s('EstimateRequest', ONLY_0_1, ['estimate']),
  // API-FACTS.md lists only the collection roots; SPEC.md's GET /service_locations/{id} and
  // GET /customers/{id} return one resource, which the deployed schemas root at the single
  // element (decision in schemas/0.0.7/DIFFERENCES.md, as in 0.1).
  s('ServiceLocationResponse', ONLY_0_1, ['serviceLocation', 'serviceLocations']),
  s('CustomerResponse', ONLY_0_1, ['customer', 'customers']),
  s('SubcaseResponse', ONLY_0_1, ['subcase', 'subcases']),
  s('FleetServiceRequest', ONLY_0_1, ['serviceRequest']),
  s('NoteRequest', ONLY_0_1, ['note']),
  s('NoteResponse', ONLY_0_1, ['note', 'notes']),
  s('AttachmentRequest', ONLY_0_1, ['attachment']),
  s('AttachmentResponse', ONLY_0_1, ['attachment', 'attachments']),
  s('UsersResponse', ONLY_0_1, ['users']),
  s('SenderResponse', ONLY_0_1, ['sender', 'senders']),
  s('RecipientRequest', ONLY_0_1, ['recipient', 'recipients']),
  s('AssigneesResponse', ONLY_0_1, ['assignees']),
  s('CaseStatus', ONLY_0_1, ['statuses']),
  s('AuthorizationResponse', ONLY_0_1, ['AuthorizationResponse']),
  s('400ErrorResponse', ONLY_0_1, ['BadRequestResponse']),
  s('403ErrorResponse', ONLY_0_1, ['ForbiddenErrorResponse']),
  s('422ErrorResponse', ONLY_0_1, ['UnprocessableEntityErrorResponse']),
  s('429ErrorResponse', ONLY_0_1, ['TooManyRequestsResponse']),
];

/** API-FACTS.md "Helper namespace versions used inside 0.3-beta documents": schema -> helper -> version. */
export const HELPERS_OF_0_3_BETA: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  CaseRequest: {
    CaseTypes: '0.3-beta',
    Department: '0.3-beta',
    ProgramType: '0.3-beta',
    GroupedUser: '0.2',
    VMRS: '0.2',
  },
  CaseResponse: {
    CaseTypes: '0.3-beta',
    Department: '0.3-beta',
    ProgramType: '0.3-beta',
    GroupedUser: '0.2',
    VMRS: '0.2',
  },
  EstimateItemRequest: {
    CaseTypes: '0.3-beta',
    Salesman: '0.3-beta',
    EstimateItemPartRequest: '0.3-beta',
    GroupedUser: '0.2',
    EstimateItemTypes: '0.2',
    VMRS: '0.2',
    AdditionalCharges: '0.2',
  },
  EstimateItemResponse: {
    CaseTypes: '0.3-beta',
    Salesman: '0.3-beta',
    EstimateItemPartResponse: '0.3-beta',
    GroupedUser: '0.2',
    EstimateItemTypes: '0.2',
    VMRS: '0.2',
    AdditionalCharges: '0.2',
  },
  EstimateResponse: { CaseTypes: '0.3-beta', AdditionalCharges: '0.2' },
};
