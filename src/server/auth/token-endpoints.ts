/**
 * The two token endpoints of SPEC.md "Authentication", answered by the server itself:
 * - `POST /platform_api/oauth2/token` (legacy client credentials): HTTP Basic
 *   `consumer_key:consumer_secret` and the form body `grant_type=client_credentials`; answers an
 *   AuthorizationResponse document `{ token, type: 'Bearer' }`. No Basic credentials or wrong ones
 *   (every pair when the server has no consumer key configured): 401; a bearer token instead: 403
 *   (a token where it is not accepted); another grant: 400.
 * - `POST {auth_url}/oauth/token` (OAuth 2.0): JSON (or the RFC 6749 form body) with `client_id`
 *   and `client_secret`, and either `grant_type=password` with `username` and `password`, or, as
 *   SPEC.md does not show but RFC 6749 section 6 defines, `grant_type=refresh_token` with
 *   `refresh_token`. Answers `{ access_token, token_type: 'Bearer', expires_in, refresh_token,
 *   created_at }`. Errors are RFC 6749 section 5.2 JSON: unknown client (every client when the
 *   server has no `oauth` configured) or bad user credentials or a spent refresh token 401 (the
 *   descriptors' badCredentials), a missing field 400 `invalid_request`, another grant 400
 *   `unsupported_grant_type`.
 */
import { badRequest, forbidden, unauthorized, type Failure } from '../failures.js';
import type { ServerReply, ServerRoute } from '../route-model.js';
import { authorizationHeader, basicCredentials, sameSecret } from './authorize.js';
import type { AuthConfig } from './config.js';
import type { TokenStore } from './token-store.js';

/** A token endpoint's answer: a reply, or a failure. */
export type TokenAnswer = { ok: true; reply: ServerReply } | { ok: false; failure: Failure };

/** `POST /platform_api/oauth2/token`. */
export function clientCredentialsToken(
  route: ServerRoute,
  headers: Readonly<Record<string, string | undefined>>,
  body: Record<string, string> | undefined,
  tokens: TokenStore,
  config: AuthConfig,
): TokenAnswer {
  const given = authorizationHeader(headers['authorization']);
  if (given?.scheme === 'bearer') return { ok: false, failure: forbidden(`${route.operationId} takes HTTP Basic consumer credentials, not a bearer token`) };
  const credentials = given?.scheme === 'basic' ? basicCredentials(given.value) : undefined;
  if (!credentials) return { ok: false, failure: unauthorized('HTTP Basic consumer_key:consumer_secret credentials are required', 'Basic') };
  const { consumerKey, consumerSecret } = config;
  // No consumer pair configured: every caller is refused (never an empty pair accepted).
  if (consumerKey === undefined || consumerSecret === undefined || !sameSecret(credentials.user, consumerKey) || !sameSecret(credentials.password, consumerSecret)) {
    return { ok: false, failure: unauthorized('the consumer key or secret is wrong', 'Basic') };
  }
  const grant = body?.['grant_type'];
  if (grant !== 'client_credentials') {
    return { ok: false, failure: badRequest(grant === undefined ? "'grant_type' is required" : `grant_type '${grant}' is not supported; use client_credentials`) };
  }
  const token = tokens.issueLegacy(credentials.user, config.legacyTokenTtlSeconds);
  return { ok: true, reply: { status: route.success, body: { token, type: 'Bearer' }, headers: { 'Cache-Control': 'no-store' } } };
}

function oauthError(status: number, error: string, description: string): ServerReply {
  return { status, body: { error, error_description: description }, headers: { 'Cache-Control': 'no-store' } };
}

/** `POST {auth_url}/oauth/token`: a JSON reply (success or RFC 6749 error). */
export function oauthToken(body: Record<string, string> | undefined, tokens: TokenStore, config: AuthConfig): ServerReply {
  if (!body) return oauthError(400, 'invalid_request', 'the body is not a JSON object');
  const clientId = body['client_id'];
  const clientSecret = body['client_secret'];
  const grantType = body['grant_type'];
  if (clientId === undefined || clientSecret === undefined || grantType === undefined) {
    return oauthError(400, 'invalid_request', 'client_id, client_secret and grant_type are required');
  }
  const oauth = config.oauth;
  // No OAuth application configured: every client is unknown.
  if (!oauth || !sameSecret(clientId, oauth.clientId) || !sameSecret(clientSecret, oauth.clientSecret)) {
    return oauthError(401, 'invalid_client', 'unknown client or wrong secret');
  }
  let subject: string | undefined;
  if (grantType === 'password') {
    const { username, password } = body;
    if (username === undefined || password === undefined) return oauthError(400, 'invalid_request', 'username and password are required');
    if (!sameSecret(username, oauth.username) || !sameSecret(password, oauth.password)) {
      return oauthError(400, 'invalid_grant', 'wrong username or password');
    }
    subject = username;
  } else if (grantType === 'refresh_token') {
    const refresh = body['refresh_token'];
    if (refresh === undefined) return oauthError(400, 'invalid_request', 'refresh_token is required');
    subject = tokens.spendRefresh(refresh, clientId);
    if (subject === undefined) return oauthError(400, 'invalid_grant', 'the refresh token is invalid or spent');
  } else {
    return oauthError(400, 'unsupported_grant_type', `grant_type '${grantType}' is not supported; use password or refresh_token`);
  }
  const grant = tokens.issueOAuth(subject, clientId, config.accessTokenTtlSeconds);
  return { status: 200, body: grant, headers: { 'Cache-Control': 'no-store' } };
}
