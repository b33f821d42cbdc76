/**
 * The mock of the whole API (`fleetcase serve`): the generated route tables of the served
 * generations on the Fastify adapter, answered by one set of handlers over an in-memory store
 * seeded deterministically. Handlers build generation-neutral representations; each answer is fit
 * to the requested generation's document type (./conform.ts) before the adapter encodes it.
 */
import type { IrGeneration } from '../../ir/nodes.js';
import { loadModel } from '../../schema/index.js';
import { buildServer, PLATFORM_PREFIX, type BuiltServer, type ServerOptions } from '../app.js';
import { MOCK_AUTH, type AuthConfig } from '../auth/config.js';
import { loadRouteTables } from '../generations.js';
import { rebaseRouteTable } from '../ns-root.js';
import type { ServerHandler, ServerReply, ServerRequest, ServerRouteTable } from '../route-model.js';
import { Router } from '../router.js';
import { conformDocument } from './conform.js';
import { DOWNLOAD_ROUTE, MOCK_HANDLERS, type MockHandler } from './handlers/index.js';
import { DEFAULT_SEED, seedStore } from './seed.js';
import { MockStore } from './store.js';

/** Options of {@link createMockServer}. */
export interface MockServerOptions extends Omit<ServerOptions, 'generations' | 'extraRoutes' | 'auth'> {
  /** Credentials accepted. @default MOCK_AUTH (the published ones `fleetcase serve` prints) */
  auth?: AuthConfig;
  /** Generations to serve (default: all bundled). @example ['0.1', '0.3-beta'] */
  generations?: readonly string[];
  /** Seed of the store's data. @default 20240301 */
  seed?: number;
  /**
   * Namespace root of the documents the mock reads and writes (DESIGN.md: configurable).
   * @default 'http://www.decisiv.net/platform_api'
   * @example 'https://staging.example.com/api'
   */
  nsRoot?: string;
}

/** A mock server and its store. */
export interface MockServer extends BuiltServer {
  store: MockStore;
  /**
   * Loads the served generations' IR now (answers need it to fit documents; otherwise the first
   * request loads it). `fleetcase serve` calls it right after it starts listening.
   */
  warm(): void;
}

/** Fits a handler's neutral reply body to the document its route declares for the status. */
function conformReply(reply: ServerReply, request: ServerRequest, generation: IrGeneration, links?: LinkCheck): ServerReply {
  if (reply.body === undefined || reply.raw) return reply;
  const document = request.route.responses.find((response) => response.status.includes(reply.status))?.document;
  if (!document) return reply;
  const body = conformDocument(generation, document.schema, document.root, reply.body);
  return { ...reply, body: links ? withoutDeadLinks(body, request.baseUrl, links) : body };
}

/** Whether a generation serves `GET` of a platform path (a link to it leads somewhere). */
export type LinkCheck = (path: string) => boolean;

/**
 * The value without the `…URL` link fields that point at platform paths the generation does not
 * serve (`subcasesURL` /cases/1/subcases, 0.0.7's `estimateURL` /estimates/1, an item's
 * `partsURL` where no part endpoint exists): a link that 404s is not emitted. A record's own
 * `URL` stays: the schemas require it.
 */
function withoutDeadLinks(value: unknown, baseUrl: string, serves: LinkCheck): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutDeadLinks(item, baseUrl, serves));
  if (typeof value !== 'object' || value === null) return value;
  const prefix = `${baseUrl}${PLATFORM_PREFIX}`;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    // A record's own `URL` is kept: the schemas require it (a user's, a 0.3-beta part's).
    const link = key !== 'URL' && key.endsWith('URL');
    const dead = link && typeof field === 'string' && field.startsWith(prefix) && !serves(field.slice(prefix.length));
    if (!dead) result[key] = withoutDeadLinks(field, baseUrl, serves);
  }
  return result;
}

/**
 * The handlers of every operation, bound to the store and fitting answers to the generation.
 * `generation(id)` gives the IR of a served generation (loaded on first use); `links(id)`, when
 * given, says which platform paths a generation serves (dead links are dropped).
 */
export function mockHandlers(store: MockStore, generation: (id: string) => IrGeneration, links?: (id: string) => LinkCheck): Record<string, ServerHandler> {
  const bind = (handler: MockHandler): ServerHandler => async (request) => {
    const view = { store, baseUrl: request.baseUrl, generation: request.generation };
    const reply = await handler(request, { store, view });
    return conformReply(reply, request, generation(request.generation), links?.(request.generation));
  };
  return Object.fromEntries(Object.entries(MOCK_HANDLERS).map(([operationId, handler]) => [operationId, bind(handler)]));
}

// The IR is read-only: servers of one process (tests start several) share it.
const models = new Map<string, Map<string, IrGeneration>>();

function servedModel(ids: readonly string[]): Map<string, IrGeneration> {
  const key = ids.join(',');
  let model = models.get(key);
  if (!model) {
    model = new Map(loadModel({ generations: [...ids] }).generations.map((generation) => [generation.id, generation]));
    models.set(key, model);
  }
  return model;
}

/** Builds the mock server (not listening yet). */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const bundled: ServerRouteTable[] = await loadRouteTables(options.generations);
  const tables = options.nsRoot === undefined ? bundled : bundled.map((table) => rebaseRouteTable(table, options.nsRoot!));
  const ids = tables.map((table) => table.generation);
  // Loading the IR of four generations takes a moment: the server listens first.
  const warm = () => servedModel(ids);
  const store = new MockStore(options.now);
  seedStore(store, options.seed ?? DEFAULT_SEED);
  const routers = new Map(tables.map((table) => [table.generation, new Router([...Object.values(table.routes).filter((route) => route.base === 'platform'), DOWNLOAD_ROUTE])]));
  const links = (id: string): LinkCheck => (path) => routers.get(id)!.lookup('GET', path).kind === 'match';
  const handlers = mockHandlers(store, (id) => warm().get(id)!, links);
  const { generations: _ids, seed: _seed, nsRoot: _nsRoot, ...rest } = options;
  void _ids, void _seed, void _nsRoot;
  // The mock accepts its published credentials unless told otherwise (a library server: none).
  const built = await buildServer({ ...rest, auth: options.auth ?? MOCK_AUTH, generations: tables.map((table) => ({ table, handlers })), extraRoutes: [DOWNLOAD_ROUTE] });
  return { ...built, store, warm: () => void warm() };
}
