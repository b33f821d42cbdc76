/**
 * The route model the server registers, as the generated `routes.ts` of every generation declares
 * it (`RouteTable`, `RouteDefinition`, …; templates/routes/file.hbs). Declared here structurally
 * so the adapter works with any generation's table, and with tables built in tests.
 */

/** One document root's codecs. */
export interface ServerDocument {
  readonly schema: string;
  readonly version: string;
  readonly root: string;
  readonly namespace: string;
  decode(input: string | Uint8Array, options?: { lenient?: boolean }): unknown;
  encode(value: never, options?: { xmlDeclaration?: boolean }): string;
  validate(value: never, options?: { endpoint?: { method: string; path: string; operationId?: string } }): ServerIssue[];
}

/** A validator finding (src/validate/rules/types.ts `Issue`). */
export interface ServerIssue {
  rule: string;
  severity: 'error' | 'warning';
  message: string;
  path: string;
  line?: number;
  column?: number;
}

/** A path or query parameter. */
export interface ServerParam {
  readonly name: string;
  readonly type: 'string' | 'integer' | 'boolean' | 'date';
  readonly required: boolean;
  readonly format?: string;
}

/** A part of a multipart body. */
export interface ServerPart {
  readonly name: string;
  readonly required: boolean;
  readonly document?: ServerDocument;
  readonly contentTypes?: readonly string[];
}

/** A request body. */
export type ServerRequestBody =
  | { readonly kind: 'xml'; readonly required: boolean; readonly documents: readonly ServerDocument[] }
  | { readonly kind: 'multipart'; readonly required: boolean; readonly parts: readonly ServerPart[] }
  | { readonly kind: 'form' | 'json'; readonly required: boolean; readonly fields: readonly ServerParam[] };

/** A response of an endpoint. */
export interface ServerResponse {
  readonly status: readonly number[];
  readonly document?: ServerDocument;
  readonly json?: readonly string[];
}

/** One endpoint. */
export interface ServerRoute {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  readonly path: string;
  readonly aliases: readonly string[];
  readonly base: 'platform' | 'auth';
  readonly pathParams: readonly ServerParam[];
  readonly query: readonly ServerParam[];
  readonly sort?: { readonly param: string; readonly fields: readonly string[] };
  readonly pageSize?: number;
  readonly order?: string;
  readonly request?: ServerRequestBody;
  readonly responses: readonly ServerResponse[];
  readonly success: number;
  readonly auth: readonly ('basic' | 'bearer' | 'oauth' | 'none')[];
  readonly rules: readonly { readonly kind: string; readonly rule?: string; readonly fields: readonly string[] }[];
}

/** The error documents of a generation. */
export interface ServerErrorDocuments {
  readonly badRequest?: ServerDocument;
  readonly forbidden?: ServerDocument;
  readonly unprocessable?: ServerDocument;
  readonly tooManyRequests?: ServerDocument;
}

/** A generation's route table (generated `ROUTE_TABLE`). */
export interface ServerRouteTable {
  readonly generation: string;
  readonly nsRoot: string;
  readonly routes: { readonly [operationId: string]: ServerRoute };
  readonly errors: ServerErrorDocuments;
}

/** A file of a multipart body (generated `RouteUpload`). */
export interface ServerUpload {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** The credential a request was authorised with (generated `RouteCredential`). */
export interface ServerCredential {
  kind: 'bearer' | 'oauth';
  subject: string;
}

/**
 * What a handler receives (generated `RouteRequest<Op>`, plus `baseUrl` and the route): path
 * parameters, query and body decoded and validated.
 */
export interface ServerRequest {
  operationId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  credential: ServerCredential;
  generation: string;
  headers: Readonly<Record<string, string | undefined>>;
  /** `{base_url}` as the client reached the server, for the `URL` fields of representations. */
  baseUrl: string;
  route: ServerRoute;
}

/**
 * What a handler answers (generated `RouteReply<Op>`): a status, and the value of the document
 * the route lists for that status. `raw` sends bytes as they are (attachment downloads).
 */
export interface ServerReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: { contentType: string; data: Uint8Array };
}

/** A handler of one operation. */
export type ServerHandler = (request: ServerRequest) => ServerReply | Promise<ServerReply>;

/** Handlers by operation id (a generation's `RouteHandlers`, or the mock's). */
export type ServerHandlers = Readonly<Record<string, ServerHandler | undefined>>;
