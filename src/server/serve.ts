/**
 * `fleetcase serve` as a library: starts the mock on a host and port and describes what it
 * accepts (the banner the command prints), so scripts and tests run the very server the CLI runs.
 */
import { fail } from '../errors.js';
import { DEFAULT_NS_ROOT } from '../ir/qname.js';
import { mockAuthConfig, type MockAuthConfig } from './auth/config.js';
import { PLATFORM_PREFIX } from './app.js';
import { SERVABLE_GENERATIONS } from './generations.js';
import { createMockServer, type MockServer } from './mock/index.js';
import { checkNamespaceRoot } from './ns-root.js';

/** Options of {@link startMock}. */
export interface StartMockOptions {
  /** @default 8080; 0 picks a free port */
  port?: number;
  /** @default '127.0.0.1' (loopback only) */
  host?: string;
  /** Generation answered when a request names none (`Accept` without `version=`). @default '0.3-beta' */
  generation?: string;
  /** Legacy consumer key, with `consumerSecret` (the mock's other published credentials stay). @default MOCK_AUTH.consumerKey */
  consumerKey?: string;
  /** @default MOCK_AUTH.consumerSecret */
  consumerSecret?: string;
  /** The ready-made legacy bearer token. @default MOCK_AUTH.staticToken */
  token?: string;
  /** Seed of the store's data. */
  seed?: number;
  /** Largest non-multipart body, bytes. */
  bodyLimit?: number;
  /** Log every request (Fastify's JSON log on stdout). */
  log?: boolean;
  /** Namespace root of the documents read and written. @default 'http://www.decisiv.net/platform_api' */
  nsRoot?: string;
}

/** A running mock. */
export interface RunningMock {
  /** `http://127.0.0.1:8080` (`{base_url}`; the API is under `/platform_api`). */
  url: string;
  server: MockServer;
  /** The mock's credentials (`MOCK_AUTH` with the key, secret and token given replaced). */
  auth: MockAuthConfig;
  generations: readonly string[];
  defaultGeneration: string;
  /** Namespace root of the documents (no trailing slash). @example 'http://www.decisiv.net/platform_api' */
  nsRoot: string;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

/**
 * Starts the mock and resolves once it listens.
 * @throws FleetcaseError ServeListenFailed (port in use, bad host), GenerationUnknown, CliUsage (a
 *   key without its secret, an `nsRoot` that cannot stand in a namespace declaration).
 */
export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const defaultGeneration = options.generation ?? SERVABLE_GENERATIONS.at(-1)!;
  if (!SERVABLE_GENERATIONS.includes(defaultGeneration)) fail('GenerationUnknown', { generation: defaultGeneration, known: [...SERVABLE_GENERATIONS] });
  if ((options.consumerKey === undefined) !== (options.consumerSecret === undefined)) {
    fail('CliUsage', { detail: 'give --consumer-key and --consumer-secret together' });
  }
  const nsRoot = options.nsRoot === undefined ? DEFAULT_NS_ROOT : checkNamespaceRoot(options.nsRoot);
  const auth = mockAuthConfig({
    ...(options.consumerKey !== undefined ? { consumerKey: options.consumerKey } : {}),
    ...(options.consumerSecret !== undefined ? { consumerSecret: options.consumerSecret } : {}),
    ...(options.token !== undefined ? { staticToken: options.token } : {}),
  });
  const server = await createMockServer({
    auth,
    defaultGeneration,
    logger: options.log === true,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(nsRoot !== DEFAULT_NS_ROOT ? { nsRoot } : {}),
  });
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8080;
  let url: string;
  try {
    url = await server.app.listen({ host, port });
  } catch (error) {
    await server.app.close();
    return fail('ServeListenFailed', { host, port, detail: (error as Error).message });
  }
  return { url, server, auth, generations: SERVABLE_GENERATIONS, defaultGeneration, nsRoot, close: () => server.app.close() };
}

/** The banner `fleetcase serve` prints: where it listens and every credential it accepts. */
export function serveBanner(mock: RunningMock): string {
  const { auth, url } = mock;
  const lines = [
    `fleetcase mock of the Fleet Service Case API on ${url}${PLATFORM_PREFIX}`,
    `  generations ${mock.generations.join(', ')} (Accept: application/xml; version=<generation>); default ${mock.defaultGeneration}`,
    `  namespaces  ${mock.nsRoot}/<version>/Case/<Schema>${mock.nsRoot === DEFAULT_NS_ROOT ? '' : ' (--ns-root)'}`,
    '',
    `  legacy client credentials: POST ${url}${PLATFORM_PREFIX}/oauth2/token, HTTP Basic, form grant_type=client_credentials`,
    `    consumer key     ${auth.consumerKey}`,
    `    consumer secret  ${auth.consumerSecret}`,
  ];
  if (auth.staticToken) lines.push(`    ready-made token Authorization: Bearer ${auth.staticToken}`);
  lines.push(
    `  OAuth password flow: POST ${url}/oauth/token, JSON {client_id, client_secret, grant_type: "password", username, password}`,
    `    client_id        ${auth.oauth.clientId}`,
    `    client_secret    ${auth.oauth.clientSecret}`,
    `    username         ${auth.oauth.username}`,
    `    password         ${auth.oauth.password}`,
    `    then send        X-DECISIV-TRANSITION-TOKEN: ${auth.oauth.transitionToken}`,
    '',
    `  try: curl -H 'Authorization: Bearer ${auth.staticToken ?? '<token>'}' -H 'Accept: application/xml; version=${mock.defaultGeneration}' ${url}${PLATFORM_PREFIX}/assets`,
    '  Ctrl-C stops it.',
  );
  return `${lines.join('\n')}\n`;
}
