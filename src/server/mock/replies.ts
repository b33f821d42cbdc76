/**
 * The replies the mock's handlers give: a representation with its success status, or a failure
 * as the error document of its status (404 without a body; 403 ForbiddenErrorResponse; 422
 * UnprocessableEntityErrorResponse with `missing` for a reference to nothing).
 */
import { errorDocumentValue, forbidden, notFound, unprocessable, type Failure, type ValidationEntry } from '../failures.js';
import type { ServerReply, ServerRequest } from '../route-model.js';

/** A success reply (the route's success status unless given). */
export function ok(request: ServerRequest, body?: unknown, status: number = request.route.success): ServerReply {
  return body === undefined ? { status } : { status, body };
}

/** A failure as a reply. */
export function failed(failure: Failure): ServerReply {
  const headers = { ...failure.headers, 'X-Fleetcase-Error': failure.message };
  const document = errorDocumentValue(failure);
  return document ? { status: failure.status, body: document.value, headers } : { status: failure.status, headers };
}

/** 404 for a resource that does not exist. */
export function missing(what: string, id: string): ServerReply {
  return failed(notFound(`no ${what} ${id}`));
}

/** 403 with a ForbiddenErrorResponse. */
export function refused(message: string): ServerReply {
  return failed(forbidden(message));
}

/** 422 for references to records that do not exist (code `missing`) and other invalid values. */
export function rejected(entries: ValidationEntry[]): ServerReply {
  return failed(unprocessable(entries));
}
