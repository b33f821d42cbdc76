/**
 * Writes answers: a handler's reply encoded with the document the route lists for its status (or
 * the generation's error document for that status), and failures as their error documents. Every
 * XML answer says which generation it is in: `Content-Type: application/xml; charset=utf-8;
 * version=<generation>`.
 */
import type { FastifyReply } from 'fastify';
import { errorDocumentValue, type Failure } from './failures.js';
import type { ServerDocument, ServerReply, ServerRoute, ServerRouteTable } from './route-model.js';

/** Raised when a handler answers something its route does not declare (a server bug: 500). */
export class ReplyContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplyContractError';
  }
}

/** The XML media type of a generation's documents. */
export function xmlContentType(generation: string): string {
  return `application/xml; charset=utf-8; version=${generation}`;
}

function errorDocumentFor(table: ServerRouteTable, status: number): ServerDocument | undefined {
  const kind = status === 400 ? 'badRequest' : status === 403 ? 'forbidden' : status === 422 ? 'unprocessable' : status === 429 ? 'tooManyRequests' : undefined;
  return kind ? table.errors[kind] : undefined;
}

/** Sends a failure: its error document when the status has one, else an empty body. */
export function sendFailure(reply: FastifyReply, failure: Failure, table: ServerRouteTable | undefined): FastifyReply {
  reply.code(failure.status);
  if (failure.headers) reply.headers(failure.headers);
  reply.header('X-Fleetcase-Error', failure.message.replace(/[^\x20-\x7e]/g, '?').slice(0, 300));
  const document = table ? errorDocumentFor(table, failure.status) : undefined;
  const value = errorDocumentValue(failure);
  if (!document || !value) return reply.send();
  return reply.type(xmlContentType(table!.generation)).send(document.encode(value.value as never));
}

/** Options of {@link sendReply}. */
export interface SendOptions {
  /** Validate every document before sending it (tests; a failure is a server bug). */
  validate?: boolean;
}

/** Sends a handler's reply for `route` in the generation of `table`. */
export function sendReply(reply: FastifyReply, answer: ServerReply, route: ServerRoute, table: ServerRouteTable, options: SendOptions = {}): FastifyReply {
  reply.code(answer.status);
  if (answer.headers) reply.headers(answer.headers);
  if (answer.raw) return reply.type(answer.raw.contentType).send(Buffer.from(answer.raw.data));
  const declared = route.responses.find((response) => response.status.includes(answer.status));
  if (!declared && answer.status < 400) {
    throw new ReplyContractError(`${route.operationId} answered ${answer.status}, which its descriptor does not list`);
  }
  // A JSON endpoint (the OAuth token endpoint) answers its errors in JSON too (RFC 6749 5.2).
  if (route.responses.some((response) => response.json !== undefined)) {
    return answer.body === undefined ? reply.send() : reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
  }
  const document = declared?.document ?? errorDocumentFor(table, answer.status);
  if (answer.body === undefined) {
    if (document && answer.status < 400) throw new ReplyContractError(`${route.operationId} answered ${answer.status} without its <${document.root}> document`);
    return reply.send();
  }
  if (!document) throw new ReplyContractError(`${route.operationId} answered ${answer.status} with a body, but no document is declared for it`);
  if (options.validate) {
    const issues = document.validate(answer.body as never).filter((issue) => issue.severity === 'error');
    if (issues.length > 0) {
      throw new ReplyContractError(`${route.operationId}: the <${document.root}> answer is invalid: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
    }
  }
  return reply.type(xmlContentType(table.generation)).send(document.encode(answer.body as never));
}
