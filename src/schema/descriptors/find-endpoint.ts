/**
 * Resolves a user's `"METHOD /path"` (from `--endpoint`, fleetcase.config.json, or a request
 * the mock server receives) to an endpoint of a generation. The path may be a template with any
 * parameter names (`/assets/{asset}/cases`) or concrete (`/assets/42/cases`), may be one of the
 * endpoint's aliases, and may carry the `/platform_api` prefix, a query string or a trailing
 * slash.
 */
import type { IrEndpoint } from '../../ir/index.js';
import { matchTemplate } from './path-template.js';

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
const PLATFORM_PREFIX = '/platform_api';

/** A parsed `"METHOD /path"`. */
export interface EndpointSpec {
  method: IrEndpoint['method'];
  path: string;
}

/**
 * Parses `"METHOD /path"` (method case-insensitive; query string, trailing slash and a leading
 * `/platform_api` dropped). Undefined when it is not of that form.
 * @example parseEndpointSpec('post /platform_api/assets/42/cases?x=1') // { method: 'POST', path: '/assets/42/cases' }
 */
export function parseEndpointSpec(spec: string): EndpointSpec | undefined {
  const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(spec);
  if (!match) return undefined;
  const method = match[1]!.toUpperCase();
  if (!METHODS.has(method)) return undefined;
  let path = match[2]!.replace(/[?#].*$/, '');
  if (path === PLATFORM_PREFIX || path.startsWith(`${PLATFORM_PREFIX}/`))
    path = path.slice(PLATFORM_PREFIX.length);
  path = path.replace(/\/+$/, '');
  return { method: method as IrEndpoint['method'], path: path === '' ? '/' : path };
}

/**
 * The endpoint that `spec` (`"METHOD /path"`) names: same method, and its path or one of its
 * aliases fits. When several fit, the one matching the most literal segments wins. Undefined
 * when nothing fits or `spec` is malformed.
 * @example findEndpoint(endpoints, 'GET /cases/7/notes/3')?.operationId // 'getCaseNote' (via alias)
 */
export function findEndpoint<E extends { method: string; path: string; aliases: readonly string[] }>(
  endpoints: readonly E[],
  spec: string,
): E | undefined {
  const parsed = parseEndpointSpec(spec);
  if (!parsed) return undefined;
  let best: { endpoint: E; score: number } | undefined;
  for (const endpoint of endpoints) {
    if (endpoint.method !== parsed.method) continue;
    for (const template of [endpoint.path, ...endpoint.aliases]) {
      const score = matchTemplate(template, parsed.path);
      if (score !== undefined && (!best || score > best.score)) best = { endpoint, score };
    }
  }
  return best?.endpoint;
}

/** `"METHOD /path"` of an endpoint, as users write it. @example describeEndpoint(e) // 'GET /assets/{id}' */
export function describeEndpoint(endpoint: Pick<IrEndpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
