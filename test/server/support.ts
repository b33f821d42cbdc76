/** Test support: the mock server in-process (Fastify inject, no socket) and request helpers. */
import { createMockServer, type MockServer } from '../../src/server/mock/index.js';

/** The ready-made legacy token every test server accepts. */
export const TOKEN = 'fleetcase-static-token';

/** Headers of an authorised XML request asking for `version` (none: the server's default). */
export function headers(version?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${TOKEN}`, accept: version ? `application/xml; version=${version}` : 'application/xml', ...extra };
}

/** A fresh mock (its own store), validating every answer it sends. */
export async function mockServer(options: Parameters<typeof createMockServer>[0] = {}): Promise<MockServer> {
  const server = await createMockServer({ validateResponses: true, ...options });
  await server.app.ready();
  return server;
}

/** The local names of the children of the document element that are named `child`. */
export function count(xml: string, child: string): number {
  return (xml.match(new RegExp(`<(?:\\w+:)?${child}[ >]`, 'g')) ?? []).length;
}
