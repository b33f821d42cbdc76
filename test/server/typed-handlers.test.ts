/**
 * An integrator's server for one generation: handlers typed by the generated `RouteHandlers`
 * receive decoded, validated values and return typed replies, which the adapter encodes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCaseResponseCase } from '../../generated/0.3-beta/codecs.js';
import { ROUTE_TABLE, type RouteHandlers } from '../../generated/0.3-beta/routes.js';
import { buildServer, type BuiltServer } from '../../src/server/app.js';
import { MOCK_AUTH } from '../../src/server/auth/config.js';
import { loadRouteTables } from '../../src/server/generations.js';
import { TOKEN } from './support.js';

const seen: unknown[] = [];

const handlers: Partial<RouteHandlers> = {
  getAsset: ({ params }) => (params.id === '7' ? { status: 200, body: { id: '7', URL: 'https://fleet.example/platform_api/assets/7', VIN: '1XKYD49X0NJ123456' } } : { status: 404 }),
  createAssetCase: ({ params, body, credential }) => {
    seen.push({ complaint: body.complaint, mileage: body.assetInformation?.mileage, credential });
    return { status: 200, body: { id: '900', URL: `https://fleet.example/platform_api/cases/900`, assetURL: `https://fleet.example/platform_api/assets/${params.id}`, complaint: body.complaint ?? null } };
  },
};

let server: BuiltServer;
beforeAll(async () => {
  server = await buildServer({ generations: [{ table: ROUTE_TABLE, handlers }], auth: MOCK_AUTH, validateResponses: true });
});
afterAll(() => server.app.close());

const headers = { authorization: `Bearer ${TOKEN}`, accept: 'application/xml', 'content-type': 'application/xml' };

describe('typed handlers on the adapter', () => {
  it('a handler gets the decoded document and its reply is encoded', async () => {
    const body =
      '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest" xmlns:ct="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes">' +
      '<assetInformation><ct:mileage>412876</ct:mileage></assetInformation><complaint>Brakes squeal</complaint></case>';
    const response = await server.app.inject({ method: 'POST', url: '/platform_api/assets/7/cases', headers, payload: body });
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)).toStrictEqual({ complaint: 'Brakes squeal', mileage: 412876, credential: { kind: 'bearer', subject: 'fleetcase-consumer-key' } });
    expect(decodeCaseResponseCase(response.body)).toMatchObject({ id: '900', complaint: 'Brakes squeal', assetURL: 'https://fleet.example/platform_api/assets/7' });
  });

  it('a reply status the handler picks among its descriptor\'s', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/platform_api/assets/8', headers });
    expect(response.statusCode).toBe(404);
  });

  it('an answer that is not a valid document is the server\'s bug: 500, with the reason', async () => {
    const broken = await buildServer({
      generations: [{ table: ROUTE_TABLE, handlers: { getAsset: () => ({ status: 200, body: { URL: 'u' } }) } }],
      auth: MOCK_AUTH,
      validateResponses: true,
    });
    const response = await broken.app.inject({ method: 'GET', url: '/platform_api/assets/1', headers });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-fleetcase-error']).toContain('getAsset: the <asset> answer is invalid');
    await broken.app.close();
  });
});

describe('the adapter checks what a handler answers (a violation is a 500, never a wrong document)', () => {
  const valid = { id: '1', URL: 'https://fleet.example/platform_api/cases/1' };
  it.each([
    ['a status the descriptor does not list', { status: 418 }, "getCase answered 418, which its descriptor does not list"],
    ['a body without its required id', { status: 200, body: { URL: valid.URL } }, 'required element <id> is missing'],
    ['a boolean that is not true or false', { status: 200, body: { ...valid, closed: 'yes' } }, '/case/closed: '],
    ['an amount with three fraction digits', { status: 200, body: { ...valid, invoiceAmount: '1.005' } }, 'money-fraction-digits-exceeded'],
    ['a number where the type is a decimal string', { status: 200, body: { ...valid, invoiceAmount: 1.005 } }, 'invoiceAmount'],
    ['no body where the descriptor declares one', { status: 200 }, 'without its <case> document'],
  ])('%s', async (_name, answer, reason) => {
    const [table] = await loadRouteTables(['0.3-beta']);
    // validateResponses is not set: checking answers is the default.
    const stub = await buildServer({ generations: [{ table: table!, handlers: { getCase: () => answer } }], auth: MOCK_AUTH });
    const response = await stub.app.inject({ method: 'GET', url: '/platform_api/cases/1', headers });
    expect([response.statusCode, response.body]).toStrictEqual([500, '']);
    expect(String(response.headers['x-fleetcase-error'])).toContain(reason);
    await stub.app.close();
  });

  it('a valid answer passes', async () => {
    const [table] = await loadRouteTables(['0.3-beta']);
    const stub = await buildServer({ generations: [{ table: table!, handlers: { getCase: () => ({ status: 200, body: { ...valid, closed: true, invoiceAmount: '1.50' } }) } }], auth: MOCK_AUTH });
    const response = await stub.app.inject({ method: 'GET', url: '/platform_api/cases/1', headers });
    expect(response.statusCode).toBe(200);
    expect(decodeCaseResponseCase(response.body)).toMatchObject({ id: '1', closed: true, invoiceAmount: '1.50' });
    await stub.app.close();
  });
});
