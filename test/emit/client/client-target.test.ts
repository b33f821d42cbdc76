/** Given a small generation with endpoints, the client target prints exactly this code. */
import { describe, expect, it } from 'vitest';
import { clientTarget } from '../../../src/emit/client/index.js';
import { miniEndpointsContext } from '../routes/mini-endpoints.js';

const block = (text: string) => text.trim();
const client = clientTarget.emit(miniEndpointsContext);

describe('client target', () => {
  it.each([
    ['only codecs and types: it runs in browsers', "import { decodeShopOrder, encodeShopOrder } from './codecs.js';\nimport type { DecodeOptions } from './codecs.js';\nimport type { ShopOrder } from './types.js';"],
    [
      'what each call takes (a request may be left out when nothing in it is required)',
      block(`
export interface ClientRequests {
  createToken: { body: { grant_type: string } };
  getOrder: { params: { id: string } };
  listOrders: {
    query?: { status?: string; page?: number; closed?: boolean; sortBy?: 'id' | 'amount' };
  };
  createOrder: { body: ShopOrder };
  uploadOrderFile: { params: { order_id: string }; body: { file: ClientUpload; body?: ShopOrder } };
}`),
    ],
    ['what each call resolves to', "  getOrder: ShopOrder;\n  listOrders: ShopOrder;\n  createOrder: ShopOrder;\n  uploadOrderFile: { status: 200 | 202 | 204 };"],
    ['one method per operation', "  /** One order. */\n  getOrder: ClientMethod<'getOrder'>;"],
    [
      'how an operation is sent',
      block(`
  createOrder: {
    id: 'createOrder',
    method: 'POST',
    path: '/orders',
    base: 'platform',
    auth: ['bearer', 'oauth'],
    success: [201],
    request: { kind: 'xml', encode: encodeShopOrder },
    decode: decodeShopOrder,
  },`),
    ],
    ['multipart parts', "    request: {\n      kind: 'multipart',\n      parts: [{ name: 'file' }, { name: 'body', encode: encodeShopOrder }],\n    },"],
    ['success statuses together', '    success: [200, 202, 204],'],
    ['the token operations the session renews credentials with', 'const TOKEN_OPERATIONS: { legacy?: ClientOperation; oauth?: ClientOperation } = {\n  legacy: OPERATIONS.createToken,\n};'],
    ['no error documents in this generation', 'export type ClientErrorDocument = never;'],
    ['the transition token header', "export const CLIENT_TRANSITION_HEADER = 'X-DECISIV-TRANSITION-TOKEN';"],
  ])('%s', (_name, want) => expect(client).toContain(want));

  it('refuses an operation id that would shadow a method of its own', () => {
    const endpoints = miniEndpointsContext.generation.endpoints.map((endpoint) => (endpoint.operationId === 'getOrder' ? { ...endpoint, operationId: 'download' } : endpoint));
    const context = { ...miniEndpointsContext, generation: { ...miniEndpointsContext.generation, endpoints } };
    expect(() => clientTarget.emit(context)).toThrow("operation id 'download' clashes with the client's own method of that name");
  });
});
