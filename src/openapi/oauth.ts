/**
 * The OAuth 2.0 token endpoint (`POST {auth_url}/oauth/token`) as a client of it meets it:
 * RFC 6749 4.3.2 sends the token request form-encoded, SPEC.md's example sends JSON, and the
 * server takes both; its errors are RFC 6749 5.2 JSON `{error, error_description}` (400
 * `invalid_request`, `invalid_grant`, `unsupported_grant_type`; 401 `invalid_client`; 413 and 415
 * `invalid_request`). The document listed 200, 401 and 415 without a body, and JSON only (review
 * r17 serve L1).
 * @see https://www.rfc-editor.org/rfc/rfc6749#section-5.2
 */
import { schemaRef, type JsonSchema } from './schemas.js';

/** Name of the error body schema in `components.schemas`. */
export const OAUTH_ERROR_SCHEMA = 'OAuthError';

/** The RFC 6749 5.2 error body. */
export function oauthErrorSchema(): JsonSchema {
  return {
    type: 'object',
    description: 'RFC 6749 section 5.2 error response',
    properties: {
      error: { type: 'string', enum: ['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope'] },
      error_description: { type: 'string' },
    },
    required: ['error'],
  };
}

const ERRORS: Record<number, string> = {
  400: 'invalid_request (a field missing, a body that is not an object), invalid_grant (wrong username or password, a spent refresh token) or unsupported_grant_type',
  401: 'invalid_client: unknown client_id or wrong client_secret',
  413: 'invalid_request: the body is larger than the server takes',
  415: 'invalid_request: the body is neither JSON nor form-encoded',
};

/** The error answers of the token endpoint, each with the JSON error body. */
export function oauthErrorResponses(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ERRORS).map(([status, description]) => [status, { description, content: { 'application/json': { schema: schemaRef(OAUTH_ERROR_SCHEMA) } } }]),
  );
}

/** The request body of the token endpoint: the same fields as JSON or as an RFC 6749 form. */
export function oauthRequestContent(schema: JsonSchema): Record<string, unknown> {
  return { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } };
}
