/**
 * One request through the server's pipeline (./app.ts registers it): generation -> Host ->
 * route (404, 405, OPTIONS) -> credentials -> query -> body -> token endpoint or handler ->
 * reply. Each step answers a client mistake with its 4xx and stops there.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authorize } from './auth/authorize.js';
import { TRANSITION_HEADER, type AuthConfig } from './auth/config.js';
import { clientCredentialsToken, oauthToken } from './auth/token-endpoints.js';
import type { TokenStore } from './auth/token-store.js';
import { absoluteAuthority, baseUrlOf, headerCount, hostFailure, type RequestAddress } from './base-url.js';
import { readBody } from './body.js';
import { badRequest, notFound, plain, type Failure } from './failures.js';
import { parseMediaType, requestedVersion } from './negotiate.js';
import { parseQuery } from './query.js';
import { ReplyContractError, sendFailure, sendReply } from './reply.js';
import type { ServerHandlers, ServerRequest, ServerRoute, ServerRouteTable } from './route-model.js';
import type { Router } from './router.js';

/** The prefix every platform path is under (SPEC.md: `{base_url}/platform_api`). */
export const PLATFORM_PREFIX = '/platform_api';

/** A served generation with its routers. */
export interface Served {
  table: ServerRouteTable;
  handlers: ServerHandlers;
  platform: Router;
  auth: Router;
}

/** What every request of one server shares. */
export interface ServerState {
  served: ReadonlyMap<string, Served>;
  /** The generation answered when a request names none (and the OAuth endpoint's). */
  fallback: Served;
  tokens: TokenStore;
  auth: AuthConfig;
  bodyLimit: number;
  fileLimit: number;
  validateResponses: boolean;
}

/** Which endpoints a registration answers: the platform's, under PLATFORM_PREFIX, or the OAuth token endpoint's. */
export type Base = 'platform' | 'auth';

/**
 * The generation a request asks for: Accept's `version=`, else the one its body names
 * (`Content-Type: application/xml; version=G`, when served), else the default; or the 406 to
 * answer with.
 */
export function generationFor(state: ServerState, request: FastifyRequest): Served | Failure {
  const verdict = requestedVersion(request.headers.accept);
  if (!verdict.ok) return plain(406, verdict.reason);
  if (verdict.version === undefined) {
    const body = bodyVersion(request);
    return (body === undefined ? undefined : state.served.get(body)) ?? state.fallback;
  }
  const served = [...state.served.keys()].join(', ');
  return state.served.get(verdict.version) ?? plain(406, `version '${verdict.version}' is not served (served: ${served})`);
}

/** The generation `Content-Type` names for the body (its `version=`), if any. */
function bodyVersion(request: FastifyRequest): string | undefined {
  const contentType = request.headers['content-type'];
  return contentType ? parseMediaType(contentType).params['version'] : undefined;
}

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return headers;
}

/** The authority links are built from: an absolute-form target's, else Host's and the socket's. */
function addressOf(request: FastifyRequest, absolute: ReturnType<typeof absoluteAuthority>): RequestAddress {
  const address = { protocol: request.protocol, host: request.headers.host, localAddress: request.socket.localAddress, localPort: request.socket.localPort };
  return absolute ? { ...address, protocol: absolute.scheme, host: absolute.authority } : address;
}

/** What is wrong with the request's authority (an absolute-form target's, else Host), if anything. */
function hostProblem(request: FastifyRequest, absolute: ReturnType<typeof absoluteAuthority>): string | undefined {
  // Checked here, not by Node (`requireHostHeader: false`, ./app.ts), so the 400 carries its document.
  if (request.headers.host === undefined && request.raw.httpVersion !== '1.0') return 'an HTTP/1.1 request needs a Host header (RFC 9112 3.2)';
  if (!absolute) return hostFailure(request.headers.host, headerCount(request.raw.rawHeaders, 'host'));
  if (absolute.scheme !== 'http' && absolute.scheme !== 'https') return `the request target's scheme '${absolute.scheme}' is not http`;
  return hostFailure(absolute.authority);
}

/**
 * Fields a request gives once, of which Node keeps the first and drops the others in silence: a
 * valid token followed by a wrong one was accepted, the other order refused (review r22 server
 * L5). Several are a 400, as several Host fields are (RFC 9110 5.3: not a list).
 */
const SINGLE_HEADERS: Readonly<Record<string, string>> = {
  authorization: 'Authorization',
  'content-type': 'Content-Type',
  // The right token twice was a 401 "invalid" (review r27 server L5).
  [TRANSITION_HEADER]: 'X-DECISIV-TRANSITION-TOKEN',
};

/** Why the request is refused for a field given more than once, if it is. */
function repeatedHeader(request: FastifyRequest): string | undefined {
  const name = Object.keys(SINGLE_HEADERS).find((header) => headerCount(request.raw.rawHeaders, header) > 1);
  return name === undefined ? undefined : `the request has more than one ${SINGLE_HEADERS[name]} header`;
}

/** The methods of a path as Allow lists them: HEAD wherever GET is, and OPTIONS. */
function withHead(allowed: readonly string[]): string[] {
  const methods = new Set(allowed);
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return [...methods].sort();
}

/** A request's target split: the path without the query, and the query string. */
function splitTarget(url: string): { fullPath: string; query: string } {
  const queryAt = url.indexOf('?');
  return queryAt < 0 ? { fullPath: url, query: '' } : { fullPath: url.slice(0, queryAt), query: url.slice(queryAt + 1) };
}

/**
 * The 415 for a body whose `Content-Type` names another generation than the request's: a
 * handler is typed for its own generation's bodies and answers in it, so a 0.2 `<items>` under
 * a 0.0.7 answer (one `<item>`) would create items the answer does not list (review r27 server
 * H1, H2). Undefined when the body is of the request's generation (or names none), or the
 * route takes no body.
 */
function otherBodyGeneration(state: ServerState, request: FastifyRequest, route: ServerRoute, chosen: Served): Failure | undefined {
  const version = route.request ? bodyVersion(request) : undefined;
  const generation = chosen.table.generation;
  if (version === undefined || version === generation) return undefined;
  if (!state.served.has(version)) return plain(415, `request bodies of version '${version}' are not served (served: ${[...state.served.keys()].join(', ')})`);
  return plain(415, `the body of ${route.operationId} is of version '${version}' and the answer of version '${generation}' (Accept): a request's body and answer are of one generation`);
}

/** A matched route of a request, with what the later steps read of it. */
interface Matched {
  request: FastifyRequest;
  chosen: Served;
  route: ServerRoute;
  params: Record<string, string>;
  query: string;
  absolute: ReturnType<typeof absoluteAuthority>;
}

/**
 * Runs one request through the pipeline and sends its answer.
 * @example app.route({ method: 'GET', url: '/platform_api/*', handler: (request, reply) => dispatch(state, request, reply, 'platform') })
 */
export async function dispatch(state: ServerState, request: FastifyRequest, reply: FastifyReply, base: Base): Promise<FastifyReply> {
  const chosen = base === 'auth' ? state.fallback : generationFor(state, request);
  if ('status' in chosen) return sendFailure(reply, chosen, state.fallback.table);
  const absolute = absoluteAuthority(request.originalUrl);
  const badHost = hostProblem(request, absolute) ?? repeatedHeader(request);
  if (badHost !== undefined) return sendFailure(reply, badRequest(badHost), chosen.table);
  const { fullPath, query } = splitTarget(request.url);
  const path = base === 'platform' ? fullPath.slice(PLATFORM_PREFIX.length) : fullPath;
  // HEAD is GET without the body (Node's http server drops it); OPTIONS answers the methods.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const lookup = (base === 'platform' ? chosen.platform : chosen.auth).lookup(method, path);
  if (lookup.kind === 'none') return sendFailure(reply, notFound(`no endpoint ${request.method} ${fullPath} in generation ${chosen.table.generation}`), chosen.table);
  if (lookup.kind === 'method') {
    const allowed = withHead(lookup.allowed).join(', ');
    if (method === 'OPTIONS') return reply.code(204).header('Allow', allowed).send();
    return sendFailure(reply, plain(405, `${fullPath} takes ${allowed}`, { Allow: allowed }), chosen.table);
  }
  const { route, params } = lookup.match;
  return answer(state, { request, chosen, route, params, query, absolute }, reply);
}

/** Credentials -> query -> body -> the token endpoint's answer or the handler's. */
async function answer(state: ServerState, matched: Matched, reply: FastifyReply): Promise<FastifyReply> {
  const { request, chosen, route } = matched;
  const headers = headersOf(request);
  const isTokenEndpoint = route.auth.includes('basic') || route.base === 'auth';
  let credential: ServerRequest['credential'] = { kind: 'bearer', subject: 'anonymous' };
  if (!isTokenEndpoint) {
    const verdict = authorize(route, headers, state.tokens, state.auth);
    if (!verdict.ok) return sendFailure(reply, verdict.failure, chosen.table);
    credential = verdict.credential;
  }
  const query = parseQuery(route, matched.query);
  if (!query.ok) return sendFailure(reply, query.failure, chosen.table);

  const otherBody = otherBodyGeneration(state, request, route, chosen);
  if (otherBody) return sendFailure(reply, otherBody, chosen.table);
  const body = await readBody(route, request, { fileBytes: state.fileLimit, xmlBytes: state.bodyLimit, generation: chosen.table.generation });
  if (!body.ok && route.base === 'auth') {
    // The OAuth endpoint answers in RFC 6749's JSON, not the API's XML.
    const error = { error: 'invalid_request', error_description: body.failure.message };
    return sendReply(reply, { status: body.failure.status, body: error, headers: { 'Cache-Control': 'no-store' } }, route, chosen.table);
  }
  if (!body.ok) return sendFailure(reply, body.failure, chosen.table);

  const form = body.body as Record<string, string> | undefined;
  if (route.base === 'auth') return sendReply(reply, oauthToken(form, state.tokens, state.auth), route, chosen.table);
  if (isTokenEndpoint) {
    const token = clientCredentialsToken(route, headers, form, state.tokens, state.auth);
    return token.ok ? sendReply(reply, token.reply, route, chosen.table) : sendFailure(reply, token.failure, chosen.table);
  }
  const handler = chosen.handlers[route.operationId];
  if (!handler) return sendFailure(reply, plain(501, `${route.operationId} is not implemented by this server`), chosen.table);
  const answered = await handler({
    operationId: route.operationId,
    params: matched.params,
    query: query.query,
    body: body.body,
    credential,
    generation: chosen.table.generation,
    headers,
    baseUrl: baseUrlOf(addressOf(request, matched.absolute)),
    route,
  });
  // A handler that answers nothing is the server's bug: a 500 whose log says so (review r27 server L7).
  if (typeof answered !== 'object' || answered === null || typeof answered.status !== 'number') {
    throw new ReplyContractError(`${route.operationId} returned ${answered === null ? 'null' : typeof answered}, not a reply ({ status, body?, headers? })`);
  }
  return sendReply(reply, answered, route, chosen.table, { validate: state.validateResponses });
}
