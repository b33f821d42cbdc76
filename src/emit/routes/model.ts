/**
 * What the `routes` and `client` targets know about one endpoint, decided once: the documents it
 * reads and writes (the codec names of their roots), and the TypeScript of its path parameters,
 * query, request body and replies. Both targets print from this model, so a route handler and a
 * client method of the same operation agree on every type.
 */
import { fail } from '../../errors.js';
import type { IrEndpoint, IrMultipartPart, IrParam, IrResponse } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { constantIdentifier, stringLiteral } from '../naming/identifiers.js';
import type { RootEntry } from '../naming/root-names.js';
import { literal, union, type TypeMember, type TypeNode } from './type-node.js';

/** A document root an endpoint reads or writes, with the constant that holds its codecs. */
export interface DocumentUse {
  root: RootEntry;
  /** @example 'DOCUMENT_CASE_REQUEST_CASE' */
  constant: string;
}

/** A response of the endpoint: its statuses and the document or JSON it carries. */
export interface ResponseModel {
  response: IrResponse;
  document?: DocumentUse;
  /** TS type of the body, absent when there is none. */
  bodyType?: string;
  /** True for a status below 400. */
  success: boolean;
}

/** One part of a multipart body. */
export interface PartModel {
  part: IrMultipartPart;
  document?: DocumentUse;
}

/** The request body of the endpoint. */
export type BodyModel =
  | { kind: 'none' }
  | { kind: 'xml'; documents: DocumentUse[]; type: TypeNode; required: boolean }
  | { kind: 'multipart'; parts: PartModel[]; type: TypeNode; required: boolean }
  | { kind: 'form' | 'json'; fields: IrParam[]; type: TypeNode; required: boolean };

/** Everything the two targets print for one endpoint. */
export interface OperationModel {
  endpoint: IrEndpoint;
  /** @example 'getAsset' */
  id: string;
  params: TypeNode;
  query: TypeNode;
  /** The sort parameter: its name (`sortBy` where SPEC.md names none) and fields. */
  sort?: { param: string; fields: string[] };
  body: BodyModel;
  responses: ResponseModel[];
  /** The first success status (what a handler answers by default). */
  success: number;
  /** Every success status. */
  successStatuses: number[];
  /** True for the token endpoints: the server's auth layer answers them, not a handler. */
  authEndpoint: boolean;
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

/** Name of the sort parameter when SPEC.md names none (service locations): as for customers. */
export const DEFAULT_SORT_PARAM = 'sortBy';

/** The error documents of API-FACTS.md "Error documents", by the name the route table gives them. */
export const ERROR_DOCUMENTS = [
  { name: 'badRequest', status: 400, schema: '400ErrorResponse', root: 'BadRequestResponse' },
  { name: 'forbidden', status: 403, schema: '403ErrorResponse', root: 'ForbiddenErrorResponse' },
  { name: 'unprocessable', status: 422, schema: '422ErrorResponse', root: 'UnprocessableEntityErrorResponse' },
  { name: 'tooManyRequests', status: 429, schema: '429ErrorResponse', root: 'TooManyRequestsResponse' },
] as const;

/** TS type of a path or query parameter. */
export function paramType(param: IrParam): string {
  return param.type === 'integer' ? 'number' : param.type === 'boolean' ? 'boolean' : 'string';
}

function paramMembers(params: readonly IrParam[]): TypeMember[] {
  return params.map((param) => ({ name: param.name, optional: !param.required, type: paramType(param) }));
}

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

/** The error documents the generation has (only when it has endpoints). */
export function errorDocuments(context: EmitContext): Array<(typeof ERROR_DOCUMENTS)[number] & { root: string; entry: RootEntry }> {
  if (context.generation.endpoints.length === 0) return [];
  return ERROR_DOCUMENTS.flatMap((error) => {
    const entry = context.roots.find((candidate) => candidate.schema.name === error.schema && candidate.local === error.root);
    return entry ? [{ ...error, entry }] : [];
  });
}

/** The documents of one generation's endpoints and error answers, each root once, in root order. */
export function documentUses(context: EmitContext): Map<RootEntry, DocumentUse> {
  const used = new Set<RootEntry>();
  const note = (schema: string | undefined, root: string | undefined, endpoint: IrEndpoint) => {
    if (schema !== undefined && root !== undefined) used.add(rootEntry(context, schema, root, endpoint));
  };
  for (const endpoint of context.generation.endpoints) {
    for (const root of endpoint.request?.roots ?? []) note(endpoint.request?.schema, root, endpoint);
    for (const part of endpoint.request?.parts ?? []) note(part.schema, part.root, endpoint);
    for (const response of endpoint.responses) note(response.schema, response.root, endpoint);
  }
  for (const error of errorDocuments(context)) used.add(error.entry);
  const result = new Map<RootEntry, DocumentUse>();
  for (const root of context.roots) if (used.has(root)) result.set(root, { root, constant: `DOCUMENT_${constantIdentifier(root.stem)}` });
  return result;
}

type Use = (schema: string, local: string, endpoint: IrEndpoint) => DocumentUse;

/** Builds the model of every endpoint of the generation, in descriptor order. */
export function operationModels(context: EmitContext, documents: Map<RootEntry, DocumentUse>, names: ModelNames): OperationModel[] {
  const use: Use = (schema, local, endpoint) => documents.get(rootEntry(context, schema, local, endpoint))!;
  return context.generation.endpoints.map((endpoint) => operationModel(endpoint, use, names));
}

function operationModel(endpoint: IrEndpoint, use: Use, names: ModelNames): OperationModel {
  const query = paramMembers(endpoint.query);
  let sort: OperationModel['sort'];
  if (endpoint.sort?.supported && endpoint.sort.fields.length > 0) {
    const param = endpoint.sort.param ?? DEFAULT_SORT_PARAM;
    sort = { param, fields: [...endpoint.sort.fields] };
    if (!endpoint.query.some((candidate) => candidate.name === param)) {
      query.push({ name: param, optional: true, type: union(endpoint.sort.fields.map(stringLiteral)) });
    }
  }
  const responses = endpoint.responses.map((response): ResponseModel => {
    const success = response.status.some((status) => status < 400);
    if (response.schema !== undefined && response.root !== undefined) {
      const document = use(response.schema, response.root, endpoint);
      return { response, document, bodyType: document.root.stem, success };
    }
    if (response.contentType === 'application/json') return { response, bodyType: names.oauthToken, success };
    return { response, success };
  });
  const successStatuses = responses.filter((model) => model.success).flatMap((model) => model.response.status.filter((status) => status < 400));
  if (successStatuses.length === 0) {
    fail('EmitFailed', { file: `${endpoint.source.file}:${endpoint.source.line}`, detail: `endpoint ${endpoint.operationId} has no success response` });
  }
  const model: OperationModel = {
    endpoint,
    id: endpoint.operationId,
    params: literal(paramMembers(endpoint.pathParams)),
    query: literal(query),
    body: bodyModel(endpoint, use, names),
    responses,
    success: successStatuses[0]!,
    successStatuses,
    authEndpoint: endpoint.base === 'auth' || endpoint.auth.includes('basic') || endpoint.auth.includes('none'),
  };
  if (sort) model.sort = sort;
  return model;
}

/** `{ status: 200; body: T }` or `{ status: 401 }` for each response (`success` only: successes). */
export function replyType(operation: OperationModel, onlySuccess = false): TypeNode {
  const replies = operation.responses
    .filter((response) => !onlySuccess || response.success)
    .map((response) => {
      const members: TypeMember[] = [{ name: 'status', type: response.response.status.join(' | ') }];
      if (response.bodyType) members.push({ name: 'body', type: response.bodyType });
      return literal(members);
    });
  return union(replies);
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
          : union(
              documents.map((document) =>
                literal([
                  { name: 'root', type: stringLiteral(document.root.local) },
                  { name: 'value', type: document.root.stem },
                ]),
              ),
            );
      return { kind: 'xml', documents, type, required };
    }
    case 'multipart/form-data': {
      const parts = (request.parts ?? []).map((part): PartModel => {
        if (part.schema === undefined || part.root === undefined) return { part };
        return { part, document: use(part.schema, part.root, endpoint) };
      });
      const members = parts.map((part) => ({
        name: part.part.name,
        optional: !part.part.required,
        type: part.document ? part.document.root.stem : names.upload,
      }));
      return { kind: 'multipart', parts, type: literal(members), required };
    }
    case 'application/x-www-form-urlencoded':
    case 'application/json': {
      const fields = request.fields ?? [];
      return { kind: request.contentType === 'application/json' ? 'json' : 'form', fields, type: literal(paramMembers(fields)), required };
    }
  }
}
