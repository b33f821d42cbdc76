/**
 * review r14 consumer M1: a server built with `buildServer` accepts only the credentials its caller
 * names. The mock's published ones (README.md, every `fleetcase serve` banner) work only where they
 * are asked for: `auth: MOCK_AUTH`, `createMockServer`, `startMock` / `fleetcase serve`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteHandler } from '../../generated/0.3-beta/routes.js';
import { buildServer, type BuiltServer } from '../../src/server/app.js';
import { authConfig, MOCK_AUTH, type AuthConfig } from '../../src/server/auth/config.js';
import { serveBanner, startMock } from '../../src/server/serve.js';

const getAsset: RouteHandler<'getAsset'> = () => ({ status: 200, body: { id: '7', URL: 'http://x/assets/7' } });

const servers: BuiltServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.app.close())));

async function integratorServer(auth?: AuthConfig): Promise<BuiltServer> {
  const server = await buildServer({ generations: [{ table: ROUTE_TABLE, handlers: { getAsset } }], ...(auth ? { auth } : {}) });
  servers.push(server);
  return server;
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function getAssetWith(server: BuiltServer, token: string, extra: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: '/platform_api/assets/7', headers: { authorization: `Bearer ${token}`, accept: 'application/xml', ...extra } });
}

function legacyToken(server: BuiltServer, user: string, password: string) {
  return server.app.inject({
    method: 'POST',
    url: '/platform_api/oauth2/token',
    headers: { authorization: basic(user, password), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
}

/** The OAuth password grant with the given application and user (the mock's by default). */
function passwordGrant(server: BuiltServer, oauth = MOCK_AUTH.oauth) {
  return server.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ client_id: oauth.clientId, client_secret: oauth.clientSecret, grant_type: 'password', username: oauth.username, password: oauth.password }),
  });
}

describe('review r14 consumer M1: buildServer with the key and secret overridden', () => {
  it('refuses the published static token and the published OAuth password grant (the reviewer\'s server3.ts)', async () => {
    const server = await integratorServer(authConfig({ consumerKey: 'prod-key', consumerSecret: 'prod-secret-123' }));
    expect((await getAssetWith(server, MOCK_AUTH.staticToken)).statusCode).toBe(401);
    const grant = await passwordGrant(server);
    expect([grant.statusCode, grant.json()]).toStrictEqual([401, { error: 'invalid_client', error_description: 'unknown client or wrong secret' }]);
    expect((await legacyToken(server, MOCK_AUTH.consumerKey, MOCK_AUTH.consumerSecret)).statusCode).toBe(401);
  });

  it('accepts the pair it was given, and the token it issues', async () => {
    const server = await integratorServer(authConfig({ consumerKey: 'prod-key', consumerSecret: 'prod-secret-123' }));
    const issued = await legacyToken(server, 'prod-key', 'prod-secret-123');
    expect(issued.statusCode).toBe(200);
    const token = /<token>([^<]+)<\/token>/.exec(issued.body)?.[1];
    expect((await getAssetWith(server, token!)).statusCode).toBe(200);
  });

  it('an OAuth block of its own: the published OAuth application and user are refused, its own accepted', async () => {
    const oauth = { clientId: 'app-1', clientSecret: 'app-secret', username: 'ops@example.com', password: 'pw-1', transitionToken: 'transition-1' };
    const server = await integratorServer(authConfig({ oauth }));
    expect((await passwordGrant(server)).statusCode).toBe(401);
    const grant = await passwordGrant(server, oauth);
    expect(grant.statusCode).toBe(200);
    const accessToken = grant.json<{ access_token: string }>().access_token;
    expect((await getAssetWith(server, accessToken, { 'x-decisiv-transition-token': MOCK_AUTH.oauth.transitionToken })).statusCode).toBe(401);
    expect((await getAssetWith(server, accessToken, { 'x-decisiv-transition-token': 'transition-1' })).statusCode).toBe(200);
    // No legacy pair was given: the legacy token endpoint refuses everyone, the published pair too.
    expect((await legacyToken(server, MOCK_AUTH.consumerKey, MOCK_AUTH.consumerSecret)).statusCode).toBe(401);
  });
});

describe('review r14 consumer M1: buildServer without auth', () => {
  it('accepts no credential, and says why in its 401', async () => {
    const server = await integratorServer();
    const response = await getAssetWith(server, MOCK_AUTH.staticToken);
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-fleetcase-error']).toBe('this server accepts no credential: it was built without `auth` (buildServer options)');
    expect((await legacyToken(server, MOCK_AUTH.consumerKey, MOCK_AUTH.consumerSecret)).statusCode).toBe(401);
    expect((await passwordGrant(server)).statusCode).toBe(401);
    expect(server.auth).toStrictEqual({ accessTokenTtlSeconds: 7200 });
  });

  it('accepts the published credentials only when asked for them: auth: MOCK_AUTH', async () => {
    const server = await integratorServer(MOCK_AUTH);
    expect((await getAssetWith(server, MOCK_AUTH.staticToken)).statusCode).toBe(200);
    expect((await passwordGrant(server)).statusCode).toBe(200);
  });
});

describe('review r14 consumer M1: authConfig takes exactly what it is given', () => {
  it.each([
    ['nothing', {}, { accessTokenTtlSeconds: 7200 }],
    ['a key and secret', { consumerKey: 'k', consumerSecret: 's' }, { consumerKey: 'k', consumerSecret: 's', accessTokenTtlSeconds: 7200 }],
    ['a static token and a lifetime', { staticToken: 't', accessTokenTtlSeconds: 60 }, { staticToken: 't', accessTokenTtlSeconds: 60 }],
  ])('%s', (_name, given, want) => {
    expect(authConfig(given)).toStrictEqual(want);
  });

  it.each([
    ['a key without its secret', { consumerKey: 'k' }, 'auth: give consumerKey and consumerSecret together'],
    ['an OAuth block with only a password (it is not merged with the mock\'s)', { oauth: { password: 'p' } }, 'auth: oauth.clientId must be a non-empty string, got undefined'],
    ['an empty consumer secret', { consumerKey: 'k', consumerSecret: '' }, 'auth: consumerSecret must be a non-empty string, got ""'],
    ['an empty static token', { staticToken: '' }, 'auth: staticToken must be a non-empty string, got ""'],
  ])('refuses %s (TypeError)', (_name, given, message) => {
    expect(() => authConfig(given as never)).toThrow(new TypeError(message).message);
    expect(() => authConfig(given as never)).toThrow(TypeError);
  });

  it('checks an auth object given to buildServer directly too', async () => {
    const half = { consumerKey: 'k', accessTokenTtlSeconds: 7200 } as AuthConfig;
    await expect(buildServer({ generations: [{ table: ROUTE_TABLE, handlers: {} }], auth: half })).rejects.toThrow('auth: give consumerKey and consumerSecret together');
  });
});

describe('review r14 consumer M1: the mock (startMock, what `fleetcase serve` runs) is unchanged', () => {
  it('accepts and prints every published credential; --consumer-key/--consumer-secret replace only that pair', async () => {
    const mock = await startMock({ port: 0 });
    const custom = await startMock({ port: 0, consumerKey: 'my-key', consumerSecret: 'my-secret' });
    try {
      expect(mock.auth).toStrictEqual(MOCK_AUTH);
      const banner = serveBanner(mock);
      for (const value of [MOCK_AUTH.consumerKey, MOCK_AUTH.consumerSecret, MOCK_AUTH.staticToken, ...Object.values(MOCK_AUTH.oauth)]) expect(banner).toContain(value);
      expect((await getAssetWith(mock.server, MOCK_AUTH.staticToken)).statusCode).not.toBe(401);
      expect((await passwordGrant(mock.server)).statusCode).toBe(200);
      expect((await legacyToken(mock.server, MOCK_AUTH.consumerKey, MOCK_AUTH.consumerSecret)).statusCode).toBe(200);

      expect(custom.auth).toStrictEqual({ ...MOCK_AUTH, consumerKey: 'my-key', consumerSecret: 'my-secret' });
      expect((await legacyToken(custom.server, 'my-key', 'my-secret')).statusCode).toBe(200);
      expect((await legacyToken(custom.server, MOCK_AUTH.consumerKey, MOCK_AUTH.consumerSecret)).statusCode).toBe(401);
      // As before: the mock's ready-made token and OAuth user stay (its banner prints them).
      expect((await getAssetWith(custom.server, MOCK_AUTH.staticToken)).statusCode).not.toBe(401);
      expect((await passwordGrant(custom.server)).statusCode).toBe(200);
    } finally {
      await Promise.all([mock.close(), custom.close()]);
    }
  });
});
