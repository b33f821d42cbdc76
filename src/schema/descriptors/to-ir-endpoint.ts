/**
 * Maps one checked endpoint descriptor onto IrEndpoint (src/ir/nodes.ts), expanding the
 * descriptor conveniences: derived path parameters, named errors appended to the responses,
 * and defaults. Optional IR fields stay absent rather than `undefined`, so results compare with
 * `toStrictEqual` and serialize without noise.
 */
import type {
  IrEndpoint,
  IrParam,
  IrRequestBody,
  IrResponse,
  SourceLocation,
} from '../../ir/index.js';
import type {
  DescriptorFile,
  EndpointDescriptor,
  ParamDescriptor,
  RequestDescriptor,
} from './descriptor-file.js';
import { templateParams } from './path-template.js';

/** The IrEndpoint of `endpoint`, declared at `source` in `file`. */
export function toIrEndpoint(
  endpoint: EndpointDescriptor,
  file: DescriptorFile,
  source: SourceLocation,
): IrEndpoint {
  const ir: IrEndpoint = {
    operationId: endpoint.operationId,
    method: endpoint.method,
    path: endpoint.path,
    aliases: [...(endpoint.aliases ?? [])],
    base: endpoint.base ?? 'platform',
    pathParams: pathParams(endpoint),
    query: (endpoint.query ?? []).map((param) => toParam(param, false)),
    responses: [
      ...endpoint.responses.map(toResponse),
      ...(endpoint.errors ?? []).map((name) => toResponse(file.errors![name]!)),
    ],
    auth: [...endpoint.auth],
    rules: (endpoint.rules ?? []).map((rule) => ({ ...rule, fields: [...rule.fields] })),
    source,
  };
  if (endpoint.sort) ir.sort = { ...endpoint.sort, fields: [...endpoint.sort.fields] };
  if (endpoint.pageSize !== undefined) ir.pageSize = endpoint.pageSize;
  if (endpoint.order !== undefined) ir.order = endpoint.order;
  if (endpoint.request) ir.request = toRequest(endpoint.request);
  if (endpoint.doc !== undefined) ir.doc = endpoint.doc;
  return ir;
}

/** Declared path parameters in path order, or ones derived from the path (string, required). */
function pathParams(endpoint: EndpointDescriptor): IrParam[] {
  return templateParams(endpoint.path).map((name) => {
    const declared = endpoint.pathParams?.find((param) => param.name === name);
    return declared ? toParam(declared, true) : { name, type: 'string', required: true };
  });
}

function toParam(param: ParamDescriptor, requiredByDefault: boolean): IrParam {
  const ir: IrParam = {
    name: param.name,
    type: param.type,
    required: param.required ?? requiredByDefault,
  };
  if (param.format !== undefined) ir.format = param.format;
  if (param.doc !== undefined) ir.doc = param.doc;
  return ir;
}

function toRequest(request: RequestDescriptor): IrRequestBody {
  const ir: IrRequestBody = { contentType: request.contentType, required: request.required };
  if (request.schema !== undefined) ir.schema = request.schema;
  if (request.roots) ir.roots = [...request.roots];
  if (request.parts) ir.parts = request.parts.map((part) => ({ ...part }));
  if (request.fields) ir.fields = request.fields.map((param) => toParam(param, false));
  return ir;
}

function toResponse(response: IrResponse): IrResponse {
  const ir: IrResponse = { status: [...response.status] };
  const contentType = response.contentType ?? (response.schema ? 'application/xml' : undefined);
  if (contentType) ir.contentType = contentType;
  if (response.schema !== undefined) ir.schema = response.schema;
  if (response.root !== undefined) ir.root = response.root;
  if (response.fields) ir.fields = [...response.fields];
  if (response.doc !== undefined) ir.doc = response.doc;
  return ir;
}
