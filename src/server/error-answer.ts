/**
 * Fastify's own errors and a handler's, as answers: a client mistake Fastify found (body too
 * large, bad Content-Type, malformed multipart) is the 4xx it is; anything else is a server bug,
 * a 500 said on stderr even without Fastify's logger.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generationFor, type ServerState } from './dispatch.js';
import { badRequest, plain, type Failure } from './failures.js';
import { headerValue } from './header-values.js';
import { ReplyContractError, sendFailure } from './reply.js';

/** The shape of an error Fastify (or a handler) raises. */
export interface RaisedError {
  code?: string;
  statusCode?: number;
  message: string;
}

/** Fastify's own errors (body parsing, multipart) as the failures they are. */
function fastifyFailure(error: RaisedError): Failure | undefined {
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

/**
 * The error handler of a server: the failure an error is, else a 500 (a server bug) in the
 * request's generation where it names one.
 */
export function errorAnswer(state: ServerState, logger: boolean) {
  return (error: RaisedError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const failure = fastifyFailure(error);
    const chosen = generationFor(state, request);
    const table = 'status' in chosen ? state.fallback.table : chosen.table;
    if (failure) return sendFailure(reply, failure, table);
    request.log.error(error);
    const message = error instanceof ReplyContractError ? error.message : 'internal server error';
    // A server bug is said even without Fastify's logger: one line on stderr.
    if (!logger) {
      const detail = error instanceof ReplyContractError ? message : ((error as Error).stack ?? String(error));
      process.stderr.write(`fleetcase server: 500 on ${request.method} ${headerValue(request.url, 200)}: ${detail}\n`);
    }
    return reply.code(500).header('X-Fleetcase-Error', headerValue(message)).send();
  };
}
