/** findEndpoint: a user's "METHOD /path" to an endpoint, through aliases and concrete values. */
import { describe, expect, it } from 'vitest';
import type { IrEndpoint } from '../../../src/ir/index.js';
import { findEndpoint, parseEndpointSpec } from '../../../src/schema/descriptors/index.js';
import { loadAllGenerations } from './helpers.js';

const endpoints = loadAllGenerations();

function endpoint(
  init: Pick<IrEndpoint, 'operationId' | 'method' | 'path'> & Partial<IrEndpoint>,
): IrEndpoint {
  return {
    aliases: [],
    base: 'platform',
    pathParams: [],
    query: [],
    responses: [],
    auth: [],
    rules: [],
    source: { file: '<memory>', line: 0 },
    ...init,
  };
}

describe('findEndpoint', () => {
  it.each([
    { given: 'GET /cases/{case_id}/note/{id}', want: 'getCaseNote' },
    { given: 'GET /cases/{case_id}/notes/{id}', want: 'getCaseNote' },
    { given: 'GET /cases/12/notes/34', want: 'getCaseNote' },
    { given: 'GET /cases/12/notes', want: 'listCaseNotes' },
    { given: 'POST /case/{case_id}/notes', want: 'createCaseNote' },
    { given: 'POST /cases/12/notes', want: 'createCaseNote' },
    { given: 'GET /case/12/attachment/9', want: 'getCaseAttachment' },
    { given: 'GET /cases/12/attachments/9', want: 'getCaseAttachment' },
    { given: 'GET /cases/12/attachments', want: 'listCaseAttachments' },
    { given: 'POST /assets/42/cases', want: 'createAssetCase' },
    { given: 'post /assets/{asset}/cases', want: 'createAssetCase' },
    { given: 'GET /platform_api/assets/42/cases?closed=true', want: 'listAssetCases' },
    { given: 'GET /assets/42/', want: 'getAsset' },
    { given: 'GET /assets', want: 'listAssets' },
    { given: 'PUT /cases/7/actions/close', want: 'closeCase' },
    { given: 'POST /estimates/5/items', want: 'createEstimateItems' },
    { given: 'GET /estimates/5/items/6', want: 'getEstimateItem' },
    { given: 'DELETE /assets/42', want: undefined },
    { given: 'GET /assets/42/cases/1/extra', want: undefined },
    { given: 'GET assets', want: undefined },
    { given: 'FETCH /assets', want: undefined },
    { given: '', want: undefined },
  ])('0.3-beta: $given -> $want', ({ given, want }) => {
    expect(findEndpoint(endpoints.get('0.3-beta')!, given)?.operationId).toBe(want);
  });

  it('prefers the template with more literal segments', () => {
    const byId = endpoint({ operationId: 'getCase', method: 'GET', path: '/cases/{id}' });
    const literal = endpoint({
      operationId: 'getCaseSummary',
      method: 'GET',
      path: '/cases/summary',
    });
    expect(findEndpoint([byId, literal], 'GET /cases/summary')?.operationId).toBe('getCaseSummary');
    expect(findEndpoint([literal, byId], 'GET /cases/summary')?.operationId).toBe('getCaseSummary');
    expect(findEndpoint([literal, byId], 'GET /cases/3')?.operationId).toBe('getCase');
  });
});

describe('parseEndpointSpec', () => {
  it.each([
    {
      given: 'post /platform_api/assets/42/cases?x=1',
      want: { method: 'POST', path: '/assets/42/cases' },
    },
    { given: '  GET   /platform_api  ', want: { method: 'GET', path: '/' } },
    { given: 'GET /platform_apix/assets', want: { method: 'GET', path: '/platform_apix/assets' } },
    { given: 'GET /cases#top', want: { method: 'GET', path: '/cases' } },
    { given: 'GET', want: undefined },
    { given: '/assets', want: undefined },
  ])('$given', ({ given, want }) => {
    expect(parseEndpointSpec(given)).toStrictEqual(want);
  });
});
