/** `startMock` (what `fleetcase serve` runs): listening, the banner, and a port already taken. */
import { describe, expect, it } from 'vitest';
import { FleetcaseError } from '../../src/errors.js';
import { serveBanner, startMock } from '../../src/server/serve.js';

describe('startMock', () => {
  it('listens on loopback, names every credential it accepts, and refuses a port in use', async () => {
    const mock = await startMock({ port: 0, consumerKey: 'key-1', consumerSecret: 'secret-1', token: 'tok-1', generation: '0.1' });
    try {
      expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const banner = serveBanner(mock);
      for (const want of ['consumer key     key-1', 'consumer secret  secret-1', 'Authorization: Bearer tok-1', 'client_id        fleetcase-oauth-client', 'default 0.1', `${mock.url}/oauth/token`]) {
        expect(banner).toContain(want);
      }
      const port = Number(new URL(mock.url).port);
      const taken = await startMock({ port }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(taken).toBeInstanceOf(FleetcaseError);
      expect((taken as FleetcaseError).message).toMatch(new RegExp(`^cannot listen on 127\\.0\\.0\\.1:${port}: `));
    } finally {
      await mock.close();
    }
  });

  it.each([
    ['an unknown default generation', { generation: '9.9' }, "unknown generation '9.9' (known: 0.0.7, 0.1, 0.2, 0.3-beta)"],
    ['a key without its secret', { consumerKey: 'k' }, 'give --consumer-key and --consumer-secret together'],
  ])('refuses %s', async (_name, options, message) => {
    await expect(startMock({ port: 0, ...options })).rejects.toThrow(message);
  });
});
