/**
 * End-to-end support: the mock listening on a loopback port, the generated client and codecs of
 * each generation, and request documents taken from the valid fixtures with their references
 * pointed at records the mock's seed has.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as client007 from '../../generated/0.0.7/client.js';
import * as codecs007 from '../../generated/0.0.7/codecs.js';
import * as routes007 from '../../generated/0.0.7/routes.js';
import * as client01 from '../../generated/0.1/client.js';
import * as codecs01 from '../../generated/0.1/codecs.js';
import * as routes01 from '../../generated/0.1/routes.js';
import * as client02 from '../../generated/0.2/client.js';
import * as codecs02 from '../../generated/0.2/codecs.js';
import * as routes02 from '../../generated/0.2/routes.js';
import * as client03 from '../../generated/0.3-beta/client.js';
import * as codecs03 from '../../generated/0.3-beta/codecs.js';
import * as routes03 from '../../generated/0.3-beta/routes.js';
import { packageRoot } from '../../src/paths.js';
import { createMockServer, type MockServer, type MockServerOptions } from '../../src/server/mock/index.js';
import type { ServerRouteTable } from '../../src/server/route-model.js';

/** A generation's generated modules, seen loosely (the tests drive every generation alike). */
export interface GenerationModules {
  id: string;
  createClient: (options: Record<string, unknown>) => Record<string, (request?: unknown, options?: unknown) => Promise<unknown>>;
  ClientError: typeof client03.ClientError;
  codecs: Record<string, unknown>;
  table: ServerRouteTable;
}

const loose = (id: string, client: object, codecs: object, routes: { ROUTE_TABLE: ServerRouteTable }): GenerationModules => ({
  id,
  createClient: (client as { createClient: GenerationModules['createClient'] }).createClient,
  ClientError: (client as { ClientError: typeof client03.ClientError }).ClientError,
  codecs: codecs as Record<string, unknown>,
  table: routes.ROUTE_TABLE,
});

/** Every generation's modules, oldest first. */
export const GENERATION_MODULES: readonly GenerationModules[] = [
  loose('0.0.7', client007, codecs007, routes007),
  loose('0.1', client01, codecs01, routes01),
  loose('0.2', client02, codecs02, routes02),
  loose('0.3-beta', client03, codecs03, routes03),
];

/** A mock listening on 127.0.0.1 at a free port. */
export interface ListeningMock {
  /** `{base_url}`, e.g. http://127.0.0.1:40123 */
  url: string;
  server: MockServer;
  close(): Promise<void>;
}

/** Starts the mock on a loopback port, validating every answer it sends. */
export async function listeningMock(options: MockServerOptions = {}): Promise<ListeningMock> {
  const server = await createMockServer({ validateResponses: true, ...options });
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  server.warm();
  return { url, server, close: () => server.app.close() };
}

/** The decoded value of a valid fixture `test/fixtures/<generation>/valid/<name>.xml`. */
export function fixtureValue(modules: GenerationModules, schema: string, root: string): Record<string, unknown> {
  const xml = readFileSync(join(packageRoot, 'test', 'fixtures', modules.id, 'valid', `${schema}.${root}.1.xml`), 'utf8');
  const stem = `${schema}${root[0]!.toUpperCase()}${root.slice(1)}`;
  const decode = modules.codecs[`decode${stem}`] as (input: string) => Record<string, unknown>;
  return pointAtSeed(decode(xml));
}

/** References the seed has: user 2, asset 1, customer 1. */
const REFERENCES: Record<string, string> = { assignee: '2', assetIdentifier: '1', sender: '1', billingCustomer: '1', shippingCustomer: '1', recipient: '2' };

/** Points every reference of a request document at a record of the seed. */
export function pointAtSeed<T>(value: T): T {
  const visit = (node: unknown, key: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, key));
    if (typeof node !== 'object' || node === null) return node;
    const copy: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(node)) copy[name] = visit(child, name);
    if (REFERENCES[key] !== undefined && typeof copy['id'] === 'string') copy['id'] = REFERENCES[key];
    return copy;
  };
  return visit(value, '') as T;
}
