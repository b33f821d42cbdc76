/**
 * The credentials a server accepts (SPEC.md "Authentication"): the legacy consumer key and secret
 * (HTTP Basic on `POST /platform_api/oauth2/token`), a ready-made legacy bearer token, the OAuth
 * application and user of the password flow (`POST {auth_url}/oauth/token`), and the transition
 * token OAuth requests carry.
 *
 * Each kind is accepted only when it is given: a server built by a library caller accepts exactly
 * the credentials it names, never the mock's published ones (review r14 consumer M1). The mock
 * (`fleetcase serve`, `startMock`, `createMockServer`) uses {@link MOCK_AUTH}: deterministic values
 * printed in README.md and in its banner, so a CI job and a person reading the banner use the same.
 */

/** The OAuth application, user and transition token of the password flow (all five are needed). */
export interface OAuthConfig {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  transitionToken: string;
}

/** What the server accepts; a credential kind left out is refused. */
export interface AuthConfig {
  /**
   * Legacy consumer key (with `consumerSecret`): the client-credentials token endpoint issues
   * tokens for this pair. Both absent: that endpoint refuses every caller (401).
   * @example 'acme-consumer-key'
   */
  consumerKey?: string;
  /** Legacy consumer secret (with `consumerKey`). */
  consumerSecret?: string;
  /** The OAuth password flow. Absent: `POST /oauth/token` refuses every client (401 `invalid_client`). */
  oauth?: OAuthConfig;
  /**
   * A legacy bearer token valid from the start (so load tests and curl need no token call).
   * Absent: no token works before one is issued.
   * @example 'mock-legacy-token'
   */
  staticToken?: string;
  /** Lifetime of OAuth access tokens, seconds (`expires_in`). @default 7200 */
  accessTokenTtlSeconds: number;
  /** Lifetime of legacy tokens, seconds; SPEC.md does not give one. @default undefined (no expiry) */
  legacyTokenTtlSeconds?: number;
}

/** What {@link authConfig} takes: the credentials to accept, each kind optional. */
export type AuthOptions = Partial<AuthConfig>;

/** The header an OAuth access token needs beside it (the name for SPEC.md's X-SERVICE-…). */
export const TRANSITION_HEADER = 'x-decisiv-transition-token';

/** An {@link AuthConfig} with every credential kind present (what the mock accepts). */
export type MockAuthConfig = AuthConfig & Required<Pick<AuthConfig, 'consumerKey' | 'consumerSecret' | 'oauth' | 'staticToken'>>;

/**
 * The mock's credentials: published in README.md and in every `fleetcase serve` banner, so only
 * for the mock. A library server accepts them only when given them explicitly (`auth: MOCK_AUTH`).
 */
export const MOCK_AUTH: MockAuthConfig = Object.freeze({
  consumerKey: 'fleetcase-consumer-key',
  consumerSecret: 'fleetcase-consumer-secret',
  oauth: Object.freeze({
    clientId: 'fleetcase-oauth-client',
    clientSecret: 'fleetcase-oauth-secret',
    username: 'fleet.manager@example.com',
    password: 'fleetcase-password',
    transitionToken: 'fleetcase-transition-token',
  }),
  staticToken: 'fleetcase-static-token',
  accessTokenTtlSeconds: 7200,
});

/** @deprecated The mock's credentials, no longer any server's default: use {@link MOCK_AUTH}. */
export const DEFAULT_AUTH: MockAuthConfig = MOCK_AUTH;

const OAUTH_FIELDS = ['clientId', 'clientSecret', 'username', 'password', 'transitionToken'] as const;

/**
 * Checks an {@link AuthConfig} given to a server: the consumer key and secret come together, the
 * OAuth block is complete, and no credential is an empty string (which would match an empty
 * HTTP Basic pair or form field).
 * @throws TypeError naming the field (a programming error of the caller, as an unknown endpoint is
 *   for the generated validators).
 */
export function checkAuthConfig(config: AuthConfig): AuthConfig {
  const nonEmpty = (name: string, value: unknown) => {
    if (typeof value !== 'string' || value === '') throw new TypeError(`auth: ${name} must be a non-empty string, got ${JSON.stringify(value)}`);
  };
  if ((config.consumerKey === undefined) !== (config.consumerSecret === undefined)) {
    throw new TypeError('auth: give consumerKey and consumerSecret together (or neither: the legacy token endpoint then refuses every caller)');
  }
  if (config.consumerKey !== undefined) {
    nonEmpty('consumerKey', config.consumerKey);
    nonEmpty('consumerSecret', config.consumerSecret);
  }
  if (config.staticToken !== undefined) nonEmpty('staticToken', config.staticToken);
  if (config.oauth !== undefined) for (const field of OAUTH_FIELDS) nonEmpty(`oauth.${field}`, config.oauth[field]);
  return config;
}

/**
 * The credentials to accept: exactly the kinds given (nothing is filled in from the mock's), plus
 * the token lifetime default. `authConfig()` accepts no credential at all.
 * @example authConfig({ consumerKey: process.env.KEY!, consumerSecret: process.env.SECRET! })
 * @throws TypeError for a key without its secret, an incomplete `oauth`, an empty credential.
 */
export function authConfig(given: AuthOptions = {}): AuthConfig {
  const config: AuthConfig = { accessTokenTtlSeconds: MOCK_AUTH.accessTokenTtlSeconds };
  for (const [key, value] of Object.entries(given)) if (value !== undefined) (config as unknown as Record<string, unknown>)[key] = value;
  return checkAuthConfig(config);
}

/** The mock's credentials with some replaced (`fleetcase serve --consumer-key … --token …`). */
export function mockAuthConfig(overrides: AuthOptions = {}): MockAuthConfig {
  return checkAuthConfig({ ...MOCK_AUTH, ...authConfig(overrides) }) as MockAuthConfig;
}

/** Whether a config accepts any credential at all (a server built without `auth` accepts none). */
export function acceptsAnyCredential(config: AuthConfig): boolean {
  return config.consumerKey !== undefined || config.oauth !== undefined || config.staticToken !== undefined;
}
