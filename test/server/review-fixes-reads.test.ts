/**
 * One service location and one customer are served as their single roots, with their fields, in
 * every generation; header values built from request data are safe (a missing id with any
 * character is a 404, never a 500, never a raw byte or an injected header).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v007 from '../../generated/0.0.7/codecs.js';
import * as v01 from '../../generated/0.1/codecs.js';
import * as v02 from '../../generated/0.2/codecs.js';
import * as v03 from '../../generated/0.3-beta/codecs.js';
import { contentDisposition, headerValue } from '../../src/server/header-values.js';
import type { MockServer } from '../../src/server/mock/index.js';
import { headers, mockServer } from './support.js';

let server: MockServer;
beforeAll(async () => {
  server = await mockServer();
});
afterAll(() => server.app.close());

const get = (url: string, version = '0.3-beta') => server.app.inject({ method: 'GET', url: `/platform_api${url}`, headers: headers(version) });

describe('GET /service_locations/{id} and /customers/{id}: one resource with its fields', () => {
  const decoders = {
    '0.0.7': [v007.decodeServiceLocationResponseServiceLocation, v007.decodeCustomerResponseCustomer],
    '0.1': [v01.decodeServiceLocationResponseServiceLocation, v01.decodeCustomerResponseCustomer],
    '0.2': [v02.decodeServiceLocationResponseServiceLocation, v02.decodeCustomerResponseCustomer],
    '0.3-beta': [v03.decodeServiceLocationResponseServiceLocation, v03.decodeCustomerResponseCustomer],
  } as const;
  it.each(Object.keys(decoders) as Array<keyof typeof decoders>)('%s', async (version) => {
    const [location, customer] = decoders[version];
    const one = await get('/service_locations/2', version);
    expect(one.statusCode).toBe(200);
    expect(one.body).toMatch(/^<\?xml[^>]*>\s*<serviceLocation[ >]/);
    const decoded = location(one.body) as { id: string; URL: string; name?: string };
    expect([decoded.id, decoded.URL.endsWith('/service_locations/2'), (decoded.name ?? '').length > 0]).toStrictEqual(['2', true, true]);
    const person = await get('/customers/3', version);
    expect(person.statusCode).toBe(200);
    expect(customer(person.body)).toMatchObject({ id: '3' });
    expect((await get('/service_locations/999', version)).statusCode).toBe(404);
  });
});

describe('a missing id with any character: 404 with a safe X-Fleetcase-Error', () => {
  it.each([
    ['GET', '/cases/%E2%82%AC', 'no case %E2%82%AC'],
    ['GET', '/customers/%E4%B8%AD', 'no customer %E4%B8%AD'],
    ['GET', '/estimates/1/items/%E2%82%AC', '%E2%82%AC'],
    ['PUT', '/cases/%E2%82%AC/actions/close', 'no case %E2%82%AC'],
    ['GET', '/cases/%00', 'no case %00'],
    ['GET', '/cases/%0d%0aX-Injected:%201', 'no case %0D%0AX-Injected: 1'],
    ['GET', '/cases/%C3%A9', 'no case %C3%A9'],
  ])('%s %s', async (method, url, reason) => {
    const response = await server.app.inject({ method: method as 'GET', url: `/platform_api${url}`, headers: headers() });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-injected']).toBeUndefined();
    const header = String(response.headers['x-fleetcase-error']);
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    expect(header).toContain(reason);
  });

  it.each([
    ['no case €', 'no case %E2%82%AC'],
    ['a\r\nb', 'a%0D%0Ab'],
    ['plain 100%', 'plain 100%'],
    ['€'.repeat(200), '%E2%82%AC'.repeat(33)],
  ])('headerValue(%j)', (given, want) => expect(headerValue(given)).toBe(want));

  it.each([
    ['brake.jpg', 'attachment; filename="brake.jpg"'],
    ['résumé.pdf', `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`],
    ['we"ird\\.txt', `attachment; filename="we_ird_.txt"; filename*=UTF-8''we%22ird%5C.txt`],
  ])('contentDisposition(%j)', (given, want) => expect(contentDisposition(given)).toBe(want));
});

describe('an attachment carries its format in a collection only (SPEC.md "Attachment")', () => {
  it('listed with <format>, alone without', async () => {
    const list = await get('/cases/1/attachments');
    expect(list.statusCode).toBe(200);
    const first = /<id>([^<]+)<\/id>/.exec(list.body)?.[1];
    expect(list.body).toContain('<format>');
    const one = await get(`/cases/1/attachments/${first}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain('<format>');
  });
});

describe('HEAD and OPTIONS', () => {
  it('HEAD answers as GET does, without a body; OPTIONS lists the methods', async () => {
    const head = await server.app.inject({ method: 'HEAD', url: '/platform_api/cases/1', headers: headers('0.3-beta') });
    expect([head.statusCode, head.body, String(head.headers['content-type'])]).toStrictEqual([200, '', expect.stringContaining('application/xml')]);
    const options = await server.app.inject({ method: 'OPTIONS', url: '/platform_api/cases/1', headers: headers('0.3-beta') });
    expect([options.statusCode, options.headers['allow']]).toStrictEqual([204, 'GET, HEAD, OPTIONS, POST']);
    const wrong = await server.app.inject({ method: 'DELETE', url: '/platform_api/cases/1', headers: headers('0.3-beta') });
    expect([wrong.statusCode, wrong.headers['allow']]).toStrictEqual([405, 'GET, HEAD, OPTIONS, POST']);
  });
});
