/**
 * Each error status through the generated client (`ClientError` with the decoded error document
 * of the generation asked for), and the client's token handling: a legacy token fetched again on
 * a 401, an OAuth token refreshed with its refresh token before it expires.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientError, createClient, type ClientOptions } from '../../generated/0.3-beta/client.js';
import { GENERATION_MODULES, listeningMock, type ListeningMock } from './support.js';

let clock = Date.UTC(2024, 5, 1);
let mock: ListeningMock;
beforeAll(async () => {
  mock = await listeningMock({ now: () => clock, fileLimit: 1024 });
});
afterAll(() => mock.close());

const token = { kind: 'token' as const, token: 'fleetcase-static-token' };

async function failure(call: Promise<unknown>): Promise<ClientError> {
  try {
    await call;
  } catch (error) {
    // One ClientError class (fleetcase/runtime) serves every generation's client.
    if (error instanceof ClientError) return error;
    throw error;
  }
  return expect.fail('the call succeeded');
}

describe('error statuses through the generated client', () => {
  it('400: a query value in the wrong form, with its BadRequestResponse', async () => {
    const client = createClient({ baseUrl: mock.url, credentials: token });
    const error = await failure(client.listCases({ query: { created_after: '2024-03-01' } }));
    expect(error.status).toBe(400);
    expect(error.document).toMatchObject({ status: '400 Bad Request', message: 'Invalid query parameters' });
  });

  it('401: a token the server does not know', async () => {
    const client = createClient({ baseUrl: mock.url, credentials: { kind: 'token', token: 'forged' } });
    expect((await failure(client.getAsset({ params: { id: '1' } }))).status).toBe(401);
  });

  it('403: an OAuth token without its transition token; a case closed twice', async () => {
    const oauth = createClient({ baseUrl: mock.url, credentials: { kind: 'oauth', ...mock.server.auth.oauth } });
    const access = await oauth.token();
    const bare = createClient({ baseUrl: mock.url, credentials: { kind: 'token', token: access! } });
    expect((await failure(bare.getAsset({ params: { id: '1' } }))).status).toBe(403);
    await oauth.closeCase({ params: { id: '6' } }).catch(() => undefined);
    const twice = await failure(oauth.closeCase({ params: { id: '6' } }));
    expect([twice.status, twice.document]).toStrictEqual([403, { message: 'case 6 is already closed', status: '403 Forbidden' }]);
  });

  it('404: a record that does not exist', async () => {
    const client = createClient({ baseUrl: mock.url, credentials: token });
    expect((await failure(client.getCase({ params: { id: '424242' } }))).status).toBe(404);
  });

  it('413: a file over the server limit', async () => {
    const client = createClient({ baseUrl: mock.url, credentials: token });
    const file = { filename: 'scan.pdf', contentType: 'application/pdf', data: new Uint8Array(4096) };
    expect((await failure(client.createCaseAttachment({ params: { case_id: '1' }, body: { file, body: { description: 'scan' } } }))).status).toBe(413);
  });

  it('415: a body in a media type the endpoint does not take', async () => {
    const asJson: ClientOptions['fetch'] = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'Content-Type': 'application/json' } });
    const client = createClient({ baseUrl: mock.url, credentials: token, fetch: asJson });
    expect((await failure(client.updateCase({ params: { id: '1' }, body: { cause: 'x' } }))).status).toBe(415);
  });

  it('422: a reference to nothing, with its UnprocessableEntityErrorResponse', async () => {
    const client = createClient({ baseUrl: mock.url, credentials: token });
    const error = await failure(client.createAssetCase({ params: { id: '1' }, body: { assignee: { id: '999' } } }));
    expect(error.status).toBe(422);
    expect(error.document).toStrictEqual({
      message: 'Validation Failed',
      errors: { error: [{ resource: 'case', field: 'assignee/id', messages: { message: ['no user with id 999'] }, code: 'missing' }] },
    });
  });

  it.each(GENERATION_MODULES)('the error documents of $id decode with its client', async (modules) => {
    const client = modules.createClient({ baseUrl: mock.url, credentials: token });
    const error = await failure(client.listCases!({ query: { page: 'two' } }));
    expect(error.status).toBe(400);
    expect(error.body).toContain(`/${modules.id === '0.0.7' ? '0.0.7' : '0.1'}/Case/400ErrorResponse`);
    expect(error.document).toMatchObject({ status: '400 Bad Request' });
  });
});

describe('token renewal in the generated client', () => {
  function counting() {
    const calls: string[] = [];
    const fetcher: typeof fetch = (input, init) => {
      const url = String(input);
      if (url.includes('/token')) calls.push(`${url.replace(mock.url, '')} ${String((init?.body as string | undefined) ?? '').replace(/"(password|client_secret|refresh_token)":"[^"]*"/g, '"$1":…')}`);
      return fetch(input, init);
    };
    return { calls, fetcher };
  }

  it('OAuth: obtained once, refreshed with the refresh grant when it is about to expire', async () => {
    const { calls, fetcher } = counting();
    const client = createClient({ baseUrl: mock.url, credentials: { kind: 'oauth', ...mock.server.auth.oauth }, fetch: fetcher, now: () => clock });
    await client.getAsset({ params: { id: '1' } });
    await client.getAsset({ params: { id: '2' } });
    clock += 7170 * 1000; // within the 60 s margin of the 7200 s lifetime
    await client.getAsset({ params: { id: '3' } });
    expect(calls.map((call) => /"grant_type":"(\w+)"/.exec(call)?.[1])).toStrictEqual(['password', 'refresh_token']);
  });

  it('legacy: a rejected token is fetched again once and the call retried', async () => {
    const { calls, fetcher } = counting();
    const { consumerKey, consumerSecret } = mock.server.auth;
    const client = createClient({ baseUrl: mock.url, credentials: { kind: 'legacy', consumerKey, consumerSecret }, fetch: fetcher });
    const first = await client.token();
    // The server forgets the token (as after a restart): the next call is refused, then renewed.
    expect(mock.server.tokens.revoke(first!)).toBe(true);
    const asset = await client.getAsset({ params: { id: '1' } });
    expect(asset.id).toBe('1');
    expect(calls).toStrictEqual(['/platform_api/oauth2/token grant_type=client_credentials', '/platform_api/oauth2/token grant_type=client_credentials']);
    expect(await client.token()).not.toBe(first);
  });
});
