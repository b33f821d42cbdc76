/**
 * Checks the handler maps given to `buildServer` when it starts, not on the first request: a map
 * that is not an object of functions, or a handler named for no operation of any generation
 * served (`getAssets` for `getAsset`), is a TypeError. Written inline, a map is typed only
 * `object`, so a typo compiled and was never called (review r17 serve L6); the generated
 * `servedWith` checks it at compile time. One map may serve several generations (the mock's),
 * so an operation of any served generation is accepted.
 */
import type { ServerRoute, ServerRouteTable } from './route-model.js';

/** A generation and its handlers, as `buildServer` receives them. */
interface GivenGeneration {
  table: ServerRouteTable;
  handlers: object;
}

/**
 * Throws on a handler map that is not an object of functions or that names an operation no
 * served generation has (nor `extraRoutes`).
 * @throws TypeError naming the generation and the operations.
 */
export function checkHandlers(generations: readonly GivenGeneration[], extraRoutes: readonly ServerRoute[]): void {
  const known = new Set([...generations.flatMap((given) => Object.keys(given.table.routes)), ...extraRoutes.map((route) => route.operationId)]);
  for (const { table, handlers } of generations) {
    if (typeof handlers !== 'object' || handlers === null || Array.isArray(handlers)) {
      throw new TypeError(`the handlers of generation ${table.generation} must be an object of functions by operation id, not ${Array.isArray(handlers) ? 'an array' : typeof handlers}`);
    }
    const entries = Object.entries(handlers);
    const notFunctions = entries.filter(([, handler]) => handler !== undefined && typeof handler !== 'function').map(([name]) => name);
    if (notFunctions.length > 0) throw new TypeError(`the handlers of generation ${table.generation} for ${notFunctions.join(', ')} are not functions`);
    const unknown = entries.map(([name]) => name).filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new TypeError(`the handlers of generation ${table.generation} name ${unknown.join(', ')}, which no served generation has as an operation id`);
    }
  }
}
