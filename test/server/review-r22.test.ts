/**
 * Review r22 server L2: methods are answered alike. TRACE on a known path is a 405 naming what
 * the path takes, as PATCH is (it was a 404 "no endpoint"); CONNECT, a proxy tunnel, is a 405
 * with the methods the server takes (Node closed the connection without a word).
 * Review r22 server L5: two Authorization (or Content-Type) fields are a 400, as two Host fields
 * are (Node kept the first: a valid token before a wrong one passed).
 */
import { describe, expect, it } from 'vitest';
import { exchange, listeningMock, TOKEN } from './support.js';

const mock = listeningMock();

describe('review r22 server L2: every method gets an answer', () => {
  it.each(['PATCH', 'TRACE'])('%s on a known path is a 405 with Allow', async (method) => {
    const answer = await mock.server.app.inject({ method: method as 'PATCH', url: '/platform_api/cases/1', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers['allow']).toBe('GET, HEAD, OPTIONS, POST');
  });

  it('CONNECT is a 405 naming the methods the server takes, then the connection closes', async () => {
    const answer = await exchange(mock.port, `CONNECT 127.0.0.1:${mock.port} HTTP/1.1\r\nHost: 127.0.0.1:${mock.port}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain('\r\nAllow: GET, HEAD, DELETE, POST, PUT, OPTIONS\r\n');
    expect(answer).toContain('\r\nX-Fleetcase-Error: CONNECT is not served: this server is no proxy\r\n');
  });
});

describe('review r22 server L5: a field given twice', () => {
  it.each([
    ['Authorization', `Authorization: Bearer ${TOKEN}\r\nAuthorization: Bearer wrong`],
    ['Content-Type', `Authorization: Bearer ${TOKEN}\r\nContent-Type: application/xml\r\nContent-Type: text/plain`],
  ])('two %s fields are a 400', async (name, fields) => {
    const answer = await exchange(mock.port, `GET /platform_api/assets/1 HTTP/1.1\r\nHost: a\r\n${fields}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(`x-fleetcase-error: the request has more than one ${name} header`);
  });

  it('one of each still passes', async () => {
    const answer = await exchange(mock.port, `GET /platform_api/assets/1 HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
