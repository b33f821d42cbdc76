/**
 * `fleetcase serve --ns-root URL` (DESIGN.md "Generations": the namespace root is configurable):
 * the mock reads request documents and writes answers in the namespaces under that root, refuses
 * the default root's as it refuses any other root's, and tells positions at the client's columns.
 * xmllint, on the project's XSDs moved onto the same root, is the oracle of the answers.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import type { MockServer } from '../../src/server/mock/index.js';
import { namespaceDeclarations } from '../../src/server/namespace-declarations.js';
import { serveBanner, startMock } from '../../src/server/serve.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { headers, mockServer } from './support.js';

const ROOT = 'https://staging.example.com/api';
const DEFAULT = 'http://www.decisiv.net/platform_api';

let server: MockServer;
let schemas: string;
beforeAll(async () => {
  server = await mockServer({ nsRoot: `${ROOT}/` });
  // The project's XSDs, moved onto the staging root: what a staging deployment would publish.
  schemas = mkdtempSync(join(tmpdir(), 'fleetcase-ns-root-'));
  cpSync('schemas', schemas, { recursive: true });
  for (const generation of ['0.1', '0.2']) {
    for (const file of readdirSync(join(schemas, generation)).filter((name) => name.endsWith('.xsd'))) {
      const path = join(schemas, generation, file);
      writeFileSync(path, readFileSync(path, 'utf8').replaceAll(`${DEFAULT}/`, `${ROOT}/`));
    }
  }
});
afterAll(async () => {
  await server.app.close();
  rmSync(schemas, { recursive: true, force: true });
});

const send = (method: 'GET' | 'POST', url: string, version: string, payload?: string) =>
  server.app.inject({ method, url: `/platform_api${url}`, headers: headers(version, payload === undefined ? {} : { 'content-type': 'application/xml' }), ...(payload === undefined ? {} : { payload }) });
const note = (root: string, inner = '<message>hi</message>') => `<note xmlns="${root}/0.1/Case/NoteRequest">${inner}</note>`;
const declared = (xml: string) => [...xml.matchAll(/xmlns(?::\w+)?="([^"]*)"/g)].map((match) => match[1]);

describe('a mock under another namespace root', () => {
  it.each([
    ['a note in the staging namespace: created, answered in staging namespaces', note(ROOT), 200, 'NoteResponse.xsd'],
    ['a note in the default namespace: 422 wrong root, named in the client\'s terms', note(DEFAULT), 422, '422ErrorResponse.xsd'],
  ])('%s', async (_name, body, status, xsd) => {
    const response = await send('POST', '/cases/1/notes', '0.1', body);
    expect(response.statusCode, String(response.headers['x-fleetcase-error'])).toBe(status);
    expect(declared(response.body).every((uri) => uri!.startsWith(`${ROOT}/`))).toBe(true);
    expect(xmllintVerdict(join(schemas, '0.1', xsd), response.body)).toBe('');
    if (status === 422) {
      expect(response.body).toContain(`({${DEFAULT}/0.1/Case/NoteRequest}) is not {${ROOT}/0.1/Case/NoteRequest}note; expected &lt;note&gt; of ${ROOT}/0.1/Case/NoteRequest`);
    }
  });

  it('a GET answer with helper namespaces is valid against the moved XSD', async () => {
    const response = await send('GET', '/cases/1', '0.2');
    expect(response.statusCode).toBe(200);
    expect(declared(response.body)).toContain(`${ROOT}/0.2/Case/CaseTypes`);
    expect(response.body).not.toContain(DEFAULT);
    expect(xmllintVerdict(join(schemas, '0.2', 'CaseResponse.xsd'), response.body)).toBe('');
  });

  it('a decode error is at the column the client sent (the root is 4 characters shorter)', async () => {
    // The column of the element's '<' in the text the client sent (the codec read it 4 later).
    const body = note(ROOT, '<message>hi</message><public>true</public><bogus/>');
    const column = body.indexOf('<bogus/>') + 1;
    expect(column).toBe(110);
    const response = await send('POST', '/cases/1/notes', '0.1', body);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(`unknown element &lt;bogus&gt; ({${ROOT}/0.1/Case/NoteRequest}) in /note (line 1, column ${column})`);
  });

  it('a malformed body is still a 400, with its own column', async () => {
    const response = await send('POST', '/cases/1/notes', '0.1', note(ROOT, '<message>a & b</message>'));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('line 1, column 79: ');
    expect(declared(response.body)).toStrictEqual([`${ROOT}/0.1/Case/400ErrorResponse`]);
  });
});

describe('startMock and fleetcase serve take the root', () => {
  it('the banner names it', async () => {
    const mock = await startMock({ port: 0, nsRoot: ROOT });
    try {
      expect(mock.nsRoot).toBe(ROOT);
      expect(serveBanner(mock)).toContain(`  namespaces  ${ROOT}/<version>/Case/<Schema> (--ns-root)\n`);
    } finally {
      await mock.close();
    }
  });

  it('--ns-root is a serve flag; one that cannot stand in a declaration is exit 2', async () => {
    const io = memoryIo(process.cwd());
    const code = await main(['serve', '--port', '0', '--ns-root', 'https://x.example/a b'], io);
    expect(code).toBe(2);
    expect(io.err).toContain("--ns-root: the namespace root must be a URI without spaces, quotes, '<', '>' or '&', got 'https://x.example/a b'");
  });
});

describe('namespaceDeclarations: the value spans of xmlns attributes, nothing else', () => {
  const values = (xml: string) => namespaceDeclarations(xml)?.map((span) => xml.slice(span.start, span.end));
  it.each([
    ['default and prefixed, both quotes', `<a xmlns="urn:a" xmlns:b='urn:b' c="d"/>`, ['urn:a', 'urn:b']],
    ['nested elements, an end tag, spaces around =', '<a><b xmlns = "urn:b">t</b><c xmlns:x="urn:x"/></a>', ['urn:b', 'urn:x']],
    ['look-alikes in a comment, CDATA, a PI, text and another attribute', `<?xml version="1.0"?><!-- xmlns="urn:c" --><a t='xmlns="urn:t"'><?p xmlns="urn:p"?><![CDATA[<x xmlns="urn:d">]]>xmlns="urn:e" &gt;</a>`, []],
    ['a DOCTYPE', '<!DOCTYPE a><a xmlns="urn:a"/>', undefined],
    ['a truncated tag', '<a xmlns="urn:a', undefined],
    ['an unclosed comment', '<a><!-- x', undefined],
  ])('%s', (_name, xml, want) => {
    expect(values(xml)).toStrictEqual(want);
  });
});
