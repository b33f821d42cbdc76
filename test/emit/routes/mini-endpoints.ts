/**
 * The small test generation of ../mini-generation.ts with endpoints: a read, a collection with
 * filters, a sort the spec leaves unnamed and a page size, an XML write, a multipart upload, and
 * the legacy token endpoint.
 */
import type { IrEndpoint } from '../../../src/ir/index.js';
import { contextOf } from '../helpers.js';
import { miniGeneration } from '../mini-generation.js';

const source = { file: '0.3-beta/endpoints.json', line: 1 };

function endpoint(init: Partial<IrEndpoint> & Pick<IrEndpoint, 'operationId' | 'method' | 'path' | 'responses'>): IrEndpoint {
  const pathParams = [...init.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1]!, type: 'string' as const, required: true }));
  return { aliases: [], base: 'platform', pathParams, query: [], auth: ['bearer', 'oauth'], rules: [], source, ...init };
}

/** The endpoints. */
export const MINI_ENDPOINTS: IrEndpoint[] = [
  endpoint({
    operationId: 'createToken',
    method: 'POST',
    path: '/oauth2/token',
    auth: ['basic'],
    request: { contentType: 'application/x-www-form-urlencoded', required: true, fields: [{ name: 'grant_type', type: 'string', required: true }] },
    responses: [{ status: [200], contentType: 'application/json', fields: ['access_token'] }],
  }),
  endpoint({
    operationId: 'getOrder',
    method: 'GET',
    path: '/orders/{id}',
    aliases: ['/order/{id}'],
    doc: 'One order.',
    responses: [{ status: [200], schema: 'Shop', root: 'order' }, { status: [404] }],
  }),
  endpoint({
    operationId: 'listOrders',
    method: 'GET',
    path: '/orders',
    query: [
      { name: 'status', type: 'string', required: false },
      { name: 'page', type: 'integer', required: false },
      { name: 'closed', type: 'boolean', required: false, format: 'true or false' },
    ],
    sort: { fields: ['id', 'amount'], supported: true },
    pageSize: 5,
    order: 'created_at desc',
    responses: [{ status: [200], schema: 'Shop', root: 'order' }],
  }),
  endpoint({
    operationId: 'createOrder',
    method: 'POST',
    path: '/orders',
    request: { contentType: 'application/xml', schema: 'Shop', roots: ['order'], required: true },
    responses: [{ status: [201], schema: 'Shop', root: 'order' }],
    rules: [{ kind: 'required', rule: 'order-amount-missing', fields: ['amount'] }],
  }),
  endpoint({
    operationId: 'uploadOrderFile',
    method: 'POST',
    path: '/orders/{order_id}/files',
    request: {
      contentType: 'multipart/form-data',
      required: true,
      parts: [
        { name: 'file', required: true, contentTypes: ['application/pdf'] },
        { name: 'body', required: false, schema: 'Shop', root: 'order' },
      ],
    },
    responses: [{ status: [200, 202, 204] }],
  }),
];

/** The emit context of the generation with its endpoints. */
export const miniEndpointsContext = contextOf({ ...miniGeneration, endpoints: MINI_ENDPOINTS });
