/**
 * Requests Node's HTTP parser refuses before Fastify sees them (the server's `clientError`
 * event): a bad chunk size, `Content-Length` with `Transfer-Encoding`, a duplicate or negative
 * `Content-Length`, a request line that is not HTTP. They are answered as every other client
 * mistake (./failures.ts): a 400 BadRequestResponse naming the parser's check, the reason in
 * `X-Fleetcase-Error`, and for the statuses without a document (408, 413, 431) that header alone.
 * No request was read, so no `Accept` chose a generation: the document is in the default one.
 * The answer is written on the raw socket, which is then closed (the framing of anything after
 * the broken request is unknown).
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { badRequest, plain, type Failure } from './failures.js';
import { headerValue } from './header-values.js';
import { failureDocument } from './reply.js';
import type { ServerRouteTable } from './route-model.js';

/** What Node's parser says about a request it refuses (`code`: llhttp's `HPE_…`, `reason`: its words). */
export interface ClientError extends Error {
  code?: string;
  reason?: string;
}

/** The parser's refusals that are not a 400, as Node's own `clientError` default answers them. */
const OTHER_STATUSES: Record<string, Failure> = {
  ERR_HTTP_REQUEST_TIMEOUT: plain(408, 'the request did not arrive in time'),
  HPE_HEADER_OVERFLOW: plain(431, 'the request headers are larger than the server takes'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: plain(413, 'the chunk extensions are larger than the server takes'),
};

/**
 * The failure a parser refusal is.
 * @example parserFailure({ code: 'HPE_INVALID_CHUNK_SIZE', reason: 'Invalid character in chunk size' }).status // 400
 */
export function parserFailure(error: ClientError): Failure {
  const code = error.code ?? 'HPE_UNKNOWN';
  const other = OTHER_STATUSES[code];
  if (other) return other;
  return badRequest(`The request is not valid HTTP/1.1 (${code})`, [error.reason ?? error.message]);
}

/** The whole HTTP/1.1 answer to a refused request: status line, headers, error document. */
export function rawFailureResponse(failure: Failure, table: ServerRouteTable): string {
  const document = failureDocument(failure, table);
  const body = document?.body ?? '';
  const lines = [`HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status] ?? 'Error'}`];
  if (document) lines.push(`Content-Type: ${document.contentType}`);
  for (const [name, value] of Object.entries(failure.headers ?? {})) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(body)}`, `X-Fleetcase-Error: ${headerValue(failure.message)}`, 'Connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** A socket that may be carrying an answer already (Node sets `_httpMessage` while one is in flight). */
type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * The server's `clientError` listener (Fastify's `clientErrorHandler`) answering in the
 * generation of `table`. As Node's default does, it writes nothing once an answer on the socket
 * has begun (the bytes would corrupt it) and nothing to a connection already gone.
 */
export function clientErrorHandler(table: ServerRouteTable): (error: ClientError, socket: Duplex) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const inFlight = (socket as ClientSocket)._httpMessage;
    if (socket.writable && !inFlight?.headersSent) socket.write(rawFailureResponse(parserFailure(error), table));
    socket.destroy(error);
  };
}

/**
 * The server's `connect` listener: a CONNECT request (a proxy tunnel) is answered 405, this
 * being no proxy, where Node without a listener closed the connection without a word (review
 * r22 server L2).
 */
export function connectRefusal(table: ServerRouteTable, allow: string): (request: unknown, socket: Duplex) => void {
  return (_request, socket) => {
    if (socket.destroyed) return;
    const failure = plain(405, 'CONNECT is not served: this server is no proxy', { Allow: allow });
    socket.end(rawFailureResponse(failure, table));
  };
}
