/**
 * SPEC.md's endpoint tables, transcribed row by row with the generations each row belongs to
 * (the "Estimates" table from 0.1, the "Legacy estimate item and part endpoints" in 0.0.7 only,
 * every other table in all four), and the facts the row states: alias paths, request body,
 * response document, success codes, filters and page size. Checked by spec-coverage.test.ts.
 */
import type { GenerationId } from '../../src/ir/generations.js';
import { ALL, FROM_0_1, ONLY_0_0_7 } from './spec-field-model.js';

/** A part of a multipart/form-data request body. */
export interface SpecPart {
  name: string;
  required: boolean;
  /** The XML document the part carries. */
  schema?: string;
  root?: string;
  /** A media type the part accepts. */
  contentType?: string;
}

/** One row of a SPEC.md endpoint table. */
export interface SpecEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  in: readonly GenerationId[];
  /** The auth-server endpoint `{auth_url}/oauth/token`. */
  base?: 'auth';
  aliases?: readonly string[];
  request?: {
    contentType: string;
    schema?: string;
    roots?: Partial<Record<GenerationId, readonly string[]>>;
    parts?: readonly SpecPart[];
  };
  /** Response document (schema, and root where SPEC.md's shape names one). */
  response?: { schema: string; root?: string };
  /** Success codes SPEC.md gives. */
  success?: readonly number[];
  /** Query filters SPEC.md names. */
  query?: readonly string[];
  pageSize?: number;
}

const XML = 'application/xml';
const byGeneration = (generations: readonly GenerationId[], roots: readonly string[]) =>
  Object.fromEntries(generations.map((id) => [id, roots]));
const CASE_WRITE = { contentType: XML, schema: 'CaseRequest', roots: byGeneration(ALL, ['case']) };
const DELETED = [200, 202, 204];

const e = (
  method: SpecEndpoint['method'],
  path: string,
  rest: Omit<SpecEndpoint, 'method' | 'path' | 'in'> = {},
  generations = ALL,
): SpecEndpoint => ({ method, path, in: generations, ...rest });

/** Every row of SPEC.md's endpoint tables. */
export const SPEC_ENDPOINTS: readonly SpecEndpoint[] = [
  // Authentication endpoints
  e('POST', '/oauth2/token', {
    request: { contentType: 'application/x-www-form-urlencoded' },
    response: { schema: 'AuthorizationResponse', root: 'AuthorizationResponse' },
  }),
  e('POST', '/oauth/token', { base: 'auth', request: { contentType: 'application/json' } }),
  // Assets
  e('GET', '/assets/{id}', { response: { schema: 'AssetResponse', root: 'asset' } }),
  e('GET', '/assets', {
    response: { schema: 'AssetResponse', root: 'assets' },
    query: ['chassis_id', 'serial_number', 'unit_number', 'vin'],
    pageSize: 10,
  }),
  e('GET', '/assets/{id}/cases', {
    response: { schema: 'CaseResponse', root: 'cases' },
    query: ['closed', 'ro_number'],
    pageSize: 5,
  }),
  e('POST', '/assets/{id}/cases', {
    request: CASE_WRITE,
    response: { schema: 'CaseResponse', root: 'case' },
  }),
  // Service locations
  e('GET', '/service_locations', {
    response: { schema: 'ServiceLocationResponse', root: 'serviceLocations' },
    query: [
      'externalId',
      'name',
      'address',
      'address2',
      'city',
      'state',
      'postalCode',
      'country',
      'phone',
      'fax',
      'email',
    ],
    pageSize: 10,
  }),
  // "one service location": the single-resource root serviceLocation (spec-schemas.ts).
  e('GET', '/service_locations/{id}', { response: { schema: 'ServiceLocationResponse', root: 'serviceLocation' } }),
  e('POST', '/service_locations/{id}/service_requests', {
    request: {
      contentType: XML,
      schema: 'FleetServiceRequest',
      roots: byGeneration(ALL, ['serviceRequest']),
    },
    response: { schema: 'SubcaseResponse', root: 'subcase' },
  }),
  e('POST', '/service_locations/{id}/cases', {
    request: CASE_WRITE,
    response: { schema: 'CaseResponse', root: 'case' },
  }),
  e('GET', '/service_locations/{id}/users', {
    response: { schema: 'UsersResponse', root: 'users' },
  }),
  e('GET', '/service_locations/{id}/departments', {
    response: { schema: 'ServiceLocationDepartments', root: 'departments' },
  }),
  e('GET', '/service_locations/{id}/departments/{code}', {
    response: { schema: 'ServiceLocationDepartments', root: 'department' },
  }),
  e('GET', '/service_locations/{id}/program_types', {
    response: { schema: 'ServiceLocationProgramTypes', root: 'programTypes' },
  }),
  // Customers
  e('GET', '/customers', {
    response: { schema: 'CustomerResponse', root: 'customers' },
    query: [
      'externalID',
      'companyName',
      'address1',
      'address2',
      'city',
      'state',
      'postalCode',
      'countryCode',
      'emailAddress',
      'phoneNumber',
      'faxNumber',
      'customerNumber',
      'accountNumber',
    ],
    pageSize: 10,
  }),
  e('GET', '/customers/{id}', { response: { schema: 'CustomerResponse', root: 'customer' } }),
  // Cases
  e('GET', '/cases/{id}', { response: { schema: 'CaseResponse', root: 'case' } }),
  e('GET', '/cases', {
    response: { schema: 'CaseResponse', root: 'cases' },
    query: [
      'asset_id',
      'assignee_id',
      'created_after',
      'created_before',
      'updated_after',
      'updated_before',
      'closed',
      'customer_id',
      'ro_number',
      'service_location_id',
      'page',
    ],
    pageSize: 5,
  }),
  e('POST', '/cases/{id}', {
    request: CASE_WRITE,
    response: { schema: 'CaseResponse', root: 'case' },
  }),
  e('GET', '/cases/{id}/senders', { response: { schema: 'SenderResponse', root: 'senders' } }),
  e('GET', '/cases/{id}/recipients', {
    response: { schema: 'RecipientResponse', root: 'recipients' },
  }),
  e('GET', '/cases/{id}/assignees', {
    response: { schema: 'AssigneesResponse', root: 'assignees' },
  }),
  e('GET', '/cases/{id}/statuses', { response: { schema: 'CaseStatus', root: 'statuses' } }),
  e('PUT', '/cases/{id}/actions/close', { success: [202] }),
  e('PUT', '/cases/{id}/actions/open', { success: [202] }),
  // Notes
  e('GET', '/cases/{case_id}/notes', { response: { schema: 'NoteResponse', root: 'notes' } }),
  e('GET', '/cases/{case_id}/note/{id}', {
    aliases: ['/cases/{case_id}/notes/{id}'],
    response: { schema: 'NoteResponse', root: 'note' },
  }),
  e('POST', '/case/{case_id}/notes', {
    aliases: ['/cases/{case_id}/notes'],
    request: { contentType: XML, schema: 'NoteRequest', roots: byGeneration(ALL, ['note']) },
    response: { schema: 'NoteResponse', root: 'note' },
  }),
  // Attachments
  e('GET', '/case/{case_id}/attachments', {
    aliases: ['/cases/{case_id}/attachments'],
    response: { schema: 'AttachmentResponse', root: 'attachments' },
  }),
  e('GET', '/case/{case_id}/attachment/{id}', {
    aliases: ['/cases/{case_id}/attachments/{id}'],
    response: { schema: 'AttachmentResponse', root: 'attachment' },
  }),
  e('POST', '/case/{case_id}/attachments', {
    aliases: ['/cases/{case_id}/attachments'],
    request: {
      contentType: 'multipart/form-data',
      parts: [
        { name: 'file', required: true },
        { name: 'body', required: true, schema: 'AttachmentRequest', root: 'attachment' },
      ],
    },
    response: { schema: 'AttachmentResponse', root: 'attachment' },
  }),
  // Estimates (schemas 0.1 and later)
  e(
    'GET',
    '/estimates',
    { response: { schema: 'EstimateResponse', root: 'estimates' }, success: [200] },
    FROM_0_1,
  ),
  e(
    'GET',
    '/estimates/{id}',
    { response: { schema: 'EstimateResponse', root: 'estimate' }, success: [200] },
    FROM_0_1,
  ),
  e(
    'POST',
    '/estimates/{id}',
    {
      request: {
        contentType: XML,
        schema: 'EstimateRequest',
        roots: byGeneration(FROM_0_1, ['estimate']),
      },
      response: { schema: 'EstimateResponse', root: 'estimate' },
      success: [200],
    },
    FROM_0_1,
  ),
  e('GET', '/estimates/{id}/items', {
    response: { schema: 'EstimateItemResponse', root: 'items' },
    success: [200],
  }),
  e(
    'GET',
    '/estimates/{id}/items/{item_id}',
    { response: { schema: 'EstimateItemResponse', root: 'item' }, success: [200] },
    FROM_0_1,
  ),
  e('POST', '/estimates/{estimate_id}/items', {
    request: {
      contentType: XML,
      schema: 'EstimateItemRequest',
      roots: {
        '0.0.7': ['item'],
        '0.1': ['item'],
        '0.2': ['item', 'items'],
        '0.3-beta': ['item', 'items'],
      },
    },
    response: { schema: 'EstimateItemResponse' },
    success: [201],
  }),
  e(
    'POST',
    '/estimates/{estimate_id}/items/{item_id}',
    {
      request: { contentType: XML, schema: 'EstimateItemRequest' },
      response: { schema: 'EstimateItemResponse', root: 'item' },
      success: [200],
    },
    FROM_0_1,
  ),
  e('DELETE', '/estimates/{estimate_id}/items/{item_id}', { success: DELETED }, FROM_0_1),
  e(
    'GET',
    '/estimates/{id}/versions',
    { response: { schema: 'EstimateVersionResponse', root: 'versions' }, success: [200] },
    FROM_0_1,
  ),
  e(
    'GET',
    '/estimates/{id}/versions/{version_id}',
    { response: { schema: 'EstimateVersionResponse', root: 'version' }, success: [200] },
    FROM_0_1,
  ),
  e(
    'POST',
    '/estimates/{estimate_id}/versions',
    {
      request: {
        contentType: 'multipart/form-data',
        parts: [{ name: 'file', required: false, contentType: 'application/pdf' }],
      },
    },
    FROM_0_1,
  ),
  e(
    'POST',
    '/estimates/{estimate_id}/versions/{version_id}',
    {
      request: {
        contentType: XML,
        schema: 'EstimateVersionRequest',
        roots: byGeneration(FROM_0_1, ['version']),
      },
      response: { schema: 'EstimateVersionResponse', root: 'version' },
      success: [200],
    },
    FROM_0_1,
  ),
  // Legacy estimate item and part endpoints (schema 0.0.7); GET /estimates/{id}/items and
  // POST /estimates/{estimate_id}/items are the rows above, shared with the 0.1 table.
  e(
    'GET',
    '/items/{item_id}',
    { response: { schema: 'EstimateItemResponse', root: 'item' }, success: [200] },
    ONLY_0_0_7,
  ),
  e(
    'POST',
    '/items/{item_id}',
    {
      request: { contentType: XML, schema: 'EstimateItemRequest' },
      response: { schema: 'EstimateItemResponse', root: 'item' },
      success: [200],
    },
    ONLY_0_0_7,
  ),
  e('DELETE', '/items/{item_id}', { success: DELETED }, ONLY_0_0_7),
  e(
    'GET',
    '/items/{item_id}/parts',
    { response: { schema: 'EstimateItemPartResponse', root: 'parts' }, success: [200] },
    ONLY_0_0_7,
  ),
  e(
    'GET',
    '/items/{item_id}/parts/{part_id}',
    { response: { schema: 'EstimateItemPartResponse', root: 'part' }, success: [200] },
    ONLY_0_0_7,
  ),
  e(
    'POST',
    '/items/{item_id}/parts',
    {
      request: {
        contentType: XML,
        schema: 'EstimateItemPartRequest',
        roots: byGeneration(ONLY_0_0_7, ['part']),
      },
      response: { schema: 'EstimateItemPartResponse', root: 'part' },
      success: [201],
    },
    ONLY_0_0_7,
  ),
  e(
    'PUT',
    '/items/{item_id}/parts/{part_id}',
    {
      request: { contentType: XML, schema: 'EstimateItemPartRequest' },
      response: { schema: 'EstimateItemPartResponse', root: 'part' },
      success: [200],
    },
    ONLY_0_0_7,
  ),
  e('DELETE', '/items/{item_id}/parts/{part_id}', { success: DELETED }, ONLY_0_0_7),
];
