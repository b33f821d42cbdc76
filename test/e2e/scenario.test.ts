/**
 * SPEC.md's common scenario, driven with the generated clients against the mock on a loopback
 * port: a service location finds the asset by its VIN, finds the assignee in a users collection,
 * and creates a case for the asset with that assignee; then the case is there, newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../generated/0.3-beta/client.js';
import { fixtureValue, GENERATION_MODULES, listeningMock, type ListeningMock } from './support.js';

let mock: ListeningMock;
beforeAll(async () => {
  mock = await listeningMock();
});
afterAll(() => mock.close());

describe('the scenario with the typed 0.3-beta client (legacy client credentials)', () => {
  it('finds the asset by VIN, the assignee, and creates the case', async () => {
    const { consumerKey, consumerSecret } = mock.server.auth;
    const client = createClient({ baseUrl: mock.url, credentials: { kind: 'legacy', consumerKey, consumerSecret } });
    const wanted = (await client.listAssets()).asset[4]!;
    const assets = await client.listAssets({ query: { vin: wanted.VIN! } });
    expect(assets.asset.map((asset) => [asset.id, asset.VIN])).toStrictEqual([[wanted.id, wanted.VIN]]);

    const users = await client.listServiceLocationUsers({ params: { id: '2' } });
    const assignee = users.user.find((user) => user.username === 'hannah.kowalski')!;
    expect(assignee).toMatchObject({ name: 'Hannah Kowalski', groupName: 'Lakeshore Diesel Service' });

    const created = await client.createAssetCase({
      params: { id: wanted.id },
      body: { assignee: { id: assignee.id }, complaint: 'Coolant leak at water pump', primaryContact: { name: 'Dana Whitfield', phone: '+1 614 555 0142' } },
    });
    expect(created).toMatchObject({ assignee: { id: assignee.id, name: 'Hannah Kowalski' }, complaint: 'Coolant leak at water pump', closed: false });
    expect(created.assetURL).toBe(`${mock.url}/platform_api/assets/${wanted.id}`);

    const again = await client.getCase({ params: { id: created.id } });
    expect(again.id).toBe(created.id);
    const newest = await client.listAssetCases({ params: { id: wanted.id } });
    expect(newest.case[0]!.id).toBe(created.id);
  });
});

describe.each(GENERATION_MODULES)('the scenario in generation $id (OAuth password flow)', (modules) => {
  it('creates the case with a full CaseRequest of the generation', async () => {
    const client = modules.createClient({ baseUrl: mock.url, credentials: { kind: 'oauth', ...mock.server.auth.oauth } });
    const assets = (await client.listAssets!({ query: { unit_number: 'UNIT-107' } })) as { asset: Array<{ id: string; VIN: string }> };
    expect(assets.asset).toHaveLength(1);
    const byVin = (await client.listAssets!({ query: { vin: assets.asset[0]!.VIN } })) as { asset: Array<{ id: string }> };
    expect(byVin.asset.map((asset) => asset.id)).toStrictEqual([assets.asset[0]!.id]);
    const assignees = (await client.listServiceLocationUsers!({ params: { id: '1' } })) as { user: Array<{ id: string; name: string }> };
    const assignee = assignees.user[1]!;
    const body = { ...fixtureValue(modules, 'CaseRequest', 'case'), assignee: { id: assignee.id } };
    const created = (await client.createAssetCase!({ params: { id: byVin.asset[0]!.id }, body })) as { id: string; assignee?: { id: string; name?: string } };
    expect(created.assignee).toMatchObject({ id: assignee.id, name: assignee.name });
  });
});
