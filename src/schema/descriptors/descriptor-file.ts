/**
 * The shape of a `schemas/<generation>/endpoints.json` file, as `schemas/endpoints.schema.json`
 * defines it. Close to IrEndpoint, with three conveniences the loader expands: `pathParams`
 * may be left out (derived from the path), `errors` names shared error responses declared once
 * per file, and defaults (`base` platform, empty aliases/query/rules, `required` false on query
 * parameters, `application/xml` on responses that name a schema).
 */
import type {
  IrAuth,
  IrEndpoint,
  IrEndpointRule,
  IrMultipartPart,
  IrParam,
  IrRequestBody,
  IrResponse,
} from '../../ir/index.js';

/** A path, query or form parameter as written in a descriptor (`required` may be omitted). */
export type ParamDescriptor = Omit<IrParam, 'required'> & { required?: boolean };

/** A request body as written in a descriptor. */
export interface RequestDescriptor {
  contentType: IrRequestBody['contentType'];
  schema?: string;
  roots?: string[];
  parts?: IrMultipartPart[];
  fields?: ParamDescriptor[];
  required: boolean;
}

/** One endpoint as written in a descriptor. */
export interface EndpointDescriptor {
  operationId: string;
  method: IrEndpoint['method'];
  path: string;
  aliases?: string[];
  base?: IrEndpoint['base'];
  pathParams?: ParamDescriptor[];
  query?: ParamDescriptor[];
  sort?: { param?: string; fields: string[]; supported: boolean };
  pageSize?: number;
  order?: string;
  request?: RequestDescriptor;
  responses: IrResponse[];
  /** Names of entries of the file's `errors` map. */
  errors?: string[];
  auth: IrAuth[];
  rules?: IrEndpointRule[];
  doc?: string;
}

/** A whole descriptor file. */
export interface DescriptorFile {
  $schema?: string;
  generation: string;
  doc?: string[];
  errors?: Record<string, IrResponse>;
  endpoints: EndpointDescriptor[];
}
