/**
 * Review r17 serve: M1, the generation a request that names none is answered in is the newest
 * served, whatever the order the generations are listed in (it was the last listed); M2, a client
 * that stalls partway through a body gets a 408 and its connection closed (it was held forever).
 */
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE as T007 } from '../../generated/0.0.7/routes.js';
import { ROUTE_TABLE as T02 } from '../../generated/0.2/routes.js';
import { ROUTE_TABLE as T03 } from '../../generated/0.3-beta/routes.js';
import { authConfig, buildServer } from '../../src/server/index.js';
import { exchange } from './support.js';

const auth = authConfig({ staticToken: 't' });

describe('the default generation (review r17 serve M1)', () => {
  it.each([
    [[T03, T007], '0.3-beta'],
    [[T007, T03], '0.3-beta'],
    [[T02, T007], '0.2'],
  ] as const)('%#: a request naming no version is answered in the newest served', async (tables, newest) => {
    const { app } = await buildServer({ generations: tables.map((table) => ({ table, handlers: {} })), auth });
    try {
      // No such endpoint in any generation: the 404 names the generation that looked.
      const answer = await app.inject({ method: 'GET', url: '/platform_api/nothing', headers: { authorization: 'Bearer t' } });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['x-fleetcase-error']).toBe(`no endpoint GET /platform_api/nothing in generation ${newest}`);
    } finally {
      await app.close();
    }
  });
});

describe('a body that stops arriving (review r17 serve M2)', () => {
  it('gets a 408 and the connection closed once requestTimeout has passed', async () => {
    const { app } = await buildServer({ generations: [{ table: T03, handlers: {} }], auth, requestTimeout: 400 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    try {
      const started = Date.now();
      const answer = await exchange(port, 'POST /platform_api/assets/1/cases HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\r\nContent-Type: application/xml\r\nContent-Length: 100\r\n\r\n<c');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
    }
  });

  it('with requestTimeout 0 the whole request has no limit, but headers keep theirs', async () => {
    const { app } = await buildServer({ generations: [{ table: T03, handlers: {} }], auth, requestTimeout: 0 });
    try {
      expect([app.server.requestTimeout, app.server.headersTimeout]).toStrictEqual([0, 60_000]);
    } finally {
      await app.close();
    }
  });
});
