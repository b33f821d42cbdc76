/**
 * Every endpoint of every generation, driven with that generation's generated client against the
 * mock on a loopback port. The plan below is checked against the generated route table (built from
 * the descriptors): an endpoint without a step, or a step without an endpoint, fails the test, so
 * nothing is missed when a descriptor changes. Each call must succeed and decode strictly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureValue, GENERATION_MODULES, listeningMock, type GenerationModules, type ListeningMock } from './support.js';

type Result = Record<string, unknown> & { status?: number };

/** What a step knows: the mock, the generation, and ids found by earlier steps. */
interface State {
  mock: ListeningMock;
  modules: GenerationModules;
  ids: Record<string, string>;
}

interface Step {
  request?: Record<string, unknown>;
  check?: (result: Result, state: State) => void;
}

const list = (result: Result, element: string) => result[element] as Array<Record<string, unknown>>;
const pdf = { filename: 'estimate.pdf', contentType: 'application/pdf', data: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') };
const estimate = { estimate_id: '1', id: '1' };

/** One step per operation id, in the order they run. */
const PLAN: Array<[string, (state: State) => Step]> = [
  ['createToken', () => ({ request: { body: { grant_type: 'client_credentials' } }, check: (result) => expect(result['type']).toBe('Bearer') })],
  [
    'createOAuthToken',
    ({ mock }) => {
      const { oauth } = mock.server.auth;
      const body = { client_id: oauth.clientId, client_secret: oauth.clientSecret, grant_type: 'password', username: oauth.username, password: oauth.password };
      return { request: { body }, check: (result) => expect(result).toMatchObject({ token_type: 'Bearer', expires_in: 7200 }) };
    },
  ],
  ['listAssets', () => ({ request: { query: { unit_number: 'UNIT-103' } }, check: (result) => expect(list(result, 'asset').map((asset) => asset['id'])).toStrictEqual(['3']) })],
  ['getAsset', () => ({ request: { params: { id: '3' } }, check: (result) => expect(result['unitNumber']).toBe('UNIT-103') })],
  ['listAssetCases', () => ({ request: { params: { id: '1' }, query: { closed: false } }, check: (result) => expect(list(result, 'case').every((record) => record['closed'] === false)).toBe(true) })],
  [
    'createAssetCase',
    ({ modules }) => ({
      request: { params: { id: '1' }, body: fixtureValue(modules, 'CaseRequest', 'case') },
      check: (result, state) => void (state.ids['case'] = String(result['id'])),
    }),
  ],
  ['listServiceLocations', () => ({ request: { query: { state: 'OH', sortBy: 'name' } }, check: (result) => expect(list(result, 'serviceLocation').map((location) => location['name'])).toStrictEqual(['Interstate Truck Center', 'Lakeshore Diesel Service']) })],
  ['getServiceLocation', () => ({ request: { params: { id: '1' } } })],
  ['createServiceRequest', ({ modules }) => ({ request: { params: { id: '1' }, body: fixtureValue(modules, 'FleetServiceRequest', 'serviceRequest') } })],
  ['createServiceLocationCase', ({ modules }) => ({ request: { params: { id: '2' }, body: fixtureValue(modules, 'CaseRequest', 'case') } })],
  ['listServiceLocationUsers', () => ({ request: { params: { id: '1' } }, check: (result) => expect(list(result, 'user')).toHaveLength(3) })],
  ['listServiceLocationDepartments', () => ({ request: { params: { id: '1' } } })],
  ['getServiceLocationDepartment', () => ({ request: { params: { id: '1', code: 'TIRE' } }, check: (result) => expect(result['description']).toBe('Tire Shop') })],
  ['listServiceLocationProgramTypes', () => ({ request: { params: { id: '1' } } })],
  ['listCustomers', () => ({ request: { query: { sortBy: 'companyName' } }, check: (result) => expect(list(result, 'customer')).toHaveLength(10) })],
  ['getCustomer', () => ({ request: { params: { id: '4' } } })],
  ['getCase', ({ ids }) => ({ request: { params: { id: ids['case'] } } })],
  ['listCases', () => ({ request: { query: { page: 2, closed: false } } })],
  ['updateCase', ({ modules, ids }) => ({ request: { params: { id: ids['case'] }, body: fixtureValue(modules, 'CaseRequest', 'case') } })],
  ['listCaseSenders', ({ ids }) => ({ request: { params: { id: ids['case'] } } })],
  ['listCaseRecipients', ({ ids }) => ({ request: { params: { id: ids['case'] } } })],
  ['listCaseAssignees', ({ ids }) => ({ request: { params: { id: ids['case'] } } })],
  ['listCaseStatuses', ({ ids }) => ({ request: { params: { id: ids['case'] } } })],
  ['closeCase', ({ ids }) => ({ request: { params: { id: ids['case'] } }, check: (result) => expect(result).toStrictEqual({ status: 202 }) })],
  ['openCase', ({ ids }) => ({ request: { params: { id: ids['case'] } }, check: (result) => expect(result).toStrictEqual({ status: 202 }) })],
  ['listCaseNotes', () => ({ request: { params: { case_id: '1' } }, check: (result) => expect(list(result, 'note')).toHaveLength(2) })],
  ['createCaseNote', ({ modules }) => ({ request: { params: { case_id: '1' }, body: fixtureValue(modules, 'NoteRequest', 'note') }, check: (result, state) => void (state.ids['note'] = String(result['id'])) })],
  ['getCaseNote', ({ ids }) => ({ request: { params: { case_id: '1', id: ids['note'] } } })],
  ['listCaseAttachments', () => ({ request: { params: { case_id: '1' } } })],
  [
    'createCaseAttachment',
    ({ modules }) => ({
      request: { params: { case_id: '1' }, body: { file: pdf, body: fixtureValue(modules, 'AttachmentRequest', 'attachment') } },
      check: (result, state) => {
        expect(result['size']).toBe(pdf.data.length);
        state.ids['attachment'] = String(result['id']);
      },
    }),
  ],
  ['getCaseAttachment', ({ ids }) => ({ request: { params: { case_id: '1', id: ids['attachment'] } } })],
  ['listEstimates', () => ({ check: (result) => expect(list(result, 'estimate').length).toBeGreaterThanOrEqual(14) })],
  ['getEstimate', () => ({ request: { params: estimate } })],
  [
    'updateEstimate',
    ({ modules }) => {
      const { items: _items, ...body } = fixtureValue(modules, 'EstimateRequest', 'estimate');
      void _items;
      return { request: { params: estimate, body }, check: (result) => expect(result['shopSupplies']).toBe(body['shopSupplies']) };
    },
  ],
  ['listEstimateItems', () => ({ request: { params: estimate }, check: (result) => expect(list(result, 'item')).toHaveLength(2) })],
  ['getEstimateItem', () => ({ request: { params: { ...estimate, item_id: '1' } } })],
  [
    'createEstimateItems',
    ({ modules }) => {
      const request = modules.table.routes['createEstimateItems']!.request;
      const multi = request?.kind === 'xml' && request.documents.length > 1;
      const body = multi ? { root: 'items', value: fixtureValue(modules, 'EstimateItemRequest', 'items') } : fixtureValue(modules, 'EstimateItemRequest', 'item');
      return { request: { params: estimate, body } };
    },
  ],
  ['updateEstimateItem', ({ modules }) => ({ request: { params: { ...estimate, item_id: '1' }, body: fixtureValue(modules, 'EstimateItemRequest', 'item') } })],
  ['listItemParts', () => ({ request: { params: { item_id: '2' } }, check: (result) => expect(list(result, 'part')).toHaveLength(2) })],
  ['getItemPart', () => ({ request: { params: { item_id: '2', part_id: '2' } } })],
  ['createItemPart', ({ modules }) => ({ request: { params: { item_id: '2' }, body: fixtureValue(modules, 'EstimateItemPartRequest', 'part') } })],
  ['updateItemPart', ({ modules }) => ({ request: { params: { item_id: '2', part_id: '2' }, body: fixtureValue(modules, 'EstimateItemPartRequest', 'part') } })],
  ['deleteItemPart', () => ({ request: { params: { item_id: '2', part_id: '3' } }, check: (result) => expect(result).toStrictEqual({ status: 204 }) })],
  ['listEstimateVersions', () => ({ request: { params: estimate } })],
  ['getEstimateVersion', () => ({ request: { params: { ...estimate, version_id: '1' } } })],
  ['createEstimateVersion', () => ({ request: { params: estimate, body: { file: pdf } }, check: (result, state) => void (state.ids['version'] = String(result['id'])) })],
  [
    'updateEstimateVersion',
    ({ modules, ids }) => {
      const fixture = fixtureValue(modules, 'EstimateVersionRequest', 'version');
      const items = ((fixture['items'] as { item: Array<Record<string, unknown>> }).item ?? []).slice(0, 1).map(({ digest: _digest, ...item }) => ({ ...item, id: '1' }));
      const body = { items: { item: items } };
      return { request: { params: { ...estimate, version_id: ids['version'] }, body } };
    },
  ],
  ['deleteEstimateItem', () => ({ request: { params: { ...estimate, item_id: '2' } }, check: (result) => expect(result).toStrictEqual({ status: 204 }) })],
];

describe.each(GENERATION_MODULES)('every endpoint of $id with its generated client', (modules) => {
  let mock: ListeningMock;
  beforeAll(async () => {
    mock = await listeningMock();
  });
  afterAll(() => mock.close());

  it('the plan covers exactly the endpoints of the descriptors', () => {
    const planned = PLAN.map(([operationId]) => operationId).filter((operationId) => operationId in modules.table.routes);
    expect(planned.sort()).toStrictEqual(Object.keys(modules.table.routes).sort());
  });

  it('each endpoint answers its success status and a document that decodes strictly', async () => {
    const { consumerKey, consumerSecret } = mock.server.auth;
    const client = modules.createClient({ baseUrl: mock.url, credentials: { kind: 'legacy', consumerKey, consumerSecret } });
    const state: State = { mock, modules, ids: {} };
    for (const [operationId, plan] of PLAN) {
      if (!(operationId in modules.table.routes)) continue;
      const step = plan(state);
      let result: Result;
      try {
        result = (await client[operationId]!(step.request)) as Result;
      } catch (error) {
        return expect.fail(`${modules.id} ${operationId}: ${(error as Error).message}\n${(error as { body?: string }).body ?? ''}`);
      }
      expect(result, operationId).toBeDefined();
      step.check?.(result, state);
    }
  });
});
