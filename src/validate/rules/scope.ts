/**
 * Which rules apply to a document: generation, schema, root element and (for endpoint-dependent
 * rules) the endpoint. Also the endpoint helpers callers need (`parseEndpoint`), and
 * `resolveEndpointFor`, through which the generated validators find the endpoint their caller
 * names exactly as `fleetcase validate --endpoint` does (one matcher: findEndpoint of the
 * descriptors, plain TypeScript like this layer).
 */
import { findEndpoint } from '../../schema/descriptors/find-endpoint.js';
import { endpointMismatch, type EndpointDocuments } from './endpoint-documents.js';
import type { EndpointRef, RuleContext, RuleDefinition, RuleScope } from './types.js';

/**
 * Parses `"POST /assets/{id}/cases"` (as given to `--endpoint`) into an endpoint.
 * Returns undefined when the text is not `METHOD /path`.
 */
export function parseEndpoint(text: string): EndpointRef | undefined {
  const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(text);
  if (!match) return undefined;
  return { method: match[1].toUpperCase(), path: match[2] };
}

/**
 * An endpoint of a generation, as much of it as resolving a caller's `"METHOD /path"` and checking
 * the document against it need: a generated `validators.ts` lists its generation's endpoints in
 * this form.
 * @example { method: 'POST', path: '/assets/{id}/cases', operationId: 'createAssetCase', aliases: [], takes: [{ schema: 'CaseRequest', roots: ['case'] }], answers: [] }
 */
export interface EndpointTemplate extends EndpointDocuments {
  /** The path template (`{param}` segments), relative to `/platform_api`. */
  path: string;
  operationId: string;
  /** Other templates of the same operation. */
  aliases: readonly string[];
}

/**
 * What `resolveEndpointFor` finds: the endpoint for the rule context, or, when the endpoint
 * neither takes nor answers with the document, the `endpoint-mismatch` message.
 */
export type EndpointResolution =
  | { endpoint: EndpointRef; mismatch?: undefined }
  | { mismatch: string; endpoint?: undefined };

/**
 * The endpoint of `endpoints` that `given` names, found as `fleetcase validate --endpoint` finds
 * one (findEndpoint): method in any case; the path a template with any parameter names or
 * concrete (`/assets/42/cases`), the template or an alias, with or without the `/platform_api`
 * prefix, a query string or a trailing slash; the most literal match wins (an item update
 * `/estimates/5/items/7` is not the item creation). The endpoint is given as its own template
 * and operation id, which rule scopes match on; when it does not take or answer with `document`
 * (its schema and root element), the `endpoint-mismatch` message instead, as `--endpoint`
 * reports it. Undefined when `given` is not `"METHOD /path"` or names no endpoint of the list.
 * @example resolveEndpointFor(ENDPOINTS, 'post /platform_api/assets/42/cases', { schema: 'CaseRequest', root: 'case' }) // { endpoint: { method: 'POST', path: '/assets/{id}/cases', operationId: 'createAssetCase' } }
 */
export function resolveEndpointFor(
  endpoints: readonly EndpointTemplate[],
  given: string | EndpointRef,
  document: { schema: string; root: string },
): EndpointResolution | undefined {
  const text = typeof given === 'string' ? given : `${given.method} ${given.path}`;
  const found = findEndpoint(endpoints, text);
  if (!found) return undefined;
  const mismatch = endpointMismatch(endpoints, found, document);
  if (mismatch !== undefined) return { mismatch };
  return { endpoint: { method: found.method, path: found.path, operationId: found.operationId } };
}

/** `"POST /assets/{id}/cases"`: how listings and messages print an endpoint. */
export function formatEndpoint(endpoint: EndpointRef): string {
  return `${endpoint.method.toUpperCase()} ${endpoint.path}`;
}

/** The path with every `{param}` reduced to `{}` and no trailing slash, for comparison. */
function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '');
}

/**
 * True when two endpoints are the same operation: equal operation ids when both have one,
 * else the same method and the same path up to parameter names.
 */
export function sameEndpoint(a: EndpointRef, b: EndpointRef): boolean {
  if (a.operationId && b.operationId && a.operationId === b.operationId) return true;
  return (
    a.method.toUpperCase() === b.method.toUpperCase() && pathShape(a.path) === pathShape(b.path)
  );
}

/** True when the scope covers the document described by `context`. */
export function scopeMatches(scope: RuleScope, context: RuleContext): boolean {
  if (!(scope.generations as readonly string[]).includes(context.generation)) return false;
  if (scope.schema !== '*' && scope.schema !== context.schema) return false;
  if (scope.roots !== '*' && !scope.roots.includes(context.root)) return false;
  const endpoint = context.endpoint;
  if (endpoint !== undefined && scope.exceptEndpoints?.some((candidate) => sameEndpoint(candidate, endpoint))) return false;
  if (scope.endpoints === undefined) return true;
  return (
    endpoint !== undefined && scope.endpoints.some((candidate) => sameEndpoint(candidate, endpoint))
  );
}

/** True when any scope of the rule covers the document. */
export function ruleApplies(rule: RuleDefinition, context: RuleContext): boolean {
  return rule.appliesTo.some((scope) => scopeMatches(scope, context));
}

/** True when some scope of the rule restricts it to endpoints or excludes some (its verdict depends on one). */
export function isEndpointDependent(rule: RuleDefinition): boolean {
  return rule.appliesTo.some((scope) => scope.endpoints !== undefined || scope.exceptEndpoints !== undefined);
}
