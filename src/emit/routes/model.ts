/**
 * What the `routes` and `client` targets know about one endpoint, decided once: the documents it
 * reads and writes (the codec names of their roots), and the TypeScript of its path parameters,
 * query, request body and replies. Both targets print from this model, so a route handler and a
 * client method of the same operation agree on every type.
 */
import { fail } from '../../errors.js';
import type { IrEndpoint, IrMultipartPart, IrParam, IrResponse } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { constantIdentifier, propertyKey, stringLiteral } from '../naming/identifiers.js';
import type { RootEntry } from '../naming/root-names.js';

/** A document root an endpoint reads or writes, with the constant that holds its codecs. */
export interface DocumentUse {
  root: RootEntry;
  /** @example 'DOCUMENT_CASE_REQUEST_CASE' */
  constant: string;
}

/** A response of the endpoint: its statuses and the document or JSON fields it carries. */
export interface ResponseModel {
  response: IrResponse;
  document?: DocumentUse;
  /** TS type of the body, `undefined` when there is none. */
  bodyType?: string;
}

/** The request body of the endpoint. */
export type BodyModel =
  | { kind: 'none' }
  | { kind: 'xml'; documents: DocumentUse[]; type: string; required: boolean }
  | { kind: 'multipart'; parts: PartModel[]; type: string; required: boolean }
  | { kind: 'form' | 'json'; fields: IrParam[]; type: string; required: boolean };

/** One part of a multipart body. */
export interface PartModel {
  part: IrMultipartPart;
  document?: DocumentUse;
  type: string;
}

/** Everything the two targets print for one endpoint. */
export interface OperationModel {
  endpoint: IrEndpoint;
  /** @example 'getAsset' */
  id: string;
  paramsType: string;
  queryType: string;
  /** The sort parameter: its name (`sortBy` where SPEC.md names none) and fields. */
  sort?: { param: string; fields: string[] };
  body: BodyModel;
  responses: ResponseModel[];
  /** The first success status (what a handler answers by default). */
  success: number;
  /** Union of every reply the descriptor lists (`{ status: 200; body: T } | { status: 404 }`). */
  replyType: string;
  /** The success replies only. */
  successType: string;
  /** True for the token endpoints: the server's auth layer answers them, not a handler. */
  authEndpoint: boolean;
}

/** Name of the sort parameter when SPEC.md names none (service locations): as for customers. */
export const DEFAULT_SORT_PARAM = 'sortBy';

/** TS type of a path or query parameter. */
export function paramType(param: IrParam): string {
  return param.type === 'integer' ? 'number' : param.type === 'boolean' ? 'boolean' : 'string';
}

/** `{ a: string; b?: number }` from parameters (`{}` when none). */
function objectType(entries: readonly string[]): string {
  return entries.length === 0 ? 'Record<string, never>' : `{ ${entries.join('; ')} }`;
}

function paramEntries(params: readonly IrParam[]): string[] {
  return params.map((param) => `${propertyKey(param.name)}${param.required ? '' : '?'}: ${paramType(param)}`);
}

/** The documents of one generation's endpoints, each root once, in root order. */
export function documentUses(context: EmitContext): Map<RootEntry, DocumentUse> {
  const used = new Set<RootEntry>();
  const find = (schema: string | undefined, root: string | undefined, endpoint: IrEndpoint) =>
    schema === undefined || root === undefined ? undefined : used.add(rootEntry(context, schema, root, endpoint));
  for (const endpoint of context.generation.endpoints) {
    for (const root of endpoint.request?.roots ?? []) find(endpoint.request?.schema, root, endpoint);
    for (const part of endpoint.request?.parts ?? []) find(part.schema, part.root, endpoint);
    for (const response of endpoint.responses) find(response.schema, response.root, endpoint);
  }
  for (const error of ERROR_DOCUMENTS) {
    const root = context.roots.find((entry) => entry.schema.name === error.schema && entry.local === error.root);
    if (root && context.generation.endpoints.length > 0) used.add(root);
  }
  const result = new Map<RootEntry, DocumentUse>();
  for (const root of context.roots) if (used.has(root)) result.set(root, { root, constant: `DOCUMENT_${constantIdentifier(root.stem)}` });
  return result;
}

/** The error documents of API-FACTS.md "Error documents", by the name the route table gives them. */
export const ERROR_DOCUMENTS = [
  { name: 'badRequest', status: 400, schema: '400ErrorResponse', root: 'BadRequestResponse' },
  { name: 'forbidden', status: 403, schema: '403ErrorResponse', root: 'ForbiddenErrorResponse' },
  { name: 'unprocessable', status: 422, schema: '422ErrorResponse', root: 'UnprocessableEntityErrorResponse' },
  { name: 'tooManyRequests', status: 429, schema: '429ErrorResponse', root: 'TooManyRequestsResponse' },
] as const;

function rootEntry(context: EmitContext, schema: string, local: string, endpoint: IrEndpoint): RootEntry {
  const found = context.roots.find((entry) => entry.schema.name === schema && entry.local === local);
  return (
    found ??
    fail('EmitFailed', {
      file: `${endpoint.source.file}:${endpoint.source.line}`,
      detail: `endpoint ${endpoint.operationId} names document ${schema} <${local}>, which generation ${context.generation.id} does not have`,
    })
  );
}

/**
 * Names of the module's own types the model's type expressions use (the routes and client
 * modules each declare theirs).
 * @example { upload: 'RouteUpload', oauthToken: 'RouteOAuthToken' }
 */
export interface ModelNames {
  upload: string;
  oauthToken: string;
}

type Use = (schema: string, local: string, endpoint: IrEndpoint) => DocumentUse;

/** Builds the model of every endpoint of the generation, in descriptor order. */
export function operationModels(context: EmitContext, documents: Map<RootEntry, DocumentUse>, names: ModelNames): OperationModel[] {
  const use: Use = (schema, local, endpoint) => documents.get(rootEntry(context, schema, local, endpoint))!;
  return context.generation.endpoints.map((endpoint) => operationModel(endpoint, use, names));
}

function operationModel(endpoint: IrEndpoint, use: Use, names: ModelNames): OperationModel {
  const query = paramEntries(endpoint.query);
  let sort: OperationModel['sort'];
  if (endpoint.sort?.supported && endpoint.sort.fields.length > 0) {
    sort = { param: endpoint.sort.param ?? DEFAULT_SORT_PARAM, fields: [...endpoint.sort.fields] };
    if (!endpoint.query.some((param) => param.name === sort!.param)) {
      query.push(`${propertyKey(sort.param)}?: ${sort.fields.map(stringLiteral).join(' | ')}`);
    }
  }
  const responses = endpoint.responses.map((response): ResponseModel => {
    if (response.schema !== undefined && response.root !== undefined) {
      const document = use(response.schema, response.root, endpoint);
      return { response, document, bodyType: document.root.stem };
    }
    if (response.contentType === 'application/json') return { response, bodyType: names.oauthToken };
    return { response };
  });
  const reply = (model: ResponseModel) => {
    const status = model.response.status.join(' | ');
    return model.bodyType ? `{ status: ${status}; body: ${model.bodyType} }` : `{ status: ${status} }`;
  };
  const successes = responses.filter((model) => model.response.status.some((status) => status < 400));
  const first = successes[0]?.response.status.find((status) => status < 400);
  if (first === undefined) {
    fail('EmitFailed', { file: `${endpoint.source.file}:${endpoint.source.line}`, detail: `endpoint ${endpoint.operationId} has no success response` });
  }
  const model: OperationModel = {
    endpoint,
    id: endpoint.operationId,
    paramsType: objectType(paramEntries(endpoint.pathParams)),
    queryType: objectType(query),
    body: bodyModel(endpoint, use, names),
    responses,
    success: first,
    replyType: responses.map(reply).join(' | '),
    successType: successes.map(reply).join(' | '),
    authEndpoint: endpoint.base === 'auth' || endpoint.auth.includes('basic') || endpoint.auth.includes('none'),
  };
  if (sort) model.sort = sort;
  return model;
}

function bodyModel(endpoint: IrEndpoint, use: Use, names: ModelNames): BodyModel {
  const request = endpoint.request;
  if (!request) return { kind: 'none' };
  const required = request.required;
  switch (request.contentType) {
    case 'application/xml': {
      const documents = (request.roots ?? []).map((root) => use(request.schema!, root, endpoint));
      const type =
        documents.length === 1
          ? documents[0]!.root.stem
          : documents.map((document) => `{ root: ${stringLiteral(document.root.local)}; value: ${document.root.stem} }`).join(' | ');
      return { kind: 'xml', documents, type, required };
    }
    case 'multipart/form-data': {
      const parts = (request.parts ?? []).map((part): PartModel => {
        if (part.schema !== undefined && part.root !== undefined) {
          const document = use(part.schema, part.root, endpoint);
          return { part, document, type: document.root.stem };
        }
        return { part, type: names.upload };
      });
      const entries = parts.map((part) => `${propertyKey(part.part.name)}${part.part.required ? '' : '?'}: ${part.type}`);
      return { kind: 'multipart', parts, type: objectType(entries), required };
    }
    case 'application/x-www-form-urlencoded':
    case 'application/json': {
      const fields = request.fields ?? [];
      return { kind: request.contentType === 'application/json' ? 'json' : 'form', fields, type: objectType(paramEntries(fields)), required };
    }
  }
}
