/**
 * The Fastify adapter: registers generations' route tables under `/platform_api` (and the OAuth
 * token endpoint on `/oauth/token`), and runs each request through one pipeline (./dispatch.ts):
 *
 * generation (Accept `version=`, else the default; 406 when XML is not acceptable) -> route (404,
 * 405) -> credentials (401/403, src/server/auth) -> query (400) -> body (415, 400 malformed XML,
 * 413 too large, 422 invalid) -> handler -> reply encoded in the requested generation.
 *
 * Every client mistake gets its 4xx; only a server bug (a handler throwing, a reply its route does
 * not declare) is a 500.
 */
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { fail } from '../errors.js';
import { compareGenerations } from '../ir/generations.js';
import { authConfig, checkAuthConfig, type AuthConfig } from './auth/config.js';
import { TokenStore } from './auth/token-store.js';
import { originForm } from './base-url.js';
import { checkHandlers } from './check-handlers.js';
import { clientErrorHandler, connectRefusal } from './client-errors.js';
import { dispatch, PLATFORM_PREFIX, type Served, type ServerState } from './dispatch.js';
import { errorAnswer } from './error-answer.js';
import { notFound, plain } from './failures.js';
import { sendFailure } from './reply.js';
import type { ServerHandlers, ServerRoute, ServerRouteTable } from './route-model.js';
import { Router } from './router.js';

export { PLATFORM_PREFIX } from './dispatch.js';

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
   * Milliseconds `app.close()` lets the requests under way finish (each gets its answer, a
   * request arriving meanwhile a 503) before it closes their connections. They were closed at
   * once, and a request whose body was still arriving got no answer (review r27 server L1).
   * @default 5000
   */
  closeGrace?: number;
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

/** The pieces of a built server a caller may want (the token store, for tests). */
export interface BuiltServer {
  app: FastifyInstance;
  tokens: TokenStore;
  auth: AuthConfig;
}

/** Each generation's table, handlers and routers, by generation id. */
function servedGenerations(options: ServerOptions): Map<string, Served> {
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
  return served;
}

/**
 * On close, the connections of requests still under way are closed after `grace` milliseconds.
 * Meanwhile every answer says `Connection: close`, so that a connection ends with the answer
 * under way (it was kept alive until the grace ran out), and a request arriving on an open
 * connection is a 503 without a body, as the other failures without a document (Fastify's own
 * was JSON: review r31 recheck L3).
 */
function closeAfterGrace(app: FastifyInstance, grace: number, table: ServerRouteTable): void {
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    sendFailure(reply, plain(503, 'the server is stopping', { connection: 'close' }), table);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    closing = true;
    timer = setTimeout(() => app.server.closeAllConnections(), grace);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
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
  const served = servedGenerations(options);
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
  const state: ServerState = { served, fallback, tokens, auth, bodyLimit, fileLimit, validateResponses: options.validateResponses !== false };
  const answerError = errorAnswer(state, options.logger ?? false);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    // A request arriving while the server stops is answered by closeAfterGrace.
    return503OnClosing: false,
    // Idle connections close at once; those of requests under way after `closeGrace` (below).
    forceCloseConnections: 'idle',
    requestTimeout,
    // Node looks for requests past their time this often (30 s by default: the 60 s and 120 s
    // limits answered at 72-89 s and 132-149 s, review r22 server L4; now within 5 s of them),
    // and applies requestTimeout only where headersTimeout is no longer than it. A
    // requestTimeout of 0 turns the whole-request limit off, not the 60 s one on headers.
    http: {
      connectionsCheckingInterval: requestTimeout > 0 ? Math.max(50, Math.min(5_000, Math.floor(requestTimeout / 4))) : 5_000,
      headersTimeout: requestTimeout > 0 ? Math.min(60_000, requestTimeout) : 60_000,
      // An HTTP/1.1 request without Host is refused by ./dispatch.ts with a BadRequestResponse;
      // Node's own 400 had an empty body (review r22 server L1).
      requireHostHeader: false,
    },
    // An absolute-form target is routed by its path (RFC 9112 3.2.2; review r19 recheck L4).
    rewriteUrl: (raw) => originForm(raw.url ?? '/'),
    // Framing Node's parser refuses, and a URL Fastify cannot decode, answered as every client mistake.
    clientErrorHandler: clientErrorHandler(fallback.table),
    frameworkErrors: (error, request, reply) => answerError(error, request, reply),
  });
  closeAfterGrace(app, options.closeGrace ?? 5_000, fallback.table);
  app.removeAllContentTypeParsers();
  // Every non-multipart body arrives as bytes; the route decides how to read it (415 otherwise).
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: fileLimit } });

  // TRACE too, so that it is a 405 naming what a path takes, as PATCH is (it was a 404; review r22 server L2).
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'] as const;
  const servedMethods = new Set([...served.values()].flatMap((entry) => Object.values(entry.table.routes).map((route) => route.method)));
  app.server.on('connect', connectRefusal(fallback.table, ['GET', 'HEAD', ...[...servedMethods].filter((method) => method !== 'GET').sort(), 'OPTIONS'].join(', ')));
  app.route({ method: [...methods], url: `${PLATFORM_PREFIX}/*`, handler: (request, reply) => dispatch(state, request, reply, 'platform') });
  const authPaths = new Set([...served.values()].flatMap((entry) => Object.values(entry.table.routes).filter((route) => route.base === 'auth').map((route) => route.path)));
  for (const path of authPaths) app.route({ method: [...methods], url: path, handler: (request, reply) => dispatch(state, request, reply, 'auth') });
  app.setNotFoundHandler((request, reply) => sendFailure(reply, notFound(`no endpoint ${request.method} ${request.url.split('?')[0]}`), fallback.table));
  app.setErrorHandler(answerError);
  return { app, tokens, auth };
}
