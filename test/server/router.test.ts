/** The router: paths and aliases, most literal segments first, 405 for a known path. */
import { describe, expect, it } from 'vitest';
import type { ServerRoute } from '../../src/server/route-model.js';
import { Router } from '../../src/server/router.js';

function route(operationId: string, method: ServerRoute['method'], path: string, aliases: string[] = []): ServerRoute {
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1]!, type: 'string' as const, required: true }));
  return { operationId, method, path, aliases, base: 'platform', pathParams, query: [], responses: [{ status: [200] }], success: 200, auth: ['bearer'], rules: [] };
}

const router = new Router([
  route('getCase', 'GET', '/cases/{id}'),
  route('listCaseNotes', 'GET', '/cases/{case_id}/notes'),
  route('getCaseNote', 'GET', '/cases/{case_id}/note/{id}', ['/cases/{case_id}/notes/{id}']),
  route('createCaseNote', 'POST', '/case/{case_id}/notes', ['/cases/{case_id}/notes']),
  route('anything', 'GET', '/cases/{id}/{what}'),
]);

describe('Router.lookup', () => {
  it.each([
    ['a path', 'GET', '/cases/7', { operationId: 'getCase', params: { id: '7' } }],
    ['literal segments beat parameters', 'GET', '/cases/7/notes', { operationId: 'listCaseNotes', params: { case_id: '7' } }],
    ['the primary path', 'GET', '/cases/7/note/3', { operationId: 'getCaseNote', params: { case_id: '7', id: '3' } }],
    ['an alias', 'GET', '/cases/7/notes/3', { operationId: 'getCaseNote', params: { case_id: '7', id: '3' } }],
    ['an alias of another method', 'POST', '/cases/7/notes', { operationId: 'createCaseNote', params: { case_id: '7' } }],
    ['a percent-encoded parameter', 'GET', '/cases/a%2Fb', { operationId: 'getCase', params: { id: 'a/b' } }],
    ['a trailing slash', 'GET', '/cases/7/', { operationId: 'getCase', params: { id: '7' } }],
  ])('%s', (_name, method, path, want) => {
    const found = router.lookup(method, path);
    expect(found.kind).toBe('match');
    if (found.kind === 'match') expect({ operationId: found.match.route.operationId, params: found.match.params }).toStrictEqual(want);
  });

  it.each([
    ['an unknown path', 'GET', '/nothing', { kind: 'none' }],
    ['a known path, other method', 'DELETE', '/cases/7', { kind: 'method', allowed: ['GET'] }],
    ['malformed percent-encoding', 'GET', '/cases/%E0%A4%A', { kind: 'none' }],
  ])('%s', (_name, method, path, want) => expect(router.lookup(method, path)).toStrictEqual(want));
});
