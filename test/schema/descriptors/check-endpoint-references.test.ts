/**
 * checkEndpointReferences against hand-built schema sets: the effective set of each generation
 * as API-FACTS.md gives it ("Schemas issued by each generation", "Root elements") plus the
 * single-resource roots serviceLocation and customer (GET by id returns one resource; see
 * schemas/0.0.7/DIFFERENCES.md), and broken variants of it.
 */
import { describe, expect, it } from 'vitest';
import { FleetcaseError } from '../../../src/errors.js';
import { GENERATIONS, type IrSchema } from '../../../src/ir/index.js';
import { checkEndpointReferences } from '../../../src/schema/descriptors/index.js';
import { loadAllGenerations } from './helpers.js';

const endpoints = loadAllGenerations();

/** Root elements by schema name (API-FACTS.md, "Root elements" and "Error documents"). */
const ROOTS: Record<string, string[]> = {
  CaseRequest: ['case'],
  CaseResponse: ['case', 'cases'],
  SubcaseResponse: ['subcase', 'subcases'],
  FleetServiceRequest: ['serviceRequest'],
  AssetResponse: ['asset', 'assets'],
  ServiceLocationResponse: ['serviceLocation', 'serviceLocations'],
  CustomerResponse: ['customer', 'customers'],
  EstimateRequest: ['estimate'],
  EstimateResponse: ['estimate', 'estimates'],
  EstimateItemRequest: ['item'],
  EstimateItemResponse: ['item', 'items'],
  EstimateItemPartRequest: ['part'],
  EstimateItemPartResponse: ['part', 'parts'],
  EstimateVersionRequest: ['version'],
  EstimateVersionResponse: ['version', 'versions'],
  NoteRequest: ['note'],
  NoteResponse: ['note', 'notes'],
  AttachmentRequest: ['attachment'],
  AttachmentResponse: ['attachment', 'attachments'],
  UsersResponse: ['users'],
  SenderResponse: ['sender', 'senders'],
  RecipientRequest: ['recipient', 'recipients'],
  RecipientResponse: ['recipients'],
  AssigneesResponse: ['assignees'],
  CaseStatus: ['statuses'],
  ServiceLocationDepartments: ['department', 'departments'],
  ServiceLocationProgramTypes: ['programType', 'programTypes'],
  AuthorizationResponse: ['AuthorizationResponse'],
  '400ErrorResponse': ['BadRequestResponse'],
  '403ErrorResponse': ['ForbiddenErrorResponse'],
  '422ErrorResponse': ['UnprocessableEntityErrorResponse'],
  '429ErrorResponse': ['TooManyRequestsResponse'],
};

function schema(name: string, roots: string[]): IrSchema {
  return {
    name,
    version: '0.1',
    namespace: `http://www.decisiv.net/platform_api/0.1/Case/${name}`,
    prefix: '',
    file: `0.1/${name}.xsd`,
    roots,
    imports: [],
    issued: true,
  };
}

/** The document schemas of a generation's effective set, as API-FACTS.md describes them. */
function effectiveSchemas(generation: string): IrSchema[] {
  return Object.entries(ROOTS)
    .filter(([name]) => generation !== '0.0.7' || !name.startsWith('EstimateVersion'))
    .map(([name, roots]) =>
      schema(
        name,
        name === 'EstimateItemRequest' && ['0.2', '0.3-beta'].includes(generation)
          ? ['item', 'items']
          : roots,
      ),
    );
}

function without(schemas: IrSchema[], name: string): IrSchema[] {
  return schemas.filter((candidate) => candidate.name !== name);
}

function lineOf(generation: string, operationId: string): number {
  return endpoints.get(generation)!.find((e) => e.operationId === operationId)!.source.line;
}

describe('checkEndpointReferences', () => {
  it.each(GENERATIONS)(
    '%s: every schema and root the descriptors name is in the API-FACTS.md set',
    (generation) => {
      expect(() =>
        checkEndpointReferences(
          endpoints.get(generation)!,
          effectiveSchemas(generation),
          `${generation}/endpoints.json`,
        ),
      ).not.toThrow();
    },
  );

  it.each([
    {
      name: 'a root the schema lacks (multi-item creation against a 0.1-style EstimateItemRequest)',
      generation: '0.2',
      schemas: () => [
        ...without(effectiveSchemas('0.2'), 'EstimateItemRequest'),
        schema('EstimateItemRequest', ['item']),
      ],
      operationId: 'createEstimateItems',
      detail:
        'createEstimateItems (POST /estimates/{estimate_id}/items) request names root "items", which schema EstimateItemRequest does not declare (its roots: item)',
    },
    {
      name: 'a response schema missing from the set',
      generation: '0.1',
      schemas: () => effectiveSchemas('0.0.7'),
      operationId: 'listEstimateVersions',
      detail:
        'listEstimateVersions (GET /estimates/{id}/versions) response 200 names schema "EstimateVersionResponse", which is not in this generation\'s schema set',
    },
    {
      name: 'a multipart part schema missing from the set',
      generation: '0.3-beta',
      schemas: () => without(effectiveSchemas('0.3-beta'), 'AttachmentRequest'),
      operationId: 'createCaseAttachment',
      detail:
        'createCaseAttachment (POST /case/{case_id}/attachments) request part "body" names schema "AttachmentRequest", which is not in this generation\'s schema set',
    },
    {
      name: 'an error document missing from the set',
      generation: '0.0.7',
      schemas: () => without(effectiveSchemas('0.0.7'), '403ErrorResponse'),
      operationId: 'createToken',
      detail:
        'createToken (POST /oauth2/token) response 403 names schema "403ErrorResponse", which is not in this generation\'s schema set',
    },
    {
      name: 'a schema without roots',
      generation: '0.0.7',
      schemas: () => [
        ...without(effectiveSchemas('0.0.7'), 'AuthorizationResponse'),
        schema('AuthorizationResponse', []),
      ],
      operationId: 'createToken',
      detail:
        'createToken (POST /oauth2/token) response 200 names root "AuthorizationResponse", which schema AuthorizationResponse does not declare (its roots: none)',
    },
  ])('fails on $name', ({ generation, schemas, operationId, detail }) => {
    const file = `${generation}/endpoints.json`;
    let caught: unknown;
    try {
      checkEndpointReferences(endpoints.get(generation)!, schemas(), file);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(FleetcaseError);
    const error = caught as FleetcaseError<'DescriptorUnknownReference'>;
    expect(error.kind).toBe('DescriptorUnknownReference');
    expect(error.props).toStrictEqual({ file, line: lineOf(generation, operationId), detail });
    expect(error.message).toBe(`${file}:${lineOf(generation, operationId)}: ${detail}`);
  });
});
