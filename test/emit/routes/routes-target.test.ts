/** Given a small generation with endpoints, the routes target prints exactly this code. */
import { describe, expect, it } from 'vitest';
import { routesTarget } from '../../../src/emit/routes/index.js';
import { miniEndpointsContext } from './mini-endpoints.js';

const block = (text: string) => text.trim();
const routes = routesTarget.emit(miniEndpointsContext);

describe('routes target', () => {
  it.each([
    ['codecs, validators and value types of the documents it uses', "import { decodeShopOrder, encodeShopOrder } from './codecs.js';\nimport type { DecodeOptions, EncodeOptions } from './codecs.js';\nimport { validateShopOrder } from './validators.js';"],
    [
      'one document entry per root, typed by its codecs',
      block(`
const DOCUMENT_SHOP_ORDER = routeDocument({
  schema: 'Shop',
  version: '0.3-beta',
  root: 'order',
  namespace: 'http://www.decisiv.net/platform_api/0.3-beta/Case/Shop',
  decode: decodeShopOrder,
  encode: encodeShopOrder,
  validate: validateShopOrder,
});`),
    ],
    [
      'typed handler signatures: params, typed query with the decided sort parameter, every reply',
      block(`
  listOrders: {
    params: Record<string, never>;
    query: { status?: string; page?: number; closed?: boolean; sortBy?: 'id' | 'amount' };
    body: undefined;
    reply: { status: 200; body: ShopOrder };
  };`),
    ],
    ['success and error replies of an operation', "    reply: { status: 200; body: ShopOrder } | { status: 404 };"],
    ['a multipart body: files and XML parts', '    body: { file: RouteUpload; body?: ShopOrder };'],
    ['statuses given together', '    reply: { status: 200 | 202 | 204 };'],
    ['the token endpoints are the server\'s, not a handler\'s', "export type RouteHandledOperationId = 'getOrder' | 'listOrders' | 'createOrder' | 'uploadOrderFile';"],
    ['aliases', "    aliases: ['/order/{id}'],"],
    ['sort, page size and order', "    sort: { param: 'sortBy', fields: ['id', 'amount'] },\n    pageSize: 5,\n    order: 'created_at desc',"],
    ['request documents and responses by status', "    request: { kind: 'xml', required: true, documents: [DOCUMENT_SHOP_ORDER] },\n    responses: [{ status: [201], document: DOCUMENT_SHOP_ORDER }],\n    success: 201,"],
    ['endpoint rules and the rule-layer rule enforcing each', "    rules: [{ kind: 'required', rule: 'order-amount-missing', fields: ['amount'] }],"],
    ['accepted credentials', "    auth: ['basic'],"],
    ['the table, with no error documents in this generation', "export const ROUTE_TABLE: RouteTable = {\n  generation: '0.3-beta',\n  nsRoot: 'http://www.decisiv.net/platform_api',\n  routes: ROUTES,\n  errors: {},\n};"],
  ])('%s', (_name, want) => expect(routes).toContain(want));

  it('is the same text every run', () => expect(routesTarget.emit(miniEndpointsContext)).toBe(routes));
});
