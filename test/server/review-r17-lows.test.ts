/**
 * Review r17 serve, the low findings: L1, the OpenAPI token endpoint says what the server answers
 * (form body, RFC 6749 JSON errors); L5, a collection answer beyond its page size is a 500;
 * L6, handler maps are checked when the server starts; L7, links come from a Host that is one;
 * L8, an answer is `text/xml` to a client that prefers it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE as T007 } from '../../generated/0.0.7/routes.js';
import { ROUTE_TABLE as T03, servedWith } from '../../generated/0.3-beta/routes.js';
import { loadModel } from '../../src/schema/index.js';
import { buildOpenApi } from '../../src/openapi/index.js';
import { authConfig, buildServer, MOCK_AUTH } from '../../src/server/index.js';
import { packageRoot } from '../../src/paths.js';
import { strictTypeErrors } from '../emit/strict-tsc.js';
import { exchange, mockServer, TOKEN } from './support.js';

type Json = Record<string, any>;
const auth = authConfig({ staticToken: 't' });
const bearer = { authorization: 'Bearer t' };
const asset = (id: number) => ({ id: String(id), URL: `http://x/platform_api/assets/${id}` });

describe('the OpenAPI token endpoint against the mock (review r17 serve L1)', () => {
  const document = buildOpenApi(loadModel().generations.find((generation) => generation.id === '0.3-beta')!) as Json;
  const operation = document['paths']['/oauth/token']['post'];
  const errorSchema = document['components']['schemas']['OAuthError'];
  const { clientId, clientSecret, username, password } = MOCK_AUTH.oauth!;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it.each([
    ['wrong password', 'application/json', JSON.stringify({ client_id: clientId, client_secret: clientSecret, grant_type: 'password', username, password: 'no' }), 400, 'invalid_grant'],
    ['no client_secret', 'application/json', JSON.stringify({ client_id: clientId, grant_type: 'password' }), 400, 'invalid_request'],
    ['another grant', 'application/x-www-form-urlencoded', form({ client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' }), 400, 'unsupported_grant_type'],
    ['unknown client', 'application/json', JSON.stringify({ client_id: 'x', client_secret: 'y', grant_type: 'password', username, password }), 401, 'invalid_client'],
    ['an XML body', 'application/xml', '<token/>', 415, 'invalid_request'],
    // Review r19 recheck L7: RFC 6749 3.2, each parameter once.
    ['grant_type twice', 'application/x-www-form-urlencoded', 'grant_type=password&grant_type=refresh_token', 400, 'invalid_request'],
    ['grant_type twice in JSON', 'application/json', `{"client_id":"${clientId}","client_secret":"${clientSecret}","grant_type":"refresh_token","username":"${username}","password":"${password}","grant_type":"password"}`, 400, 'invalid_request'],
  ])('%s: the status is listed with the JSON error body it answers', async (_name, type, payload, status, error) => {
    const server = await mockServer();
    try {
      const answer = await server.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': type }, payload });
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(answer.body) as Json;
      expect(body['error']).toBe(error);
      expect(errorSchema['properties']['error']['enum']).toContain(error);
      expect(operation['responses'][String(status)]['content']['application/json']['schema']).toStrictEqual({ $ref: '#/components/schemas/OAuthError' });
    } finally {
      await server.app.close();
    }
  });

  it('lists the form body the server takes beside JSON', async () => {
    expect(Object.keys(operation['requestBody']['content'])).toStrictEqual(['application/json', 'application/x-www-form-urlencoded']);
    const server = await mockServer();
    try {
      const payload = form({ client_id: clientId, client_secret: clientSecret, grant_type: 'password', username, password });
      const answer = await server.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(JSON.parse(answer.body) as Json).sort()).toStrictEqual(Object.keys(operation['responses']['200']['content']['application/json']['schema']['properties']).sort());
    } finally {
      await server.app.close();
    }
  });
});

describe('page sizes (review r17 serve L5)', () => {
  it.each([
    [10, 200],
    [11, 500],
  ])('a handler answering %i assets (page size 10) gets %i', async (count, status) => {
    const { app } = await buildServer({
      generations: [servedWith({ listAssets: () => ({ status: 200, body: { asset: Array.from({ length: count }, (_, index) => asset(index + 1)) } }) })],
      auth,
    });
    try {
      const answer = await app.inject({ method: 'GET', url: '/platform_api/assets', headers: bearer });
      expect(answer.statusCode).toBe(status);
      if (status === 500) expect(answer.headers['x-fleetcase-error']).toBe('listAssets answered 11 results, more than its page size of 10 (SPEC.md Limits)');
    } finally {
      await app.close();
    }
  });

  it('the mock pages every paged collection within its size', async () => {
    const server = await mockServer();
    try {
      for (const path of ['/assets', '/cases', '/customers', '/service_locations', '/cases?page=2']) {
        const answer = await server.app.inject({ method: 'GET', url: `/platform_api${path}`, headers: { authorization: `Bearer ${TOKEN}` } });
        expect(answer.statusCode, path).toBe(200);
      }
    } finally {
      await server.app.close();
    }
  });
});

describe('handler maps (review r17 serve L6)', () => {
  it.each([
    ['a misspelt operation', { getAssets: () => ({ status: 200 }) }, "the handlers of generation 0.3-beta name getAssets: no operation of generation 0.3-beta that a handler answers (token endpoints are the server's)"],
    ['a value that is no function', { getAsset: 'hello' }, 'the handlers of generation 0.3-beta for getAsset are not functions'],
    ['not an object', 42, 'the handlers of generation 0.3-beta must be a plain object of functions by operation id, not number'],
    // Review r19 recheck L5.
    ['a Map', new Map([['getAsset', () => ({ status: 404 })]]), 'the handlers of generation 0.3-beta must be a plain object of functions by operation id, not a Map'],
    ['a Set', new Set(), 'the handlers of generation 0.3-beta must be a plain object of functions by operation id, not a Set'],
    ['an inherited value that is no function', Object.create({ getAsset: 5 }) as object, 'the handlers of generation 0.3-beta for getAsset are not functions'],
    ['a token endpoint', { createOAuthToken: () => ({ status: 200 }) }, "the handlers of generation 0.3-beta name createOAuthToken: no operation of generation 0.3-beta that a handler answers (token endpoints are the server's)"],
  ])('%s is refused when the server is built', async (_name, handlers, message) => {
    await expect(buildServer({ generations: [{ table: T03, handlers: handlers as object }], auth })).rejects.toThrow(new TypeError(message));
  });

  it("a map given to one generation holding another's operation is refused (review r19 recheck M2)", async () => {
    const generations = [
      { table: T007, handlers: {} },
      { table: T03, handlers: { listItemParts: () => ({ status: 404 as const }) } },
    ];
    await expect(buildServer({ generations, auth })).rejects.toThrow(
      new TypeError("the handlers of generation 0.3-beta name listItemParts: no operation of generation 0.3-beta that a handler answers (token endpoints are the server's)"),
    );
  });

  it('a generation served twice is refused (review r19 recheck M2)', async () => {
    await expect(buildServer({ generations: [servedWith({}), servedWith({})], auth })).rejects.toThrow(
      new TypeError('generation 0.3-beta is served twice: give it once, with one map of handlers'),
    );
  });

  it('one map may serve several generations (an operation of either is accepted)', async () => {
    const handlers = { getAsset: () => ({ status: 200 as const, body: asset(1) }), listItemParts: () => ({ status: 404 as const }) };
    const { app } = await buildServer({ generations: [{ table: T03, handlers }, { table: T007, handlers }], auth });
    await app.close();
    expect('listItemParts' in T03.routes).toBe(false);
    expect('listItemParts' in T007.routes).toBe(true);
  });

  it('servedWith does not compile with a misspelt operation or a wrong answer; the right map does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetcase-served-'));
    try {
      const routes = join(packageRoot, 'generated', '0.3-beta', 'routes.js');
      const write = (name: string, handlers: string) => writeFileSync(join(dir, name), `import { servedWith } from ${JSON.stringify(routes)};\nexport const served = servedWith(${handlers});\n`);
      write('typo.ts', '{ getAssets: () => ({ status: 200 }) }');
      write('shape.ts', "{ getAsset: () => 'hello' }");
      write('right.ts', "{ getAsset: ({ params }) => ({ status: 200, body: { id: params.id, URL: 'http://x/platform_api/assets/1' } }) }");
      const errors = strictTypeErrors(dir, ['typo.ts', 'shape.ts', 'right.ts']);
      expect(errors).toMatch(/typo\.ts\(2,\d+\): error TS2561: .*'getAssets'/);
      expect(errors).toMatch(/shape\.ts\(2,\d+\): error TS2322/);
      expect(errors).not.toContain('right.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(servedWith({}).table).toBe(T03);
  });
});

describe('links and the Host header (review r17 serve L7)', () => {
  const getAsset = servedWith({ getAsset: ({ params }) => ({ status: 200, body: asset(Number(params.id)) }) });

  it('a Host that is not one is a 400', async () => {
    const server = await mockServer();
    try {
      const answer = await server.app.inject({ method: 'GET', url: '/platform_api/assets/1', headers: { authorization: `Bearer ${TOKEN}`, host: 'a b' } });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['x-fleetcase-error']).toBe("Host 'a b' is not a host name or address with an optional port");
    } finally {
      await server.app.close();
    }
  });

  it('an HTTP/1.0 request without Host gets links to the address it arrived at', async () => {
    const server = await mockServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as { port: number }).port;
    try {
      const answer = await exchange(port, `GET /platform_api/assets/1 HTTP/1.0\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain(`<URL>http://127.0.0.1:${port}/platform_api/assets/1</URL>`);
    } finally {
      await server.app.close();
    }
  });

  it.each(['host:65536', '999.999.999.999', '[::1]:99999'])('Host %s, which no URL parser takes, is a 400 (review r19 recheck L4)', async (host) => {
    const { app } = await buildServer({ generations: [getAsset], auth });
    try {
      const answer = await app.inject({ method: 'GET', url: '/platform_api/assets/1', headers: { ...bearer, host } });
      expect(answer.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('two Host headers are a 400, an absolute-form target is routed by its path (review r19 recheck L4)', async () => {
    const server = await mockServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as { port: number }).port;
    try {
      const twice = await exchange(port, `GET /platform_api/assets/1 HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`);
      expect(twice).toMatch(/^HTTP\/1\.1 400 /);
      expect(twice).toContain('x-fleetcase-error: the request has more than one Host header');
      // None in HTTP/1.1: the same 400 with its document (review r22 server L1: Node's, empty).
      const none = await exchange(port, `GET /platform_api/assets/1 HTTP/1.1\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`);
      expect(none).toMatch(/^HTTP\/1\.1 400 /);
      expect(none).toContain('x-fleetcase-error: an HTTP/1.1 request needs a Host header (RFC 9112 3.2)');
      expect(none).toContain('<BadRequestResponse');
      const old = await exchange(port, `GET /platform_api/assets/1 HTTP/1.0\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`);
      expect(old).toMatch(/^HTTP\/1\.1 200 /);
      // The target's authority stands for Host (review r19 recheck2 L5).
      const absolute = await exchange(port, `GET http://fleet.example/platform_api/assets/1 HTTP/1.1\r\nHost: other.example\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`);
      expect(absolute).toMatch(/^HTTP\/1\.1 200 /);
      expect(absolute).toContain('<URL>http://fleet.example/platform_api/assets/1</URL>');
      const ftp = await exchange(port, `GET ftp://fleet.example/platform_api/assets/1 HTTP/1.1\r\nHost: fleet.example\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`);
      expect(ftp).toMatch(/^HTTP\/1\.1 400 /);
    } finally {
      await server.app.close();
    }
  });

  it('a Host with a port or an IPv6 literal is kept', async () => {
    const { app } = await buildServer({ generations: [getAsset], auth });
    try {
      for (const host of ['fleet.example:8443', '[::1]:8080', '10.0.0.1']) {
        const answer = await app.inject({ method: 'GET', url: '/platform_api/assets/1', headers: { ...bearer, host } });
        expect(answer.statusCode, host).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the media type of answers (review r17 serve L8)', () => {
  it.each([
    ['text/xml; version=0.3-beta', 'text/xml'],
    ['text/*', 'text/xml'],
    ['application/xml; version=0.3-beta', 'application/xml'],
    ['text/xml; q=0.5, application/xml', 'application/xml'],
    ['*/*', 'application/xml'],
  ])('Accept: %s is answered %s', async (accept, type) => {
    const server = await mockServer();
    try {
      const answer = await server.app.inject({ method: 'GET', url: '/platform_api/assets/1', headers: { authorization: `Bearer ${TOKEN}`, accept } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(`${type}; charset=utf-8; version=0.3-beta`);
      // Error documents too.
      const failed = await server.app.inject({ method: 'GET', url: '/platform_api/cases?closed=maybe', headers: { authorization: `Bearer ${TOKEN}`, accept } });
      expect(failed.statusCode).toBe(400);
      expect(failed.headers['content-type']).toBe(`${type}; charset=utf-8; version=0.3-beta`);
    } finally {
      await server.app.close();
    }
  });
});
