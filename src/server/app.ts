/**
 * The Fastify adapter: registers generations' route tables under `/platform_api` (and the OAuth
 * token endpoint on `/oauth/token`), and runs each request through one pipeline:
 *
 * generation (Accept `version=`, else the default; 406 when XML is not acceptable) -> route (404,
 * 405) -> credentials (401/403, src/server/auth) -> query (400) -> body (415, 400 malformed XML,
 * 413 too large, 422 invalid) -> handler -> reply encoded in the requested generation.
 *
 * Every client mistake gets its 4xx; only a server bug (a handler throwing, a reply its route does
 * not declare) is a 500.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { fail } from '../errors.js';
import { compareGenerations } from '../ir/generations.js';
import { authorize } from './auth/authorize.js';
import { authConfig, checkAuthConfig, type AuthConfig } from './auth/config.js';
import { clientCredentialsToken, oauthToken } from './auth/token-endpoints.js';
import { TokenStore } from './auth/token-store.js';
import { absoluteAuthority, baseUrlOf, hostCount, hostFailure, originForm, type RequestAddress } from './base-url.js';
import { readBody } from './body.js';
import { checkHandlers } from './check-handlers.js';
import { clientErrorHandler } from './client-errors.js';
import { badRequest, notFound, plain, type Failure } from './failures.js';
import { headerValue } from './header-values.js';
import { parseMediaType, requestedVersion } from './negotiate.js';
import { parseQuery } from './query.js';
import { ReplyContractError, sendFailure, sendReply } from './reply.js';
import type { ServerHandlers, ServerRequest, ServerRoute, ServerRouteTable } from './route-model.js';
import { Router } from './router.js';

/** The prefix every platform path is under (SPEC.md: `{base_url}/platform_api`). */
export const PLATFORM_PREFIX = '/platform_api';

/** A generation to serve: its route table and the handlers of its operations. */
export interface ServedGeneration {
  table: ServerRouteTable;
  /**
   * The generation's `RouteHandlers` (or handlers serving several generations, like the mock's).
   * The generated `servedWith(handlers)` gives this pair with the handlers type-checked.
   */
  handlers: object;
}

/** Options of {@link buildServer}. */
export interface ServerOptions {
  generations: readonly ServedGeneration[];
  /** Generation answered when a request names none. @default the newest served */
  defaultGeneration?: string;
  /**
   * Milliseconds within which a whole request (headers and body) must arrive; past it the
   * server answers 408 and closes the connection. A client that stalls partway through a body
   * held its connection and up to `bodyLimit` bytes for as long as it liked (review r17 serve M2).
   * 0: no limit on the whole request (headers still have 60 s).
   * @default 120000
   */
  requestTimeout?: number;
  /**
   * Credentials accepted: exactly the kinds given (`authConfig({...})`); the mock's published
   * ones only when asked for (`auth: MOCK_AUTH`). Absent: no credential is accepted (every
   * endpoint that needs one answers 401), never a published default.
   * @example authConfig({ consumerKey: process.env.CONSUMER_KEY!, consumerSecret: process.env.CONSUMER_SECRET! })
   */
  auth?: AuthConfig;
  /** Largest non-multipart body, bytes (413 beyond). @default 1 MiB */
  bodyLimit?: number;
  /** Largest file part of a multipart body, bytes (413 beyond). @default 10 MiB */
  fileLimit?: number;
  /**
   * Validate every answer document with the generation's validator before sending it (an invalid
   * answer is a 500: a server bug). `false` skips the validator (the status and the presence of
   * the declared document are still checked). @default true
   */
  validateResponses?: boolean;
  /** The clock, milliseconds (token expiry). */
  now?: () => number;
  /** Log requests with Fastify's logger. */
  logger?: boolean;
  /**
   * Platform endpoints beside the descriptors' (answered by the handlers of their operation ids in
   * every generation), e.g. the mock's attachment download.
   */
  extraRoutes?: readonly ServerRoute[];
}

interface Served {
  table: ServerRouteTable;
  handlers: ServerHandlers;
  platform: Router;
  auth: Router;
}

/** The pieces of a built server a caller may want (the token store, for tests). */
export interface BuiltServer {
  app: FastifyInstance;
  tokens: TokenStore;
  auth: AuthConfig;
}

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

function addressOf(request: FastifyRequest): RequestAddress {
  return { protocol: request.protocol, host: request.headers.host, localAddress: request.socket.localAddress, localPort: request.socket.localPort };
}

/** Fastify's own errors (body parsing, multipart) as the failures they are. */
function fastifyFailure(error: { code?: string; statusCode?: number; message: string }): Failure | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return plain(413, 'the request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return plain(415, 'unsupported Content-Type');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_BAD_URL':
      return badRequest(error.message);
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return plain(error.statusCode, error.message);
  // busboy reports a malformed multipart body with a plain Error.
  if (/multipart|boundary|part header|unexpected end of form/i.test(error.message)) return badRequest(`malformed multipart body: ${error.message}`);
  return undefined;
}

/** The methods of a path as Allow lists them: HEAD wherever GET is, and OPTIONS. */
function withHead(allowed: readonly string[]): string[] {
  const methods = new Set(allowed);
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return [...methods].sort();
}

/**
 * Builds a Fastify server for the given generations (not listening yet). It accepts only the
 * credentials `options.auth` names (none without it).
 * @throws FleetcaseError GenerationUnknown when `defaultGeneration` is not among them.
 * @throws TypeError for an `auth` with a key but no secret, an incomplete `oauth`, an empty
 * credential, handlers that are not functions or name no served operation.
 */
export async function buildServer(options: ServerOptions): Promise<BuiltServer> {
  if (options.generations.length === 0) fail('CliUsage', { detail: 'a server needs at least one generation' });
  checkHandlers(options.generations, (options.extraRoutes ?? []).map((route) => route.operationId));
  const served = new Map<string, Served>();
  for (const generation of options.generations) {
    const routes = Object.values(generation.table.routes);
    served.set(generation.table.generation, {
      table: generation.table,
      handlers: generation.handlers as ServerHandlers,
      platform: new Router([...routes.filter((route) => route.base === 'platform'), ...(options.extraRoutes ?? [])]),
      auth: new Router(routes.filter((route) => route.base === 'auth')),
    });
  }
  // The newest served, whatever the order they are listed in (review r17 serve M1: the last listed).
  const defaultId = options.defaultGeneration ?? [...served.keys()].sort(compareGenerations).at(-1)!;
  if (!served.has(defaultId)) fail('GenerationUnknown', { generation: defaultId, known: [...served.keys()] });
  const fallback = served.get(defaultId)!;
  const auth = options.auth === undefined ? authConfig() : checkAuthConfig(options.auth);
  const tokens = new TokenStore(options.now);
  if (auth.staticToken !== undefined) tokens.add(auth.staticToken, { kind: 'bearer', subject: auth.consumerKey ?? 'static-token' });
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  const requestTimeout = options.requestTimeout ?? 120_000;
  const fileLimit = options.fileLimit ?? 10 * 1024 * 1024;

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    return503OnClosing: true,
    forceCloseConnections: true,
    requestTimeout,
    // Node looks for requests past their time this often (30 s by default: a short limit would
    // wait for it), and applies requestTimeout only where headersTimeout is no longer than it.
    // A requestTimeout of 0 turns the whole-request limit off, not the 60 s one on headers.
    http: {
      connectionsCheckingInterval: requestTimeout > 0 ? Math.max(50, Math.min(30_000, Math.floor(requestTimeout / 4))) : 30_000,
      headersTimeout: requestTimeout > 0 ? Math.min(60_000, requestTimeout) : 60_000,
    },
    // An absolute-form target is routed by its path (RFC 9112 3.2.2; review r19 recheck L4).
    rewriteUrl: (raw) => originForm(raw.url ?? '/'),
    // Framing Node's parser refuses, and a URL Fastify cannot decode, answered as every client mistake.
    clientErrorHandler: clientErrorHandler(fallback.table),
    frameworkErrors: (error, request, reply) => answerError(error, request, reply),
  });
  app.removeAllContentTypeParsers();
  // Every non-multipart body arrives as bytes; the route decides how to read it (415 otherwise).
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: fileLimit } });

  /** The generation a request asks for, or the failure to answer with. */
  const generationOf = (request: FastifyRequest): Served | Failure => {
    const verdict = requestedVersion(request.headers.accept);
    if (!verdict.ok) return plain(406, verdict.reason);
    if (verdict.version === undefined) return fallback;
    return served.get(verdict.version) ?? plain(406, `version '${verdict.version}' is not served (served: ${[...served.keys()].join(', ')})`);
  };

  const dispatch = async (request: FastifyRequest, reply: FastifyReply, base: 'platform' | 'auth'): Promise<FastifyReply> => {
    const chosen = base === 'auth' ? fallback : generationOf(request);
    if ('status' in chosen) return sendFailure(reply, chosen, fallback.table);
    const absolute = absoluteAuthority(request.originalUrl);
    const badHost = absolute
      ? absolute.scheme !== 'http' && absolute.scheme !== 'https'
        ? `the request target's scheme '${absolute.scheme}' is not http`
        : hostFailure(absolute.authority)
      : hostFailure(request.headers.host, hostCount(request.raw.rawHeaders));
    if (badHost !== undefined) return sendFailure(reply, badRequest(badHost), chosen.table);
    const url = request.url;
    const queryAt = url.indexOf('?');
    const fullPath = queryAt < 0 ? url : url.slice(0, queryAt);
    const path = base === 'platform' ? fullPath.slice(PLATFORM_PREFIX.length) : fullPath;
    // HEAD is GET without the body (Node's http server drops it); OPTIONS answers the methods.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const router = base === 'platform' ? chosen.platform : chosen.auth;
    const lookup = router.lookup(method, path);
    if (lookup.kind === 'none') return sendFailure(reply, notFound(`no endpoint ${request.method} ${fullPath} in generation ${chosen.table.generation}`), chosen.table);
    if (lookup.kind === 'method') {
      const allowed = withHead(lookup.allowed);
      if (method === 'OPTIONS') return reply.code(204).header('Allow', allowed.join(', ')).send();
      return sendFailure(reply, plain(405, `${fullPath} takes ${allowed.join(', ')}`, { Allow: allowed.join(', ') }), chosen.table);
    }
    const { route, params } = lookup.match;
    const headers = headersOf(request);

    const isTokenEndpoint = route.auth.includes('basic') || route.base === 'auth';
    let credential: ServerRequest['credential'] = { kind: 'bearer', subject: 'anonymous' };
    if (!isTokenEndpoint) {
      const verdict = authorize(route, headers, tokens, auth);
      if (!verdict.ok) return sendFailure(reply, verdict.failure, chosen.table);
      credential = verdict.credential;
    }
    const query = parseQuery(route, queryAt < 0 ? '' : url.slice(queryAt + 1));
    if (!query.ok) return sendFailure(reply, query.failure, chosen.table);

    const bodySource = bodyGeneration(request, route, chosen);
    if ('status' in bodySource) return sendFailure(reply, bodySource, chosen.table);
    const body = await readBody(bodySource.route, request, { fileBytes: fileLimit, xmlBytes: bodyLimit, generation: bodySource.generation });
    if (!body.ok && route.base === 'auth') {
      const error = { error: 'invalid_request', error_description: body.failure.message };
      return sendReply(reply, { status: body.failure.status, body: error, headers: { 'Cache-Control': 'no-store' } }, route, chosen.table);
    }
    if (!body.ok) return sendFailure(reply, body.failure, chosen.table);

    if (route.base === 'auth') {
      return sendReply(reply, oauthToken(body.body as Record<string, string> | undefined, tokens, auth), route, chosen.table);
    }
    if (isTokenEndpoint) {
      const answer = clientCredentialsToken(route, headers, body.body as Record<string, string> | undefined, tokens, auth);
      return answer.ok ? sendReply(reply, answer.reply, route, chosen.table) : sendFailure(reply, answer.failure, chosen.table);
    }
    const handler = chosen.handlers[route.operationId];
    if (!handler) return sendFailure(reply, plain(501, `${route.operationId} is not implemented by this server`), chosen.table);
    const answer = await handler({
      operationId: route.operationId,
      params,
      query: query.query,
      body: body.body,
      credential,
      generation: chosen.table.generation,
      headers,
      baseUrl: baseUrlOf({ ...addressOf(request), ...(absolute ? { protocol: absolute.scheme, host: absolute.authority } : {}) }),
      route,
    });
    return sendReply(reply, answer, route, chosen.table, { validate: options.validateResponses !== false });
  };

  /** The route whose documents decode the body: the one of the generation `Content-Type` names. */
  const bodyGeneration = (request: FastifyRequest, route: ServerRoute, chosen: Served): { route: ServerRoute; generation: string } | Failure => {
    const contentType = request.headers['content-type'];
    const version = contentType ? parseMediaType(contentType).params['version'] : undefined;
    if (version === undefined || version === chosen.table.generation) return { route, generation: chosen.table.generation };
    const other = served.get(version)?.table.routes[route.operationId];
    return other ? { route: other, generation: version } : plain(415, `request bodies of version '${version}' are not taken by ${route.operationId} (served: ${[...served.keys()].join(', ')})`);
  };

  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
  app.route({ method: [...methods], url: `${PLATFORM_PREFIX}/*`, handler: (request, reply) => dispatch(request, reply, 'platform') });
  const authPaths = new Set([...served.values()].flatMap((entry) => Object.values(entry.table.routes).filter((route) => route.base === 'auth').map((route) => route.path)));
  for (const path of authPaths) app.route({ method: [...methods], url: path, handler: (request, reply) => dispatch(request, reply, 'auth') });
  app.setNotFoundHandler((request, reply) => sendFailure(reply, notFound(`no endpoint ${request.method} ${request.url.split('?')[0]}`), fallback.table));
  /** Fastify's own errors and a handler's: the failure they are, else a 500 (a server bug). */
  const answerError = (error: { code?: string; statusCode?: number; message: string }, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const failure = fastifyFailure(error);
    const chosen = generationOf(request);
    const table = 'status' in chosen ? fallback.table : chosen.table;
    if (failure) return sendFailure(reply, failure, table);
    request.log.error(error);
    const message = error instanceof ReplyContractError ? error.message : 'internal server error';
    // A server bug is said even without Fastify's logger: one line on stderr.
    if (!options.logger) process.stderr.write(`fleetcase server: 500 on ${request.method} ${headerValue(request.url, 200)}: ${error instanceof ReplyContractError ? message : (error as Error).stack ?? String(error)}\n`);
    return reply.code(500).header('X-Fleetcase-Error', headerValue(message)).send();
  };
  app.setErrorHandler(answerError);
  return { app, tokens, auth };
}
