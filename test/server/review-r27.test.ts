/**
 * Review r27 server:
 * - H1, H2: a body naming another generation (`Content-Type: …; version=G`) than the request's
 *   (Accept's) reached the request's typed handler in G's shape: a 0.2 `<items>` under a 0.0.7
 *   answer created two items and answered one; a 0.3-beta case reached 0.0.7's `updateCase`
 *   without its required `cause`. Body and answer are now of one generation (415 otherwise); a
 *   request whose Accept names no version takes its body's.
 * - M1: under `--ns-root`, the 422 of a body naming no API namespace named the default root.
 * - L3: a malformed percent-escape in the query was read as U+FFFD (the path's is a 400).
 * - L5: the right transition token given twice was a 401 "invalid".
 * - L7: a handler answering nothing gave a TypeError deep in the adapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE as ROUTES_007, type RouteHandlers as Handlers007 } from '../../generated/0.0.7/routes.js';
import { ROUTE_TABLE as ROUTES_03 } from '../../generated/0.3-beta/routes.js';
import { buildServer, type BuiltServer } from '../../src/server/app.js';
import { MOCK_AUTH } from '../../src/server/auth/config.js';
import type { MockServer } from '../../src/server/mock/index.js';
import { exchange, headers, listeningMock, mockServer, TOKEN } from './support.js';

const ITEMS_02 =
  '<items xmlns="http://www.decisiv.net/platform_api/0.2/Case/EstimateItemRequest"><item><code>TWO-A</code><name>first</name></item><item><code>TWO-B</code><name>second</name></item></items>';
const CASE_03 = '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><complaint>x</complaint></case>';

const mock = listeningMock();

describe('review r27 server H1: body and answer are of one generation', () => {
  it('a 0.2 <items> body under a 0.0.7 answer is a 415, and creates nothing', async () => {
    const before = await mock.server.app.inject({ method: 'GET', url: '/platform_api/estimates/2/items', headers: headers('0.2') });
    const answer = await mock.server.app.inject({
      method: 'POST',
      url: '/platform_api/estimates/2/items',
      headers: headers('0.0.7', { 'content-type': 'application/xml; version=0.2' }),
      payload: ITEMS_02,
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.headers['x-fleetcase-error']).toBe("the body of createEstimateItems is of version '0.2' and the answer of version '0.0.7' (Accept): a request's body and answer are of one generation");
    const after = await mock.server.app.inject({ method: 'GET', url: '/platform_api/estimates/2/items', headers: headers('0.2') });
    expect(after.body).toBe(before.body);
  });

  it('a 0.3-beta case under a 0.0.7 answer is a 415 (the 0.0.7 rules were skipped)', async () => {
    const answer = await mock.server.app.inject({ method: 'POST', url: '/platform_api/assets/1/cases', headers: headers('0.0.7', { 'content-type': 'application/xml; version=0.3-beta' }), payload: CASE_03 });
    expect(answer.statusCode).toBe(415);
  });

  it('a request whose Accept names no version is of its body’s generation', async () => {
    const answer = await mock.server.app.inject({ method: 'POST', url: '/platform_api/estimates/2/items', headers: headers(undefined, { 'content-type': 'application/xml; version=0.2' }), payload: ITEMS_02 });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8; version=0.2');
    expect(answer.body.match(/<(?:\w+:)?code>TWO-[AB]</g)).toHaveLength(2);
  });

  it('the same version on both sides, or none on the body, is read as before', async () => {
    const same = await mock.server.app.inject({ method: 'POST', url: '/platform_api/assets/1/cases', headers: headers('0.3-beta', { 'content-type': 'application/xml; version=0.3-beta' }), payload: CASE_03 });
    const unnamed = await mock.server.app.inject({ method: 'POST', url: '/platform_api/assets/1/cases', headers: headers('0.3-beta', { 'content-type': 'application/xml' }), payload: CASE_03 });
    expect([same.statusCode, unnamed.statusCode]).toStrictEqual([200, 200]);
  });

  it('a body version no generation of the server has is a 415 naming what is served (L6: it listed it as served)', async () => {
    const answer = await mock.server.app.inject({ method: 'POST', url: '/platform_api/assets/1/cases', headers: headers('0.3-beta', { 'content-type': 'application/xml; version=9.9' }), payload: CASE_03 });
    expect(answer.statusCode).toBe(415);
    expect(answer.headers['x-fleetcase-error']).toBe("request bodies of version '9.9' are not served (served: 0.0.7, 0.1, 0.2, 0.3-beta)");
  });
});

describe('review r27 server H2: a typed handler gets only its generation’s bodies', () => {
  let built: BuiltServer;
  const seen: unknown[] = [];
  beforeAll(async () => {
    const handlers: Partial<Handlers007> = {
      updateCase: ({ body }) => {
        seen.push(body.cause);
        return { status: 200 };
      },
    };
    built = await buildServer({ generations: [{ table: ROUTES_007, handlers }, { table: ROUTES_03, handlers: {} }], auth: MOCK_AUTH, validateResponses: false });
  });
  afterAll(() => built.app.close());

  it('0.0.7 updateCase never receives a 0.3-beta case', async () => {
    const answer = await built.app.inject({ method: 'POST', url: '/platform_api/cases/1', headers: headers('0.0.7', { 'content-type': 'application/xml; version=0.3-beta' }), payload: CASE_03 });
    expect(answer.statusCode).toBe(415);
    expect(seen).toStrictEqual([]);
  });

  it('a handler that answers nothing is a 500 that says so (L7)', async () => {
    const logged: string[] = [];
    const silent = await buildServer({ generations: [{ table: ROUTES_03, handlers: { getAsset: (() => undefined) as never } }], auth: MOCK_AUTH });
    silent.app.log.error = ((object: { err?: Error }) => logged.push(String(object?.err?.message ?? object))) as never;
    const answer = await silent.app.inject({ method: 'GET', url: '/platform_api/assets/1', headers: headers() });
    await silent.app.close();
    expect(answer.statusCode).toBe(500);
    expect(logged.join('\n')).toContain('getAsset returned undefined, not a reply ({ status, body?, headers? })');
  });
});

describe('review r27 server M1: messages under --ns-root name its namespaces only', () => {
  const ROOT = 'https://x.example/api';
  let rebased: MockServer;
  beforeAll(async () => {
    rebased = await mockServer({ nsRoot: ROOT });
  });
  afterAll(() => rebased.app.close());

  it.each(['<case/>', '<case xmlns="urn:other"/>', '<x/>'])('%s', async (payload) => {
    const answer = await rebased.app.inject({ method: 'POST', url: '/platform_api/cases/1', headers: headers(undefined, { 'content-type': 'application/xml' }), payload });
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain(`${ROOT}/0.3-beta/Case/CaseRequest`);
    expect(answer.body).not.toContain('decisiv');
  });
});

describe('review r27 server L3, L5: query escapes and a doubled transition token', () => {
  it('a malformed percent-escape in the query is a 400, as in the path', async () => {
    const answer = await mock.server.app.inject({ method: 'GET', url: '/platform_api/assets?vin=%E0%A4%A', headers: headers() });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('the query string has a malformed percent-escape in');
    const fine = await mock.server.app.inject({ method: 'GET', url: '/platform_api/assets?vin=%E0%A4%A4', headers: headers() });
    expect(fine.statusCode).toBe(200);
  });

  it('two X-DECISIV-TRANSITION-TOKEN fields are a 400, as two Authorization fields are', async () => {
    const token = mock.server.auth.oauth.transitionToken;
    const answer = await exchange(
      mock.port,
      `GET /platform_api/assets/1 HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${TOKEN}\r\nX-DECISIV-TRANSITION-TOKEN: ${token}\r\nX-DECISIV-TRANSITION-TOKEN: ${token}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('x-fleetcase-error: the request has more than one X-DECISIV-TRANSITION-TOKEN header');
  });
});
