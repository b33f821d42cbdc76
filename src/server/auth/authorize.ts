/**
 * Who may call an endpoint (SPEC.md "Authentication" and "Errors"), driven by the descriptors'
 * `auth` list:
 * - no `Authorization`, a scheme other than Bearer, or an unknown or expired token: 401;
 * - a valid token of a kind the endpoint does not list (a legacy token where only OAuth is
 *   accepted, any bearer token on the Basic-only token endpoint): 403, "a token used where it is
 *   not accepted";
 * - an OAuth access token needs the `X-DECISIV-TRANSITION-TOKEN` header: absent, 403 (the token is
 *   valid, but not accepted without it); present but wrong, 401 (an invalid credential).
 * A server that accepts no credential (built without `auth`) says so in its 401.
 */
import { timingSafeEqual } from 'node:crypto';
import { forbidden, unauthorized, type Failure } from '../failures.js';
import type { ServerCredential, ServerRoute } from '../route-model.js';
import { acceptsAnyCredential, TRANSITION_HEADER, type AuthConfig } from './config.js';
import type { TokenStore } from './token-store.js';

/** The outcome of an authorization check. */
export type Authorization = { ok: true; credential: ServerCredential } | { ok: false; failure: Failure };

/** Compares secrets in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The scheme and value of an `Authorization` header. */
export function authorizationHeader(header: string | undefined): { scheme: string; value: string } | undefined {
  const match = /^\s*(\S+)\s+(.+?)\s*$/.exec(header ?? '');
  return match ? { scheme: match[1]!.toLowerCase(), value: match[2]! } : undefined;
}

/** Decodes HTTP Basic credentials (RFC 7617). */
export function basicCredentials(value: string): { user: string; password: string } | undefined {
  const text = Buffer.from(value, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? undefined : { user: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** Checks the bearer credential of a request to a platform endpoint. */
export function authorize(
  route: ServerRoute,
  headers: Readonly<Record<string, string | undefined>>,
  tokens: TokenStore,
  config: AuthConfig,
): Authorization {
  if (route.auth.includes('none')) return { ok: true, credential: { kind: 'bearer', subject: 'anonymous' } };
  if (!acceptsAnyCredential(config)) return { ok: false, failure: unauthorized('this server accepts no credential: it was built without `auth` (buildServer options)') };
  const given = authorizationHeader(headers['authorization']);
  if (!given) return { ok: false, failure: unauthorized('an Authorization: Bearer token is required') };
  if (given.scheme !== 'bearer') return { ok: false, failure: unauthorized(`the ${given.scheme} scheme is not accepted here; send Authorization: Bearer <token>`) };
  const issued = tokens.find(given.value);
  if (!issued) return { ok: false, failure: unauthorized('the bearer token is invalid or expired') };
  if (!route.auth.includes(issued.kind)) {
    const what = issued.kind === 'oauth' ? 'an OAuth access token' : 'a legacy client-credentials token';
    return { ok: false, failure: forbidden(`${route.operationId} does not accept ${what}`) };
  }
  if (issued.kind === 'oauth') {
    const transition = headers[TRANSITION_HEADER];
    if (transition === undefined || transition === '') {
      return { ok: false, failure: forbidden('an OAuth access token is accepted only with the X-DECISIV-TRANSITION-TOKEN header') };
    }
    if (!config.oauth || !sameSecret(transition, config.oauth.transitionToken)) return { ok: false, failure: unauthorized('the transition token is invalid') };
  }
  return { ok: true, credential: { kind: issued.kind, subject: issued.subject } };
}
