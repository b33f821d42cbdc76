/**
 * Checks the handler maps given to `buildServer` when it starts, not on the first request.
 * Written inline, a map is typed only `object`, so a typo compiled and was never called (review
 * r17 serve L6); the generated `servedWith` checks literals at compile time. Refused, each with a
 * TypeError naming the generation:
 * - an entry without a route table, a generation listed twice (only the last map was used);
 * - a map that is not a plain object of functions (a `Map`, a number; an inherited value where
 *   an operation is looked up that is no function: a 500 on the first request);
 * - a handler named for an operation none of the generations the map is given to has (a map
 *   given to 0.3-beta alone holding 0.0.7's `listItemParts` was accepted because 0.0.7 was
 *   served with another map, and never called: review r19 recheck M2), or for a token endpoint,
 *   which the server answers itself.
 * One map object may serve several generations (the mock's): its operations are theirs together.
 */
import type { ServerRouteTable } from './route-model.js';

/** A generation and its handlers, as `buildServer` receives them. */
interface GivenGeneration {
  table: ServerRouteTable;
  handlers: object;
}

/** The operations a handler answers: the route's credentials are not HTTP Basic (the legacy token endpoint) and it is on the platform. */
function handled(table: ServerRouteTable): string[] {
  return Object.values(table.routes)
    .filter((route) => route.base !== 'auth' && !route.auth.includes('basic'))
    .map((route) => route.operationId);
}

function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return `a ${Object.prototype.toString.call(value).slice(8, -1)}`;
  return typeof value;
}

/**
 * Throws on a served generation or handler map `buildServer` cannot use as given.
 * @throws TypeError naming the generation and what is wrong.
 */
export function checkHandlers(generations: readonly GivenGeneration[], extraOperations: readonly string[]): void {
  const listed = new Set<string>();
  const operations = new Map<object, Set<string>>();
  generations.forEach((given, index) => {
    if (typeof given?.table?.routes !== 'object') throw new TypeError(`served generation ${index + 1} has no route table (table)`);
    const id = given.table.generation;
    if (listed.has(id)) throw new TypeError(`generation ${id} is served twice: give it once, with one map of handlers`);
    listed.add(id);
    const { handlers } = given;
    // A Set, Map, Date… is an object whose entries are no properties (review r19 recheck2 L4).
    if (typeof handlers !== 'object' || handlers === null || Object.prototype.toString.call(handlers) !== '[object Object]') {
      throw new TypeError(`the handlers of generation ${id} must be a plain object of functions by operation id, not ${shapeOf(handlers)}`);
    }
    const known = operations.get(handlers) ?? new Set(extraOperations);
    for (const operation of handled(given.table)) known.add(operation);
    operations.set(handlers, known);
  });
  for (const { table, handlers } of generations) {
    const record = handlers as Record<string, unknown>;
    const notFunctions = [...operations.get(handlers)!].filter((operation) => record[operation] !== undefined && typeof record[operation] !== 'function');
    if (notFunctions.length > 0) throw new TypeError(`the handlers of generation ${table.generation} for ${notFunctions.join(', ')} are not functions`);
    const unknown = Object.keys(handlers).filter((name) => !operations.get(handlers)!.has(name));
    if (unknown.length > 0) {
      const sharing = generations.filter((given) => given.handlers === handlers).map((given) => given.table.generation);
      const of = `${sharing.length > 1 ? 'generations' : 'generation'} ${sharing.join(', ')}`;
      throw new TypeError(`the handlers of generation ${table.generation} name ${unknown.join(', ')}: no operation of ${of} that a handler answers (token endpoints are the server's)`);
    }
  }
}
