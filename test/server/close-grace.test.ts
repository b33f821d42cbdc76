/**
 * Review r27 server L1: `app.close()` (`fleetcase serve` on SIGINT or SIGTERM) closed every
 * connection at once, and a request whose body was still arriving got no answer. Requests under
 * way now get theirs; a stalled one loses its connection after `closeGrace`.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mockServer, TOKEN } from './support.js';

const BODY = '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><complaint>slow</complaint></case>';
const HEAD = `POST /platform_api/cases/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/xml\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n`;

/** A listening mock and a socket to it on which the request's head and the body's first bytes were sent. */
async function halfSentRequest(closeGrace: number) {
  const server = await mockServer({ closeGrace });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.app.server.address() as { port: number }).port;
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (answer += chunk));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(HEAD + BODY.slice(0, 30));
  // The server has the head: the request is under way.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { server, socket, ended };
}

describe('closing the server lets the requests under way finish', () => {
  it('a request whose body arrives after close() began gets its answer', async () => {
    const { server, socket, ended } = await halfSentRequest(5_000);
    const closed = server.app.close();
    socket.end(BODY.slice(30));
    expect(await ended).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*<\/case>$/);
    await closed;
  });

  it('the answer under way closes its connection (review r31 recheck L3: it was kept alive until the grace ran out)', async () => {
    const { server, socket, ended } = await halfSentRequest(60_000);
    const closed = server.app.close();
    socket.write(BODY.slice(30));
    expect(await ended).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*connection: close\r\n/i);
    await closed;
  });

  it('a request whose head completes after close() began is a 503 without a body (it was JSON)', async () => {
    const server = await mockServer({ closeGrace: 60_000 });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as { port: number }).port;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
    socket.write(`GET /platform_api/assets/1 HTTP/1.1\r\nHost: x\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.app.close();
    socket.write(`Authorization: Bearer ${TOKEN}\r\n\r\n`);
    const text = await ended;
    expect(text).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(text).toMatch(/x-fleetcase-error: the server is stopping\r\n/i);
    expect(text).not.toMatch(/application\/json/);
    await closed;
  });

  it('a request that stalls loses its connection after closeGrace, and close() resolves', async () => {
    const { server, ended } = await halfSentRequest(200);
    await server.app.close();
    expect(await ended).toBe('');
  });
});
