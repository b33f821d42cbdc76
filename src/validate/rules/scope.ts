/**
 * Which rules apply to a document: generation, schema, root element and (for endpoint-dependent
 * rules) the endpoint. Also the endpoint helpers callers need (`parseEndpoint`).
 */
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
