/**
 * The route tables of the bundled generations (`generated/<generation>/routes.ts`), imported on
 * demand so a server loads only the generations it serves. Relative literal specifiers resolve
 * both from src (tsx, vitest) and from dist (compiled).
 */
import { fail } from '../errors.js';
import { GENERATIONS } from '../ir/generations.js';
import type { ServerRouteTable } from './route-model.js';

const LOADERS: Record<string, () => Promise<ServerRouteTable>> = {
  '0.0.7': async () => (await import('../../generated/0.0.7/routes.js')).ROUTE_TABLE,
  '0.1': async () => (await import('../../generated/0.1/routes.js')).ROUTE_TABLE,
  '0.2': async () => (await import('../../generated/0.2/routes.js')).ROUTE_TABLE,
  '0.3-beta': async () => (await import('../../generated/0.3-beta/routes.js')).ROUTE_TABLE,
};

/** The generations a server can serve, oldest first. */
export const SERVABLE_GENERATIONS: readonly string[] = GENERATIONS.filter((id) => id in LOADERS);

/**
 * Loads the route tables of `ids` (default: every bundled generation), in parallel.
 * @throws FleetcaseError GenerationUnknown for an id without generated routes.
 */
export async function loadRouteTables(ids: readonly string[] = SERVABLE_GENERATIONS): Promise<ServerRouteTable[]> {
  for (const id of ids) if (!(id in LOADERS)) fail('GenerationUnknown', { generation: id, known: [...SERVABLE_GENERATIONS] });
  return Promise.all(ids.map((id) => LOADERS[id]!()));
}
