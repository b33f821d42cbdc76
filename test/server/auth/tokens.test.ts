/**
 * The two token endpoints of SPEC.md "Authentication", token lifetimes and refresh, and which
 * credential an endpoint takes (403 for a token kind its descriptor does not list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAuthorizationResponse } from '../../../generated/0.3-beta/codecs.js';
import { ROUTE_TABLE } from '../../../generated/0.3-beta/routes.js';
import { buildServer } from '../../../src/server/app.js';
import { MOCK_AUTH } from '../../../src/server/auth/config.js';
import type { MockServer } from '../../../src/server/mock/index.js';
import type { ServerRouteTable } from '../../../src/server/route-model.js';
import { mockServer, TOKEN } from '../support.js';

let clock = Date.UTC(2024, 5, 1);
let server: MockServer;
beforeAll(async () => {
  server = await mockServer({ now: () => clock });
});
afterAll(() => server.app.close());

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

function legacyToken(authorization: string, payload = 'grant_type=client_credentials', type: Record<string, string> = form) {
  return server.app.inject({ method: 'POST', url: '/platform_api/oauth2/token', headers: { authorization, ...type }, payload });
}

function oauthToken(body: Record<string, string>) {
  return server.app.inject({ method: 'POST', url: '/oauth/token', payload: body });
}

function assets(token: string, transition?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/xml' };
  if (transition) headers['x-decisiv-transition-token'] = transition;
  return server.app.inject({ method: 'GET', url: '/platform_api/assets', headers });
}

describe('POST /platform_api/oauth2/token (legacy client credentials)', () => {
  it('answers an AuthorizationResponse whose token opens the API', async () => {
    const response = await legacyToken(basic(server.auth.consumerKey, server.auth.consumerSecret));
    expect(response.statusCode).toBe(200);
    const document = decodeAuthorizationResponse(response.body);
    expect(document.type).toBe('Bearer');
    expect((await assets(document.token!)).statusCode).toBe(200);
  });

  it.each([
    ['wrong secret', basic('fleetcase-consumer-key', 'nope'), 'grant_type=client_credentials', form, 401],
    ['no credentials', '', 'grant_type=client_credentials', form, 401],
    ['another grant', basic('fleetcase-consumer-key', 'fleetcase-consumer-secret'), 'grant_type=password', form, 400],
    ['no grant', basic('fleetcase-consumer-key', 'fleetcase-consumer-secret'), 'scope=x', form, 400],
    ['a JSON body', basic('fleetcase-consumer-key', 'fleetcase-consumer-secret'), '{"grant_type":"client_credentials"}', { 'content-type': 'application/json' }, 415],
  ])('%s: %d', async (_name, authorization, payload, type, status) => {
    const response = await legacyToken(authorization, payload, type);
    expect(response.statusCode).toBe(status);
    if (status === 401) expect(response.headers['www-authenticate']).toBe('Basic realm="platform_api"');
  });
});

describe('POST /oauth/token (OAuth 2.0)', () => {
  const client = () => ({ client_id: server.auth.oauth.clientId, client_secret: server.auth.oauth.clientSecret });
  const password = () => ({ ...client(), grant_type: 'password', username: server.auth.oauth.username, password: server.auth.oauth.password });

  it('the password grant answers access and refresh tokens with expires_in and created_at', async () => {
    const response = await oauthToken(password());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const grant = response.json<Record<string, unknown>>();
    expect(Object.keys(grant).sort()).toStrictEqual(['access_token', 'created_at', 'expires_in', 'refresh_token', 'token_type']);
    expect(grant).toMatchObject({ token_type: 'Bearer', expires_in: 7200, created_at: Math.floor(clock / 1000) });
    expect((await assets(grant['access_token'] as string, server.auth.oauth.transitionToken)).statusCode).toBe(200);
  });

  it('an access token expires after expires_in seconds; the refresh grant renews it once', async () => {
    const first = (await oauthToken(password())).json<{ access_token: string; refresh_token: string }>();
    clock += 7201 * 1000;
    expect((await assets(first.access_token, server.auth.oauth.transitionToken)).statusCode).toBe(401);
    const refreshed = await oauthToken({ ...client(), grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json<{ access_token: string }>();
    expect((await assets(second.access_token, server.auth.oauth.transitionToken)).statusCode).toBe(200);
    const spent = await oauthToken({ ...client(), grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect([spent.statusCode, spent.json()]).toStrictEqual([400, { error: 'invalid_grant', error_description: 'the refresh token is invalid or spent' }]);
  });

  it.each([
    ['an unknown client', { client_id: 'x', client_secret: 'y', grant_type: 'password', username: 'u', password: 'p' }, 401, 'invalid_client'],
    ['a wrong password', { grant_type: 'password', username: 'fleet.manager@example.com', password: 'nope' }, 400, 'invalid_grant'],
    ['another grant', { grant_type: 'client_credentials' }, 400, 'unsupported_grant_type'],
    ['no grant', {}, 400, 'invalid_request'],
  ])('%s: %s %s', async (_name, body, status, error) => {
    const response = await oauthToken({ ...client(), ...body } as Record<string, string>);
    expect([response.statusCode, response.json<{ error: string }>().error]).toStrictEqual([status, error]);
  });

  it('takes the RFC 6749 form body too', async () => {
    const body = new URLSearchParams(password()).toString();
    const response = await server.app.inject({ method: 'POST', url: '/oauth/token', headers: form, payload: body });
    expect(response.statusCode).toBe(200);
  });
});

describe('which credential an endpoint takes', () => {
  it('a legacy token on an endpoint whose descriptor lists only OAuth: 403', async () => {
    const table: ServerRouteTable = { ...ROUTE_TABLE, routes: { ...ROUTE_TABLE.routes, getAsset: { ...ROUTE_TABLE.routes.getAsset, auth: ['oauth'] } } };
    const { app } = await buildServer({ generations: [{ table, handlers: { getAsset: () => ({ status: 404 }) } }], auth: MOCK_AUTH });
    const response = await app.inject({ method: 'GET', url: '/platform_api/assets/1', headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/xml' } });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('getAsset does not accept a legacy client-credentials token');
    await app.close();
  });

  it('an operation without a handler is a 501, not a 500', async () => {
    const { app } = await buildServer({ generations: [{ table: ROUTE_TABLE, handlers: {} }], auth: MOCK_AUTH });
    const response = await app.inject({ method: 'GET', url: '/platform_api/assets/1', headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/xml' } });
    expect(response.statusCode).toBe(501);
    await app.close();
  });
});
