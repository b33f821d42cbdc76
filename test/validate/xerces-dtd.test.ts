/**
 * `--engine xerces` and `both` on schema files with a DOCTYPE naming the W3C DTD (review r11 grid
 * 2): W3C's xmldsig-core-schema.xsd, XMLSchema-instance.xsd and many xml.xsd copies start with
 * `<!DOCTYPE schema PUBLIC "-//W3C//DTD XMLSchema 200102//EN" "XMLSchema.dtd" [...]>`. Xerces
 * read that DTD (a file beside the schema, or over HTTP) and failed without it; now it gets the
 * schema as the loader reads it (engines/xerces-schema-copy.ts): no DTD read, nothing fetched,
 * the internal subset's entities still expanded, and the same verdicts as libxml2 and xmllint.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { xmllintVerdict } from '../emit/xmllint.js';
import { runCli, tempDir } from './helpers.js';

/** W3C's prolog (xmldsig-core-schema.xsd), its DTD at `dtd`; `&max;` is used in a facet. */
const W3C_PROLOG = (dtd: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE schema PUBLIC "-//W3C//DTD XMLSchema 200102//EN" "${dtd}" [
   <!ATTLIST schema
     xmlns:d CDATA #FIXED "urn:d">
   <!ENTITY max '5'>
   <!ENTITY % p ''>
   <!ENTITY % s ''>
  ]>`;

/** Root `d` of urn:d: an xs:int of at most `&max;` (5). */
const D_SCHEMA = (dtd: string) => `${W3C_PROLOG(dtd)}
<schema xmlns="http://www.w3.org/2001/XMLSchema" xmlns:d="urn:d" targetNamespace="urn:d" elementFormDefault="qualified">
  <element name="d"><simpleType><restriction base="int"><maxInclusive value="&max;"/></restriction></simpleType></element>
</schema>
`;

/** A schema without a DOCTYPE that includes, from outside the schemas folder, one with it. */
const INCLUDING = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:d" elementFormDefault="qualified">
  <xs:include schemaLocation="../../common/d.xsd"/>
</xs:schema>
`;

const requests: string[] = [];
let server: Server;
let dtdUrl = '';
const temp = tempDir('fleetcase-dtd-');

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(404).end();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  dtdUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/XMLSchema.dtd`;
  temp.write('missing/g/d.xsd', D_SCHEMA('XMLSchema.dtd'));
  temp.write('http/g/d.xsd', D_SCHEMA(dtdUrl));
  temp.write('include/g/main.xsd', INCLUDING);
  temp.write('common/d.xsd', D_SCHEMA(dtdUrl));
  temp.write('valid.xml', '<d xmlns="urn:d">3</d>\n');
  temp.write('over.xml', '<d xmlns="urn:d">7</d>\n');
});
afterAll(async () => {
  temp.cleanup();
  await new Promise((closed) => server.close(closed));
});

type Report = { files: Array<{ valid: boolean; issues: Array<{ rule: string; path: string; line: number }> }> };
const verdicts = (out: string) => (JSON.parse(out) as Report).files.map((file) => file.issues.map((issue) => `${issue.rule} ${issue.path}:${issue.line}`));

describe('xerces reads no external DTD of a schema document', () => {
  const given = [
    { set: 'missing', xsd: 'missing/g/d.xsd', why: 'the DTD file is not beside the schema (Debian ships none)' },
    { set: 'http', xsd: 'http/g/d.xsd', why: 'the DTD is named by an http: address' },
    { set: 'include', xsd: 'include/g/main.xsd', why: 'an included file outside the folder names it' },
  ];
  test.each(given)('$set: $why', async ({ set, xsd }) => {
    // The oracle: xmllint reads no DTD, expands &max; and refuses 7.
    expect(xmllintVerdict(join(temp.dir, xsd), '<d xmlns="urn:d">3</d>')).toBe('');
    expect(xmllintVerdict(join(temp.dir, xsd), '<d xmlns="urn:d">7</d>')).toContain('maxInclusive');
    const files = ['valid.xml', 'over.xml'];
    const schemas = join(temp.dir, set);
    const libxml2 = await runCli(['validate', '--format', 'json', '--schemas', schemas, ...files], temp.dir);
    const want = [[], ['xsd-invalid-value /d:1']];
    expect(verdicts(libxml2.out)).toStrictEqual(want);
    for (const engine of ['xerces', 'both']) {
      const run = await runCli(['validate', '--format', 'json', '--schemas', schemas, '--engine', engine, '--jobs', '2', ...files], temp.dir);
      expect({ engine, code: run.code, err: run.err, verdicts: verdicts(run.out) }).toStrictEqual({ engine, code: 1, err: '', verdicts: want });
    }
    expect(requests).toStrictEqual([]);
  }, 60_000);

  test("a schema Xerces refuses is named by the user's file, not the copy", async () => {
    temp.write('broken/g/main.xsd', INCLUDING.replace('common/d.xsd', 'common/broken.xsd'));
    // Xerces names the included file in its message ("… from schema document 'file:…/broken.xsd'").
    temp.write(
      'common/broken.xsd',
      `${W3C_PROLOG(dtdUrl)}
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:d">
  <xs:element name="d" type="nope"/>
</xs:schema>
`,
    );
    const run = await runCli(['validate', '--schemas', join(temp.dir, 'broken'), '--engine', 'xerces', 'valid.xml'], temp.dir);
    expect(run.code).toBe(2);
    expect(run.err).toContain('fleetcase: broken/g/main.xsd: xerces cannot validate: src-resolve');
    expect(run.err).toContain(`schema document 'file:${join(temp.dir, 'common/broken.xsd')}'`);
    expect(run.err).not.toContain('fleetcase-xerces'); // the folder of copies
    expect(requests).toStrictEqual([]);
  }, 60_000);
});
