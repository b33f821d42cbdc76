/**
 * A client's mistake, as the server answers it. The statuses with an error document in
 * API-FACTS.md "Error documents" (400 BadRequestResponse, 403 ForbiddenErrorResponse, 422
 * UnprocessableEntityErrorResponse, 429 TooManyRequestsResponse) get it, encoded in the requested
 * generation's error namespaces; the others (401, 404, 405, 406, 408, 413, 415, 431) carry no body, as the
 * descriptors decide for 401 and 404 (SPEC.md shows none), with the reason in an
 * `X-Fleetcase-Error` header so a person reading the traffic still learns what went wrong.
 */

/** The codes of a 422 error entry (API-FACTS.md). */
export type ValidationCode = 'missing' | 'missing_field' | 'invalid' | 'already_exists';

/**
 * One entry of a 422 document: what was wrong with which field of which resource.
 * @example { resource: 'case', field: 'assignee/id', code: 'missing', messages: ['no user 999'] }
 */
export interface ValidationEntry {
  resource: string;
  field: string;
  code: ValidationCode;
  messages?: string[];
}

/** A failure to answer with. */
export interface Failure {
  status: number;
  message: string;
  /** 400: details (`errors/error`). */
  details?: string[];
  /** 422: the validation errors. */
  errors?: ValidationEntry[];
  headers?: Record<string, string>;
}

/** 400 BadRequestResponse. */
export function badRequest(message: string, details?: string[]): Failure {
  return details && details.length > 0 ? { status: 400, message, details } : { status: 400, message };
}

/** 401, with the challenge of the scheme the endpoint wants. */
export function unauthorized(message: string, scheme: 'Bearer' | 'Basic' = 'Bearer'): Failure {
  const challenge = scheme === 'Basic' ? 'Basic realm="platform_api"' : 'Bearer realm="platform_api", error="invalid_token"';
  return { status: 401, message, headers: { 'WWW-Authenticate': challenge } };
}

/** 403 ForbiddenErrorResponse. */
export function forbidden(message: string): Failure {
  return { status: 403, message };
}

/** 404. */
export function notFound(message: string): Failure {
  return { status: 404, message };
}

/** 422 UnprocessableEntityErrorResponse. */
export function unprocessable(errors: ValidationEntry[], message = 'Validation Failed'): Failure {
  return { status: 422, message, errors };
}

/** A failure without a document of its own (405, 406, 413, 415…). */
export function plain(status: number, message: string, headers?: Record<string, string>): Failure {
  return headers ? { status, message, headers } : { status, message };
}

/** The status line text the 400/403/429 documents carry. */
const STATUS_TEXT: Record<number, string> = {
  400: '400 Bad Request',
  403: '403 Forbidden',
  429: '429 Too Many Requests',
};

/**
 * The value of the error document for a failure (what the generation's `encode…` takes), and
 * which document it is; undefined for statuses without one.
 */
export function errorDocumentValue(failure: Failure): { kind: 'badRequest' | 'forbidden' | 'unprocessable' | 'tooManyRequests'; value: unknown } | undefined {
  switch (failure.status) {
    case 400: {
      const value: Record<string, unknown> = { message: failure.message, status: STATUS_TEXT[400] };
      // BadRequestResponse holds one errors/error: the details go in it, one per line.
      if (failure.details && failure.details.length > 0) value['errors'] = { error: failure.details.join('\n') };
      return { kind: 'badRequest', value };
    }
    case 403:
      return { kind: 'forbidden', value: { message: failure.message, status: STATUS_TEXT[403] } };
    case 429:
      return { kind: 'tooManyRequests', value: { message: failure.message, status: STATUS_TEXT[429] } };
    case 422: {
      const error = (failure.errors ?? []).map((entry) => {
        const item: Record<string, unknown> = { resource: entry.resource, field: entry.field, code: entry.code };
        if (entry.messages && entry.messages.length > 0) item['messages'] = { message: entry.messages };
        return item;
      });
      return { kind: 'unprocessable', value: { message: failure.message, errors: { error } } };
    }
    default:
      return undefined;
  }
}
