/**
 * Every client mistake gets its status and, where API-FACTS.md has one, its error document in the
 * requested generation's namespace; nothing a client sends makes a 500.
 */
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v007 from '../../generated/0.0.7/codecs.js';
import * as v03 from '../../generated/0.3-beta/codecs.js';
import { ROUTES } from '../../generated/0.3-beta/routes.js';
import type { MockServer } from '../../src/server/mock/index.js';
import { headers, mockServer, TOKEN } from './support.js';

let server: MockServer;
beforeAll(async () => {
  server = await mockServer({ bodyLimit: 4096, fileLimit: 2048 });
});
afterAll(() => server.app.close());

const inject = (options: InjectOptions) => server.app.inject(options);
const xml = (version?: string) => headers(version, { 'content-type': 'application/xml' });

describe('400 BadRequestResponse', () => {
  it.each([
    ['not well-formed', '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><cause>'],
    ['a DOCTYPE (entity expansion refused)', '<!DOCTYPE case [<!ENTITY a "aaaa">]><case>&a;</case>'],
    ['binary garbage', '\u0000\u0001\u0002 not xml'],
  ])('%s', async (_name, body) => {
    const response = await inject({ method: 'POST', url: '/platform_api/cases/1', headers: xml(), payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8; version=0.3-beta');
    const document = v03.decodeErrorResponse400BadRequestResponse(response.body);
    expect(document.status).toBe('400 Bad Request');
    expect(document.errors?.error).toMatch(/^line \d+, column \d+: /);
  });

  describe('a body that is not well-formed is a 400 whatever generation its namespace is from', () => {
    const note = (inner: string) => `<note xmlns="http://www.decisiv.net/platform_api/0.1/Case/NoteRequest"><message>${inner}`;
    it.each([
      ['a bare &, as 0.1 asks', note('a & b</message></note>'), '0.1', 'xml-malformed'],
      ['a bare &, 0.0.7 asked (the root is not its note)', note('a & b</message></note>'), '0.0.7', 'xml-malformed'],
      ['truncated, as 0.1 asks', note('hi</mess'), '0.1', 'xml-truncated'],
      ['truncated, 0.0.7 asked', note('hi</mess'), '0.0.7', 'xml-truncated'],
    ])('%s', async (_name, body, version, code) => {
      // The oracle: libxml2 finds the body not well-formed.
      expect(() => execFileSync('/usr/bin/xmllint', ['--noout', '--nonet', '-'], { input: body, stdio: 'pipe' })).toThrow();
      const response = await inject({ method: 'POST', url: '/platform_api/cases/1/notes', headers: xml(version), payload: body });
      expect(response.statusCode, String(response.headers['x-fleetcase-error'])).toBe(400);
      expect(response.headers['x-fleetcase-error']).toBe(`The request body is not well-formed XML or is refused by the safe parser (${code})`);
    });
  });

  it('a query parameter in the wrong form, in the requested generation', async () => {
    const response = await inject({ method: 'GET', url: '/platform_api/cases?page=first', headers: headers('0.0.7') });
    expect(response.statusCode).toBe(400);
    expect(v007.decodeErrorResponse400BadRequestResponse(response.body)).toStrictEqual({
      message: 'Invalid query parameters',
      status: '400 Bad Request',
      errors: { error: "query parameter 'page' = 'first' is not an integer" },
    });
  });
});

describe('401 and 403: credentials', () => {
  it.each([
    ['no Authorization', {}],
    ['an unknown token', { authorization: 'Bearer nope' }],
    ['Basic where a bearer token is wanted', { authorization: 'Basic Zm9vOmJhcg==' }],
  ])('401: %s', async (_name, auth) => {
    const response = await inject({ method: 'GET', url: '/platform_api/assets', headers: { accept: 'application/xml', ...auth } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="platform_api"/);
    expect(response.body).toBe('');
  });

  it('403: an OAuth access token without the transition token header', async () => {
    const { oauth } = server.auth;
    const grant = await inject({ method: 'POST', url: '/oauth/token', payload: { client_id: oauth.clientId, client_secret: oauth.clientSecret, grant_type: 'password', username: oauth.username, password: oauth.password } });
    const token = grant.json<{ access_token: string }>().access_token;
    const without = await inject({ method: 'GET', url: '/platform_api/assets', headers: { accept: 'application/xml', authorization: `Bearer ${token}` } });
    expect(without.statusCode).toBe(403);
    expect(v03.decodeErrorResponse403ForbiddenErrorResponse(without.body).status).toBe('403 Forbidden');
    const wrong = await inject({ method: 'GET', url: '/platform_api/assets', headers: { accept: 'application/xml', authorization: `Bearer ${token}`, 'x-decisiv-transition-token': 'nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await inject({ method: 'GET', url: '/platform_api/assets', headers: { accept: 'application/xml', authorization: `Bearer ${token}`, 'x-decisiv-transition-token': oauth.transitionToken } });
    expect(right.statusCode).toBe(200);
  });

  it('403: a bearer token on the Basic-only token endpoint, a status its descriptor lists (review r22 server M6)', async () => {
    const response = await inject({ method: 'POST', url: '/platform_api/oauth2/token', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=client_credentials' });
    expect(response.statusCode).toBe(403);
    expect(v03.decodeErrorResponse403ForbiddenErrorResponse(response.body).message).toBe('createToken takes HTTP Basic consumer credentials, not a bearer token');
    expect(ROUTES.createToken.responses.map((declared) => declared.status).flat()).toContain(403);
  });
});

describe('404, 405, 406', () => {
  it.each([
    ['an unknown path', 'GET', '/platform_api/widgets', 404],
    ['a path outside the API', 'GET', '/elsewhere', 404],
    ['an unknown record', 'GET', '/platform_api/assets/9999', 404],
    ['an endpoint of another generation (0.0.7 only)', 'GET', '/platform_api/items/1', 404],
    ['a method the path does not take', 'DELETE', '/platform_api/assets/1', 405],
  ])('%s', async (_name, method, url, status) => {
    const response = await inject({ method: method as 'GET', url, headers: headers() });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-fleetcase-error']).toBeTruthy();
  });

  it.each([
    ['a generation not served', 'application/xml; version=9.9'],
    ['no XML acceptable', 'application/json'],
  ])('406: %s', async (_name, accept) => {
    const response = await inject({ method: 'GET', url: '/platform_api/assets', headers: { authorization: `Bearer ${TOKEN}`, accept } });
    expect(response.statusCode).toBe(406);
  });
});

describe('413 and 415: bodies', () => {
  it('413: a body over the limit', async () => {
    const big = `<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><cause>${'x'.repeat(8192)}</cause></case>`;
    const response = await inject({ method: 'POST', url: '/platform_api/cases/1', headers: xml(), payload: big });
    expect(response.statusCode).toBe(413);
  });

  it('413: a file part over the limit', async () => {
    const boundary = 'fleetcaseboundary';
    const description = '<attachment xmlns="http://www.decisiv.net/platform_api/0.1/Case/AttachmentRequest"><description>big</description></attachment>';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\nContent-Type: application/xml\r\n\r\n${description}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${'y'.repeat(4096)}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const response = await inject({ method: 'POST', url: '/platform_api/cases/1/attachments', headers: headers(undefined, { 'content-type': `multipart/form-data; boundary=${boundary}` }), payload });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['JSON to an XML endpoint', 'application/json', '{"cause":"x"}'],
    ['no Content-Type', undefined, '<case/>'],
    ['XML in another charset', 'application/xml; charset=iso-8859-1', '<case/>'],
    ['XML to a multipart endpoint', 'application/xml', '<attachment/>'],
  ])('415: %s', async (name, contentType, payload) => {
    const url = name.includes('multipart') ? '/platform_api/cases/1/attachments' : '/platform_api/cases/1';
    const response = await inject({ method: 'POST', url, headers: headers(undefined, contentType ? { 'content-type': contentType } : {}), payload });
    expect(response.statusCode).toBe(415);
  });

  it.each([
    ['a gzip body', 'gzip', gzipSync('<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><cause>x</cause></case>')],
    ['a plain body labelled br', 'br', '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><cause>x</cause></case>'],
  ])('415: %s, which the server would read as sent (review r22 server M1)', async (_, coding, payload) => {
    const response = await inject({ method: 'POST', url: '/platform_api/cases/1', headers: { ...xml('0.3-beta'), 'content-encoding': coding }, payload });
    expect(response.statusCode).toBe(415);
    expect(response.headers['x-fleetcase-error']).toBe(`updateCase takes its body without a content coding, not Content-Encoding '${coding}'; send it uncompressed`);
    const identity = await inject({ method: 'POST', url: '/platform_api/cases/1', headers: { ...xml('0.3-beta'), 'content-encoding': 'identity' }, payload: '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><cause>x</cause></case>' });
    expect(identity.statusCode).toBe(200);
  });
});

describe('422 UnprocessableEntityErrorResponse', () => {
  it.each([
    [
      'an element the schema does not declare',
      '0.3-beta',
      '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><colour>red</colour></case>',
      { resource: 'case', field: 'colour', code: 'invalid' },
    ],
    [
      'a document of another generation',
      '0.3-beta',
      '<case xmlns="http://www.decisiv.net/platform_api/0.1/Case/CaseRequest"/>',
      { resource: 'case', field: 'case', code: 'invalid' },
    ],
    [
      'a required field of 0.0.7 (rule layer)',
      '0.0.7',
      '<case xmlns="http://www.decisiv.net/platform_api/0.0.7/Case/CaseRequest"/>',
      { resource: 'case', field: 'primaryContact', code: 'missing_field' },
    ],
    [
      'an assignee that does not exist',
      '0.3-beta',
      '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest" xmlns:g="http://www.decisiv.net/platform_api/0.2/Case/GroupedUser"><assignee><g:id>4242</g:id></assignee></case>',
      { resource: 'case', field: 'assignee/id', code: 'missing' },
    ],
  ])('%s', async (_name, version, body, want) => {
    const response = await inject({ method: 'POST', url: '/platform_api/cases/1', headers: xml(version), payload: body });
    expect(response.statusCode).toBe(422);
    const decode = version === '0.0.7' ? v007.decodeErrorResponse422UnprocessableEntityErrorResponse : v03.decodeErrorResponse422UnprocessableEntityErrorResponse;
    const document = decode(response.body);
    expect(document.message).toBe('Validation Failed');
    const first = document.errors.error[0]!;
    expect({ resource: first.resource, field: first.field, code: first.code }).toStrictEqual(want);
    expect(first.messages?.message.length).toBeGreaterThan(0);
  });
});

describe('nothing a client sends is a 500', () => {
  const bodies = ['', ' ', '<', '<?xml version="1.0"?>', '<a:b xmlns:c="x"/>', '\uFEFF<case/>', '<case>'.repeat(400), '<__proto__/>', '--x\r\n\r\n', '{}'];
  const types = ['application/xml', 'text/xml', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
  const targets = ['/platform_api/cases/1', '/platform_api/cases/1/attachments', '/platform_api/estimates/1/versions', '/platform_api/oauth2/token', '/oauth/token', '/platform_api/%ff', '/platform_api/assets?page=%zz'];
  it('every combination answers below 500', async () => {
    const statuses = new Set<number>();
    for (const url of targets) {
      for (const type of types) {
        for (const payload of bodies) {
          const response = await inject({ method: 'POST', url, headers: headers(undefined, { 'content-type': type }), payload });
          if (response.statusCode >= 500) expect.fail(`POST ${url} (${type}) ${JSON.stringify(payload.slice(0, 20))}: ${response.statusCode} ${String(response.headers['x-fleetcase-error'])}`);
          statuses.add(response.statusCode);
        }
      }
    }
    expect([...statuses].every((status) => status >= 200 && status < 500)).toBe(true);
  }, 60_000);
});
