/**
 * The credentials a server accepts (SPEC.md "Authentication"): the legacy consumer key and secret
 * (HTTP Basic on `POST /platform_api/oauth2/token`), the OAuth application and user of the
 * password flow (`POST {auth_url}/oauth/token`), and the transition token OAuth requests carry.
 * Deterministic defaults, so a CI job and a person reading `fleetcase serve`'s banner use the same.
 */

/** The OAuth application, user and transition token of the password flow. */
export interface OAuthConfig {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  transitionToken: string;
}

/** What the server accepts. */
export interface AuthConfig {
  consumerKey: string;
  consumerSecret: string;
  oauth: OAuthConfig;
  /**
   * A legacy bearer token valid from the start (so load tests and curl need no token call).
   * @example 'mock-legacy-token'
   */
  staticToken?: string;
  /** Lifetime of OAuth access tokens, seconds (`expires_in`). @default 7200 */
  accessTokenTtlSeconds: number;
  /** Lifetime of legacy tokens, seconds; SPEC.md does not give one. @default undefined (no expiry) */
  legacyTokenTtlSeconds?: number;
}

/** The header an OAuth access token needs beside it (the name for SPEC.md's X-SERVICE-…). */
export const TRANSITION_HEADER = 'x-decisiv-transition-token';

/** The defaults `fleetcase serve` prints. */
export const DEFAULT_AUTH: AuthConfig = {
  consumerKey: 'fleetcase-consumer-key',
  consumerSecret: 'fleetcase-consumer-secret',
  oauth: {
    clientId: 'fleetcase-oauth-client',
    clientSecret: 'fleetcase-oauth-secret',
    username: 'fleet.manager@example.com',
    password: 'fleetcase-password',
    transitionToken: 'fleetcase-transition-token',
  },
  staticToken: 'fleetcase-static-token',
  accessTokenTtlSeconds: 7200,
};

/** `DEFAULT_AUTH` with overrides (nested `oauth` merged too). */
export function authConfig(overrides: Partial<Omit<AuthConfig, 'oauth'>> & { oauth?: Partial<OAuthConfig> } = {}): AuthConfig {
  const { oauth, ...rest } = overrides;
  const config: AuthConfig = { ...DEFAULT_AUTH, ...rest, oauth: { ...DEFAULT_AUTH.oauth, ...oauth } };
  for (const [key, value] of Object.entries(rest)) if (value === undefined) delete (config as unknown as Record<string, unknown>)[key];
  return config;
}
