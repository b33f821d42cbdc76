/**
 * Matches a request path to a route of one generation: each route's path and its aliases
 * (`/case/{case_id}/notes` and `/cases/{case_id}/notes`) compiled once into segment patterns.
 * Where several templates fit, the one with the most literal segments wins, so that
 * `/cases/{id}/notes` beats `/cases/{id}/{anything}`.
 */
import type { ServerRoute } from './route-model.js';

interface Compiled {
  route: ServerRoute;
  segments: Array<{ literal: string } | { param: string }>;
  literals: number;
}

/** A route found for a request, with its path parameters (decoded). */
export interface RouteMatch {
  route: ServerRoute;
  params: Record<string, string>;
}

/** The outcome of a lookup: a match, a path known for other methods (405), or nothing (404). */
export type RouteLookup = { kind: 'match'; match: RouteMatch } | { kind: 'method'; allowed: string[] } | { kind: 'none' };

/** Compiles a template; an alias's parameters take the route's names, by position. */
function compile(route: ServerRoute, template: string): Compiled {
  let position = 0;
  const segments = template
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return { literal: segment };
      const name = route.pathParams[position++]?.name ?? param[1]!;
      return { param: name };
    });
  return { route, segments, literals: segments.filter((segment) => 'literal' in segment).length };
}

/** The routes of one generation (one `base`), ready to match paths. */
export class Router {
  private readonly compiled: Compiled[];

  constructor(routes: Iterable<ServerRoute>) {
    this.compiled = [...routes].flatMap((route) => [route.path, ...route.aliases].map((template) => compile(route, template)));
  }

  /** Looks a method and a path (below the base, no query string) up. */
  lookup(method: string, path: string): RouteLookup {
    let parts: string[];
    try {
      parts = path
        .split('/')
        .filter((segment) => segment !== '')
        .map((segment) => decodeURIComponent(segment));
    } catch {
      return { kind: 'none' };
    }
    let best: { compiled: Compiled; params: Record<string, string> } | undefined;
    const allowed = new Set<string>();
    for (const compiled of this.compiled) {
      const params = matchSegments(compiled, parts);
      if (!params) continue;
      if (compiled.route.method !== method) {
        allowed.add(compiled.route.method);
        continue;
      }
      if (!best || compiled.literals > best.compiled.literals) best = { compiled, params };
    }
    if (best) return { kind: 'match', match: { route: best.compiled.route, params: best.params } };
    return allowed.size > 0 ? { kind: 'method', allowed: [...allowed].sort() } : { kind: 'none' };
  }
}

function matchSegments(compiled: Compiled, parts: readonly string[]): Record<string, string> | undefined {
  if (compiled.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index++) {
    const segment = compiled.segments[index]!;
    const part = parts[index]!;
    if ('literal' in segment) {
      if (segment.literal !== part) return undefined;
    } else {
      if (part === '') return undefined;
      params[segment.param] = part;
    }
  }
  return params;
}
