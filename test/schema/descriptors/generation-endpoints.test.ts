/**
 * The bundled `schemas/<generation>/endpoints.json` files: they load, and they hold the rows of
 * SPEC.md's endpoint tables that exist in each generation, with the facts SPEC.md gives.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATIONS, type IrEndpoint } from '../../../src/ir/index.js';
import { findEndpoint } from '../../../src/schema/descriptors/index.js';
import { descriptorFile, loadAllGenerations } from './helpers.js';

const all = loadAllGenerations();

function endpoint(generation: string, spec: string): IrEndpoint {
  const found = findEndpoint(all.get(generation)!, spec);
  if (!found) throw new Error(`${generation}: no endpoint for ${spec}`);
  return found;
}

describe('bundled endpoint descriptors', () => {
  it.each([
    { given: '0.0.7', want: 41 },
    { given: '0.1', want: 43 },
    { given: '0.2', want: 43 },
    { given: '0.3-beta', want: 43 },
  ])('$given has $want endpoints', ({ given, want }) => {
    expect(all.get(given)).toHaveLength(want);
  });

  it('uses the same operationIds for the operations every generation shares', () => {
    const ids = (generation: string) =>
      all
        .get(generation)!
        .map((e) => e.operationId)
        .sort();
    expect(ids('0.2')).toStrictEqual(ids('0.1'));
    expect(ids('0.3-beta')).toStrictEqual(ids('0.1'));
    const legacyOnly = [
      'listItemParts',
      'getItemPart',
      'createItemPart',
      'updateItemPart',
      'deleteItemPart',
    ].sort();
    const estimatesOnly = [
      'listEstimates',
      'getEstimate',
      'updateEstimate',
      'listEstimateVersions',
      'getEstimateVersion',
      'createEstimateVersion',
      'updateEstimateVersion',
    ].sort();
    expect(ids('0.0.7').filter((id) => !ids('0.1').includes(id))).toStrictEqual(legacyOnly);
    expect(ids('0.1').filter((id) => !ids('0.0.7').includes(id))).toStrictEqual(estimatesOnly);
  });

  it.each([
    { generation: '0.0.7', spec: 'GET /items/{item_id}', want: 'getEstimateItem' },
    { generation: '0.0.7', spec: 'PUT /items/{item_id}/parts/{part_id}', want: 'updateItemPart' },
    { generation: '0.0.7', spec: 'GET /estimates/{id}/versions', want: undefined },
    { generation: '0.0.7', spec: 'GET /estimates/{id}', want: undefined },
    {
      generation: '0.0.7',
      spec: 'POST /estimates/{estimate_id}/items',
      want: 'createEstimateItems',
    },
    { generation: '0.1', spec: 'GET /items/{item_id}', want: undefined },
    { generation: '0.1', spec: 'GET /estimates/{id}/items/{item_id}', want: 'getEstimateItem' },
    {
      generation: '0.2',
      spec: 'DELETE /estimates/{estimate_id}/items/{item_id}',
      want: 'deleteEstimateItem',
    },
    { generation: '0.3-beta', spec: 'GET /estimates/{id}/versions', want: 'listEstimateVersions' },
    {
      generation: '0.3-beta',
      spec: 'POST /estimates/{estimate_id}/versions/{version_id}',
      want: 'updateEstimateVersion',
    },
    { generation: '0.3-beta', spec: 'GET /items/{item_id}/parts', want: undefined },
    ...GENERATIONS.flatMap((generation) => [
      { generation, spec: 'POST /oauth2/token', want: 'createToken' },
      { generation, spec: 'POST /oauth/token', want: 'createOAuthToken' },
      { generation, spec: 'PUT /cases/{id}/actions/close', want: 'closeCase' },
      { generation, spec: 'PUT /cases/{id}/actions/open', want: 'openCase' },
      { generation, spec: 'GET /cases/{id}/statuses', want: 'listCaseStatuses' },
      {
        generation,
        spec: 'GET /service_locations/{id}/program_types',
        want: 'listServiceLocationProgramTypes',
      },
      { generation, spec: 'POST /cases/{case_id}/notes', want: 'createCaseNote' },
      { generation, spec: 'GET /cases/{case_id}/attachments/{id}', want: 'getCaseAttachment' },
    ]),
  ])('$generation: $spec -> $want', ({ generation, spec, want }) => {
    expect(findEndpoint(all.get(generation)!, spec)?.operationId).toBe(want);
  });

  it.each(
    GENERATIONS.flatMap((generation) => [
      { generation, spec: 'GET /assets', want: 10 },
      { generation, spec: 'GET /customers', want: 10 },
      { generation, spec: 'GET /service_locations', want: 10 },
      { generation, spec: 'GET /cases', want: 5 },
      { generation, spec: 'GET /assets/{id}/cases', want: 5 },
      { generation, spec: 'GET /cases/{id}/notes', want: undefined },
    ]),
  )('$generation: $spec pages by $want', ({ generation, spec, want }) => {
    expect(endpoint(generation, spec).pageSize).toBe(want);
  });

  it.each(GENERATIONS)('%s: sorting and order as SPEC.md gives them', (generation) => {
    expect(endpoint(generation, 'GET /assets').sort).toStrictEqual({
      fields: [],
      supported: false,
    });
    expect(endpoint(generation, 'GET /customers').sort?.param).toBe('sortBy');
    expect(endpoint(generation, 'GET /service_locations').sort?.param).toBeUndefined();
    expect(endpoint(generation, 'GET /service_locations').sort?.fields).toContain('updatedAt');
    expect(endpoint(generation, 'GET /cases').order).toBe('created_at desc');
    expect(
      endpoint(generation, 'GET /cases').query.find((p) => p.name === 'created_after'),
    ).toStrictEqual({
      name: 'created_after',
      type: 'date',
      format: 'YYYYMMDD',
      required: false,
    });
    expect(endpoint(generation, 'GET /cases').query.find((p) => p.name === 'closed')?.type).toBe(
      'boolean',
    );
  });

  it.each([
    { given: '0.0.7', want: ['item'], response: 'item' },
    { given: '0.1', want: ['item'], response: 'items' },
    { given: '0.2', want: ['item', 'items'], response: 'items' },
    { given: '0.3-beta', want: ['item', 'items'], response: 'items' },
  ])(
    '$given: item creation accepts roots $want, answers 201 $response',
    ({ given, want, response }) => {
      const create = endpoint(given, 'POST /estimates/{estimate_id}/items');
      expect(create.request?.roots).toStrictEqual(want);
      expect(create.responses[0]).toMatchObject({
        status: [201],
        schema: 'EstimateItemResponse',
        root: response,
      });
      expect(create.rules).toContainEqual(
        expect.objectContaining({ kind: 'ignoredOnInput', fields: ['labor/total'] }),
      );
    },
  );

  it('0.0.7 POST /assets/{id}/cases needs at least one of four fields; later generations do not', () => {
    expect(endpoint('0.0.7', 'POST /assets/{id}/cases').rules).toStrictEqual([
      {
        kind: 'atLeastOneOf',
        rule: 'case-create-detail-missing',
        fields: ['primaryContact', 'customComplaintCodes', 'assetCheckInTime', 'status'],
        doc: expect.stringContaining('0.0.7'),
      },
    ]);
    for (const generation of ['0.1', '0.2', '0.3-beta']) {
      expect(endpoint(generation, 'POST /assets/{id}/cases').rules).toStrictEqual([]);
    }
  });

  it.each(GENERATIONS)(
    '%s: case close and open answer 202, then 403 when repeated',
    (generation) => {
      for (const action of ['close', 'open']) {
        const statuses = endpoint(generation, `PUT /cases/{id}/actions/${action}`).responses.map(
          (r) => r.status,
        );
        expect(statuses).toContainEqual([202]);
        expect(statuses).toContainEqual([403]);
        expect(endpoint(generation, `PUT /cases/{id}/actions/${action}`).request).toBeUndefined();
      }
    },
  );

  it.each(GENERATIONS)('%s: auth of the token endpoints and the rest', (generation) => {
    expect(endpoint(generation, 'POST /oauth2/token').auth).toStrictEqual(['basic']);
    const oauth = endpoint(generation, 'POST /oauth/token');
    expect({ auth: oauth.auth, base: oauth.base }).toStrictEqual({ auth: ['none'], base: 'auth' });
    const others = all.get(generation)!.filter((e) => !e.path.includes('token'));
    expect(new Set(others.map((e) => e.auth.join(',')))).toStrictEqual(new Set(['bearer,oauth']));
    for (const e of others) {
      expect(e.responses.map((r) => r.status[0])).toEqual(expect.arrayContaining([401, 403]));
    }
  });

  it.each(GENERATIONS)(
    '%s: attachment upload is multipart with file and an AttachmentRequest body',
    (generation) => {
      const upload = endpoint(generation, 'POST /case/{case_id}/attachments');
      expect(upload.aliases).toStrictEqual(['/cases/{case_id}/attachments']);
      expect(upload.request?.contentType).toBe('multipart/form-data');
      expect(
        upload.request?.parts?.map(({ name, required, schema, root }) => ({
          name,
          required,
          schema,
          root,
        })),
      ).toStrictEqual([
        { name: 'file', required: true, schema: undefined, root: undefined },
        { name: 'body', required: true, schema: 'AttachmentRequest', root: 'attachment' },
      ]);
      expect(upload.rules).toStrictEqual([
        expect.objectContaining({ kind: 'required', fields: ['description'] }),
      ]);
    },
  );

  it('maps one endpoint completely onto IrEndpoint', () => {
    const close = endpoint('0.3-beta', 'PUT /cases/{id}/actions/close');
    const text = readFileSync(descriptorFile('0.3-beta'), 'utf8').split('\n');
    expect(close).toStrictEqual({
      operationId: 'closeCase',
      method: 'PUT',
      path: '/cases/{id}/actions/close',
      aliases: [],
      base: 'platform',
      pathParams: [{ name: 'id', type: 'string', required: true }],
      query: [],
      responses: [
        { status: [202], doc: expect.any(String) },
        {
          status: [403],
          contentType: 'application/xml',
          schema: '403ErrorResponse',
          root: 'ForbiddenErrorResponse',
          doc: expect.stringContaining('already closed'),
        },
        { status: [401], doc: expect.any(String) },
        { status: [404], doc: expect.any(String) },
        {
          status: [429],
          contentType: 'application/xml',
          schema: '429ErrorResponse',
          root: 'TooManyRequestsResponse',
          doc: expect.any(String),
        },
      ],
      auth: ['bearer', 'oauth'],
      rules: [],
      doc: 'Closes an open case: 202; 403 if it is already closed.',
      source: { file: '0.3-beta/endpoints.json', line: close.source.line },
    });
    // The line is the endpoint's opening brace, followed by its operationId.
    expect(text[close.source.line - 1]!.trim()).toBe('{');
    expect(text[close.source.line]).toContain('"operationId": "closeCase"');
  });
});
