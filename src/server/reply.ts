/**
 * Writes answers: a handler's reply encoded with the document the route lists for its status (or
 * the generation's error document for that status), and failures as their error documents. Every
 * XML answer says which generation it is in: `Content-Type: application/xml; charset=utf-8;
 * version=<generation>` (`text/xml` for a client that prefers it).
 */
import type { FastifyReply } from 'fastify';
import { errorDocumentValue, type Failure } from './failures.js';
import { headerValue, safeHeaders } from './header-values.js';
import { answerXmlType } from './negotiate.js';
import { pageOverflow } from './page-limit.js';
import type { ServerDocument, ServerReply, ServerRoute, ServerRouteTable } from './route-model.js';

/** Raised when a handler answers something its route does not declare (a server bug: 500). */
export class ReplyContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplyContractError';
  }
}

/**
 * The media type of a generation's documents, `application/xml` unless the request's `Accept`
 * prefers `text/xml` ({@link answerXmlType}).
 */
export function xmlContentType(generation: string, accept?: string): string {
  return `${answerXmlType(accept)}; charset=utf-8; version=${generation}`;
}

function errorDocumentFor(table: ServerRouteTable, status: number): ServerDocument | undefined {
  const kind = status === 400 ? 'badRequest' : status === 403 ? 'forbidden' : status === 422 ? 'unprocessable' : status === 429 ? 'tooManyRequests' : undefined;
  return kind ? table.errors[kind] : undefined;
}

/**
 * The error document of a failure in the generation of `table` and its media type; undefined
 * for statuses without one (401, 404, 405, 406, 413, 415…).
 * @example failureDocument(badRequest('bad'), table)?.contentType // 'application/xml; charset=utf-8; version=0.3-beta'
 */
export function failureDocument(failure: Failure, table: ServerRouteTable | undefined, accept?: string): { contentType: string; body: string } | undefined {
  const document = table ? errorDocumentFor(table, failure.status) : undefined;
  const value = errorDocumentValue(failure);
  if (!document || !value) return undefined;
  return { contentType: xmlContentType(table!.generation, accept), body: document.encode(value.value as never) };
}

/** Sends a failure: its error document when the status has one, else an empty body. */
export function sendFailure(reply: FastifyReply, failure: Failure, table: ServerRouteTable | undefined): FastifyReply {
  reply.code(failure.status);
  if (failure.headers) reply.headers(safeHeaders(failure.headers));
  reply.header('X-Fleetcase-Error', headerValue(failure.message));
  const document = failureDocument(failure, table, reply.request.headers.accept);
  return document ? reply.type(document.contentType).send(document.body) : reply.send();
}

/** Options of {@link sendReply}. */
export interface SendOptions {
  /**
   * Validate every document with the generation's validator before sending it (a violation is a
   * server bug: 500). @default true
   */
  validate?: boolean;
}

/** The statuses a route's descriptor declares. */
function declaredStatuses(route: ServerRoute): number[] {
  return route.responses.flatMap((response) => [...response.status]);
}

/**
 * The validator's errors on an answer value; a value the validator cannot even read (a number
 * where the type is a decimal string) is one error.
 */
function answerIssues(document: ServerDocument, body: unknown): string[] {
  try {
    return document
      .validate(body as never)
      .filter((issue) => issue.severity === 'error')
      .map((issue) => `${issue.path}: ${issue.message} (${issue.rule})`);
  } catch (error) {
    return [`the value is not of the document's type (${error instanceof Error ? error.message : String(error)})`];
  }
}

/**
 * Sends a handler's reply for `route` in the generation of `table`. The adapter checks what a
 * handler answers before encoding it: a status its descriptor does not list, a body where none is
 * declared, no body where one is, more results than the route's page size, or a body the
 * generation's validator rejects (a missing `id`, a boolean `'yes'`, an amount with three fraction
 * digits) is a {@link ReplyContractError}: a 500, never a silently wrong document.
 * @throws ReplyContractError on such an answer.
 */
export function sendReply(reply: FastifyReply, answer: ServerReply, route: ServerRoute, table: ServerRouteTable, options: SendOptions = {}): FastifyReply {
  // A JSON endpoint (the OAuth token endpoint, answered by the adapter itself) answers its errors
  // in JSON with the statuses of RFC 6749 5.2, which its descriptor does not enumerate.
  const json = route.responses.some((response) => response.json !== undefined);
  const declared = route.responses.find((response) => response.status.includes(answer.status));
  if (!declared && !json) {
    throw new ReplyContractError(`${route.operationId} answered ${answer.status}, which its descriptor does not list (${declaredStatuses(route).join(', ')})`);
  }
  const document = answer.raw || json ? undefined : (declared?.document ?? errorDocumentFor(table, answer.status));
  if (!answer.raw && !json) {
    if (answer.body === undefined && document && answer.status < 400) {
      throw new ReplyContractError(`${route.operationId} answered ${answer.status} without its <${document.root}> document`);
    }
    if (answer.body !== undefined && !document) {
      throw new ReplyContractError(`${route.operationId} answered ${answer.status} with a body, but no document is declared for it`);
    }
    const overflow = pageOverflow(route, answer.status, answer.body);
    if (overflow !== undefined) throw new ReplyContractError(`${route.operationId} ${overflow}`);
    if (answer.body !== undefined && document && options.validate !== false) {
      const issues = answerIssues(document, answer.body);
      if (issues.length > 0) throw new ReplyContractError(`${route.operationId}: the <${document.root}> answer is invalid: ${issues.join('; ')}`);
    }
  }
  reply.code(answer.status);
  // Handlers build header values from request data (an id, a filename): sent only made safe.
  if (answer.headers) reply.headers(safeHeaders(answer.headers));
  if (answer.raw) return reply.type(answer.raw.contentType).send(Buffer.from(answer.raw.data));
  if (json) return answer.body === undefined ? reply.send() : reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
  if (answer.body === undefined || !document) return reply.send();
  return reply.type(xmlContentType(table.generation, reply.request.headers.accept)).send(document.encode(answer.body as never));
}
