/**
 * The `paths` of the OpenAPI document from the endpoint descriptors: one operation per endpoint
 * (path and query parameters, the XML, multipart, form or JSON request body, a response per
 * status with its document, the accepted credentials), and the same operation under each alias
 * SPEC.md shows (`x-fleetcase-alias-of` names the original; operation ids stay unique).
 */
import type { EmitContext } from '../emit/context.js';
import { DEFAULT_SORT_PARAM } from '../emit/routes/model.js';
import type { IrEndpoint, IrParam, IrResponse } from '../ir/nodes.js';
import { oauthErrorResponses, oauthRequestContent } from './oauth.js';
import { schemaRef, type JsonSchema } from './schemas.js';
import { securityOf } from './security.js';

type Json = Record<string, unknown>;

/** The root stem of a schema's root element (`CaseRequest`, `case` -> `CaseRequestCase`). */
function stemOf(context: EmitContext, schema: string, root: string): string {
  const entry = context.roots.find((candidate) => candidate.schema.name === schema && candidate.local === root);
  if (!entry) throw new Error(`generation ${context.generation.id} has no <${root}> document of ${schema}`);
  return entry.stem;
}

function paramSchema(param: IrParam): JsonSchema {
  switch (param.type) {
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', pattern: '^\\d{8}$' };
    default:
      return { type: 'string' };
  }
}

function parameter(param: IrParam, where: 'path' | 'query'): Json {
  const description = [param.doc, param.format ? `Format: ${param.format}.` : undefined].filter(Boolean).join(' ');
  const result: Json = { name: param.name, in: where, required: where === 'path' ? true : param.required, schema: paramSchema(param) };
  if (description) result['description'] = description;
  return result;
}

function parameters(endpoint: IrEndpoint): Json[] {
  const list = [...endpoint.pathParams.map((param) => parameter(param, 'path')), ...endpoint.query.map((param) => parameter(param, 'query'))];
  if (endpoint.sort?.supported && endpoint.sort.fields.length > 0) {
    const name = endpoint.sort.param ?? DEFAULT_SORT_PARAM;
    if (!endpoint.query.some((param) => param.name === name)) {
      const decided = endpoint.sort.param === undefined ? ' SPEC.md does not name this parameter; `sortBy` as for customers.' : '';
      list.push({ name, in: 'query', required: false, schema: { type: 'string', enum: [...endpoint.sort.fields] }, description: `Field to sort by, ascending.${decided}` });
    }
  }
  return list;
}

/**
 * An XML document's content: `application/xml`, and `text/xml`, which the server takes and
 * answers as well (RFC 7303: the same documents; review r22 server L3, r27 server L2).
 */
function xmlContent(schema: JsonSchema): Json {
  return { 'application/xml': { schema }, 'text/xml': { schema } };
}

function requestBody(context: EmitContext, endpoint: IrEndpoint): Json | undefined {
  const request = endpoint.request;
  if (!request) return undefined;
  const refs = (request.roots ?? []).map((root) => schemaRef(stemOf(context, request.schema!, root)));
  switch (request.contentType) {
    case 'application/xml':
      return { required: request.required, content: xmlContent(refs.length === 1 ? refs[0]! : { oneOf: refs }) };
    case 'multipart/form-data': {
      const properties: Record<string, JsonSchema> = {};
      const encoding: Record<string, Json> = {};
      for (const part of request.parts ?? []) {
        if (part.schema !== undefined && part.root !== undefined) {
          properties[part.name] = schemaRef(stemOf(context, part.schema, part.root));
          encoding[part.name] = { contentType: 'application/xml' };
        } else {
          properties[part.name] = { type: 'string', contentMediaType: part.contentTypes?.[0] ?? 'application/octet-stream', description: part.doc ?? 'file content' };
          encoding[part.name] = {
            contentType: (part.contentTypes ?? ['application/octet-stream']).join(', '),
            headers: { 'Content-Transfer-Encoding': { description: 'base64 is preferred (SPEC.md); the part raw (binary, 8bit, 7bit) is accepted; any other encoding is a 422', schema: { type: 'string', enum: ['base64', 'binary', '8bit', '7bit'] } } },
          };
        }
      }
      const required = (request.parts ?? []).filter((part) => part.required).map((part) => part.name);
      const schema: JsonSchema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
      return { required: request.required, content: { 'multipart/form-data': { schema, encoding } } };
    }
    case 'application/x-www-form-urlencoded':
    case 'application/json': {
      const fields = request.fields ?? [];
      const schema: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(fields.map((field) => [field.name, field.format ? { type: 'string', description: `e.g. ${field.format}` } : { type: 'string' }])),
        required: fields.filter((field) => field.required).map((field) => field.name),
      };
      if (request.contentType === 'application/json') {
        // SPEC.md does not show the refresh grant; we take RFC 6749 section 6's shape.
        const refresh: JsonSchema = {
          type: 'object',
          properties: { client_id: { type: 'string' }, client_secret: { type: 'string' }, grant_type: { const: 'refresh_token' }, refresh_token: { type: 'string' } },
          required: ['client_id', 'client_secret', 'grant_type', 'refresh_token'],
        };
        return { required: request.required, content: oauthRequestContent({ oneOf: [schema, refresh] }) };
      }
      return { required: request.required, content: { [request.contentType]: { schema } } };
    }
  }
}

const REASONS: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden',
  404: 'Not Found', 413: 'Content Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity', 429: 'Too Many Requests',
};

function responseObject(context: EmitContext, response: IrResponse, status: number): Json {
  const result: Json = { description: response.doc ?? REASONS[status] ?? `status ${status}` };
  if (status === 204) return result;
  if (response.schema !== undefined && response.root !== undefined) {
    result['content'] = xmlContent(schemaRef(stemOf(context, response.schema, response.root)));
  } else if (response.contentType === 'application/json') {
    const properties = Object.fromEntries((response.fields ?? []).map((field) => [field, { type: field === 'expires_in' || field === 'created_at' ? 'integer' : 'string' }]));
    result['content'] = { 'application/json': { schema: { type: 'object', properties, required: [...(response.fields ?? [])] } } };
  }
  return result;
}

/**
 * The 400 the server answers on any endpoint, one SPEC.md lists no 400 for included: a path or
 * query with a malformed escape, or a Host header that is no host (review r27 server L2).
 */
function serverBadRequest(context: EmitContext): Json {
  const entry = context.roots.find((candidate) => candidate.schema.name === '400ErrorResponse' && candidate.local === 'BadRequestResponse');
  const description = 'a malformed request: a path or query with a malformed escape, or a Host header that is no host';
  return { description, ...(entry ? { content: xmlContent(schemaRef(entry.stem)) } : {}) };
}

function responses(context: EmitContext, endpoint: IrEndpoint): Json {
  const result: Json = {};
  for (const response of endpoint.responses) for (const status of response.status) result[String(status)] ??= responseObject(context, response, status);
  if (endpoint.base !== 'auth') result['400'] ??= serverBadRequest(context);
  if (endpoint.request?.contentType === 'application/json') Object.assign(result, oauthErrorResponses());
  if (endpoint.request) {
    result['413'] ??= { description: 'the request body is larger than the server takes' };
    result['415'] ??= { description: 'the request body is not of the media type the endpoint takes' };
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => Number(a) - Number(b)));
}

/**
 * A short title from the operation id (documentation UIs list operations by it; `redocly lint`
 * asks for one: review r17 serve L2).
 * @example summaryOf('createAssetCase', false) // 'Create asset case'
 */
function summaryOf(operationId: string, alias: boolean): string {
  const words = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${alias ? ' (another path)' : ''}`;
}

/** The operation object of an endpoint. */
function operation(context: EmitContext, endpoint: IrEndpoint, id: string, aliasOf?: string): Json {
  const result: Json = { operationId: id, summary: summaryOf(endpoint.operationId, aliasOf !== undefined), tags: [tagOf(endpoint)] };
  if (endpoint.doc) result['description'] = endpoint.doc;
  const list = parameters(endpoint);
  if (list.length > 0) result['parameters'] = list;
  const body = requestBody(context, endpoint);
  if (body) result['requestBody'] = body;
  result['responses'] = responses(context, endpoint);
  result['security'] = securityOf(endpoint);
  if (endpoint.pageSize !== undefined) result['x-page-size'] = endpoint.pageSize;
  if (endpoint.order !== undefined) result['x-order'] = endpoint.order;
  if (aliasOf) result['x-fleetcase-alias-of'] = aliasOf;
  return result;
}

/** The tag of an endpoint: its first literal path segment (`assets`, `cases`, `estimates`…). */
function tagOf(endpoint: IrEndpoint): string {
  if (endpoint.base === 'auth' || endpoint.path === '/oauth2/token') return 'authentication';
  const first = endpoint.path.split('/').find((segment) => segment !== '') ?? 'api';
  return first === 'case' ? 'cases' : first;
}

/** The parameter names of a path template, in order. */
function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/**
 * The `paths` object; the auth-server endpoint carries its own `servers`. OpenAPI treats paths that
 * differ only in parameter names as one (`/estimates/{id}/items` and `/estimates/{estimate_id}/items`),
 * so such operations share the first path and their parameters take its names.
 */
export function pathItems(context: EmitContext, authServer: Json): Record<string, Json> {
  const paths: Record<string, Json> = {};
  const canonical = new Map<string, string>();
  const add = (template: string, endpoint: IrEndpoint, id: string, aliasOf?: string) => {
    const shape = template.replace(/\{[^}]+\}/g, '{}');
    const path = canonical.get(shape) ?? template;
    canonical.set(shape, path);
    const names = templateNames(path);
    const renamed: IrEndpoint = { ...endpoint, pathParams: endpoint.pathParams.map((param, index) => ({ ...param, name: names[index] ?? param.name })) };
    const item = (paths[path] ??= {});
    if (endpoint.base === 'auth') item['servers'] = [authServer];
    item[endpoint.method.toLowerCase()] = operation(context, renamed, id, aliasOf);
  };
  for (const endpoint of context.generation.endpoints) {
    add(endpoint.path, endpoint, endpoint.operationId);
    endpoint.aliases.forEach((alias, index) => add(alias, endpoint, `${endpoint.operationId}Alias${index + 1}`, endpoint.operationId));
  }
  return paths;
}
