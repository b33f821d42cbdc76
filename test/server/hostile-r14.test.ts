/**
 * review r14 hostile M3: a request body that does not decode is judged further (lenient decode,
 * validator, rule layer: each a pass over every element) only when it is of a request document's
 * size; 1 MiB of `<x/>` costs the decode and one lexer pass, not half a second.
 * review r14 hostile L9: framing Node's HTTP parser refuses, and a URL Fastify cannot decode, are
 * answered with the API's 400 BadRequestResponse (xmllint-valid), not Fastify's JSON.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v03 from '../../generated/0.3-beta/codecs.js';
import { ROUTE_TABLE } from '../../generated/0.3-beta/routes.js';
import type { MockServer } from '../../src/server/mock/index.js';
import { FOLLOW_UP_ELEMENT_LIMIT, readDocument } from '../../src/server/request-document.js';
import type { ServerDocument } from '../../src/server/route-model.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { exchange, headers, mockServer } from './support.js';

let server: MockServer;
beforeAll(async () => {
  server = await mockServer();
});
afterAll(() => server.app.close());

const NS = 'http://www.decisiv.net/platform_api/0.3-beta/Case';
const CASE_OPEN = `<case xmlns="${NS}/CaseRequest" xmlns:ct="${NS}/CaseTypes">`;
/** The reviewer's docs/wide.xml: 250 000 unknown empty elements in a case, 1 000 083 bytes. */
const WIDE = `<case xmlns="${NS}/CaseRequest">${'<x/>'.repeat(250_000)}</case>`;
/** The same size as one comment: the cost of reading a 1 MB body at all. */
const COMMENT = `<case xmlns="${NS}/CaseRequest"><!--${'c'.repeat(WIDE.length - 80)}--></case>`;
const errorsOf = (body: string) => v03.decodeErrorResponse422UnprocessableEntityErrorResponse(body).errors.error;

const createCase = ROUTE_TABLE.routes.createAssetCase;
const caseDocument = createCase.request!.kind === 'xml' ? createCase.request!.documents[0]! : undefined;

/** The case document, counting the follow-up passes it is asked for. */
function countingDocument(): { document: ServerDocument; calls: { lenient: number; validate: number } } {
  const calls = { lenient: 0, validate: 0 };
  const real = caseDocument!;
  const document: ServerDocument = {
    ...real,
    decode: (input, options) => {
      if (options?.lenient) calls.lenient++;
      return real.decode(input, options);
    },
    validate: (value, options) => {
      calls.validate++;
      return real.validate(value, options);
    },
  };
  return { document, calls };
}

function postCase(payload: string) {
  return server.app.inject({ method: 'POST', url: '/platform_api/assets/1/cases', headers: headers(undefined, { 'content-type': 'application/xml' }), payload });
}

/** The least of three wall-clock costs of posting `payload` (the least is the work; the rest is the machine). */
async function leastCost(payload: string): Promise<number> {
  let least = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    await postCase(payload);
    least = Math.min(least, performance.now() - started);
  }
  return least;
}

describe('review r14 hostile M3: a body of junk elements stops at its first error', () => {
  it('1 MiB of <x/>: 422 with the decode error alone, no lenient decode, no validator pass', () => {
    const { document, calls } = countingDocument();
    const result = readDocument(createCase, [document], WIDE, '0.3-beta');
    expect(result.ok).toBe(false);
    const failure = !result.ok ? result.failure : undefined;
    expect(failure?.status).toBe(422);
    expect(failure?.errors).toStrictEqual([
      {
        resource: 'case',
        field: 'x',
        code: 'invalid',
        messages: [
          `unknown element <x> ({${NS}/CaseRequest}) in /case (line 1, column 77)`,
          `only the first error is listed: the document holds 250001 elements, and other issues are looked for in documents of up to ${FOLLOW_UP_ELEMENT_LIMIT}`,
        ],
      },
    ]);
    expect(calls).toStrictEqual({ lenient: 0, validate: 0 });
  });

  it('over HTTP it costs about what a 1 MB comment costs (it cost 60 times as much)', async () => {
    const response = await postCase(WIDE);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.body).map((error) => error.field)).toStrictEqual(['x']);
    await postCase(COMMENT);
    const [wide, comment] = [await leastCost(WIDE), await leastCost(COMMENT)];
    expect(wide, `wide ${wide.toFixed(1)} ms, comment ${comment.toFixed(1)} ms`).toBeLessThan(8 * comment + 30);
  });

  it('a document of up to the limit is judged in full: every issue is still listed', () => {
    const { document, calls } = countingDocument();
    const body = `${CASE_OPEN}${'<x/>'.repeat(FOLLOW_UP_ELEMENT_LIMIT - 10)}<assetInformation><ct:trailer><ct:loaded>0</ct:loaded></ct:trailer></assetInformation></case>`;
    const result = readDocument(createCase, [document], body, '0.3-beta');
    const fields = !result.ok ? result.failure.errors?.map((entry) => entry.field) : [];
    expect(fields).toContain('x');
    expect(fields).toContain('assetInformation/trailer/loaded');
    expect(calls.lenient).toBe(1);
  });

  it('junk elements followed by a broken tail are still a 400 (the rest is read by the lexer)', async () => {
    const response = await postCase(WIDE.slice(0, -3));
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-fleetcase-error']).toBe('The request body is not well-formed XML or is refused by the safe parser (xml-truncated)');
  });
});

/** Status, headers (lower-case names) and body of a raw HTTP/1.1 answer. */
function parseAnswer(answer: string): { status: number; headers: Record<string, string>; body: string } {
  const end = answer.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = answer.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, body: answer.slice(end + 4) };
}

describe('review r14 hostile L9: framing errors answer the API 400 document, not Fastify JSON', () => {
  let port = 0;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  const start = 'POST /platform_api/assets/1/cases HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer fleetcase-static-token\r\nContent-Type: application/xml\r\n';
  it.each([
    ['a bad chunk size', `${start}Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`, 'HPE_INVALID_CHUNK_SIZE'],
    ['Content-Length with Transfer-Encoding', `${start}Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`, 'HPE_INVALID_TRANSFER_ENCODING'],
    ['a duplicate Content-Length', `${start}Content-Length: 3\r\nContent-Length: 4\r\n\r\nabcd`, 'HPE_UNEXPECTED_CONTENT_LENGTH'],
    ['a negative Content-Length', `${start}Content-Length: -1\r\n\r\n`, 'HPE_INVALID_CONTENT_LENGTH'],
    ['a junk request line', 'HELLO THERE\r\n\r\n', 'HPE_INVALID_METHOD'],
  ])('%s', async (_name, raw, code) => {
    const answer = parseAnswer(await exchange(port, raw));
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8; version=0.3-beta');
    expect(answer.headers['x-fleetcase-error']).toBe(`The request is not valid HTTP/1.1 (${code})`);
    expect(Buffer.byteLength(answer.body)).toBe(Number(answer.headers['content-length']));
    expect(xmllintVerdict(join('schemas', '0.1', '400ErrorResponse.xsd'), answer.body)).toBe('');
    const document = v03.decodeErrorResponse400BadRequestResponse(answer.body);
    expect(document.status).toBe('400 Bad Request');
    expect(document.errors?.error).toMatch(/\w/);
  });

  it('headers beyond the parser limit: 431 with the reason in X-Fleetcase-Error, no JSON', async () => {
    const answer = parseAnswer(await exchange(port, `GET /platform_api/assets HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers['x-fleetcase-error']).toBe('the request headers are larger than the server takes');
    expect(answer.body).toBe('');
  });

  it('a URL Fastify cannot decode: the 400 document in the requested generation', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/platform_api/assets/%E0%A4%A', headers: headers('0.3-beta') });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8; version=0.3-beta');
    expect(xmllintVerdict(join('schemas', '0.1', '400ErrorResponse.xsd'), response.body)).toBe('');
    expect(v03.decodeErrorResponse400BadRequestResponse(response.body).message).toContain('is not a valid url component');
  });
});
