/** Test support: the mock server in-process (Fastify inject, no socket) and request helpers. */
import { connect } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
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

/** A fresh mock listening on a free local port (for raw-socket tests), set up before the file's tests and closed after them. */
export function listeningMock(): { readonly server: MockServer; readonly port: number } {
  let server: MockServer | undefined;
  let port = 0;
  beforeAll(async () => {
    server = await mockServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(() => server?.app.close());
  return {
    get server() {
      return server!;
    },
    get port() {
      return port;
    },
  };
}

/** The local names of the children of the document element that are named `child`. */
export function count(xml: string, child: string): number {
  return (xml.match(new RegExp(`<(?:\\w+:)?${child}[ >]`, 'g')) ?? []).length;
}

/** Sends raw bytes to the listening server and reads its answer until it closes the connection. */
export function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(raw.slice(0, 40))}`)));
    socket.write(raw);
  });
}
