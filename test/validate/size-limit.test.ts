/**
 * `validate --max-bytes` (review r13 opcua 3): a document over the byte limit is reported as not
 * checked, naming the flag that raises the limit; the flag raises it (and the element limit in
 * proportion); the default stays 64 MiB.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, truncateSync, writeSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_XML_LIMITS } from '../../src/runtime/limits.js';
import { limitsForMaxBytes, parseByteCount, sizeLimitMessage } from '../../src/validate/size-limit.js';
import { CASE_0_1_BODY, caseRequest, runCli, tempDir } from './helpers.js';

const temp = tempDir('fleetcase-size-limit-');
afterAll(() => temp.cleanup());

const MiB = 1024 * 1024;

/** A folder schema of one root `r` holding any number of string elements `e`. */
const schemas = temp.write(
  'xsd/r.xsd',
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:r" elementFormDefault="qualified">
  <xs:element name="r"><xs:complexType><xs:sequence><xs:element name="e" type="xs:string" maxOccurs="unbounded"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>
`,
).replace(/\/r\.xsd$/, '');

/** A valid document of `r.xsd` of at least `bytes` bytes, written in pieces (texts of 1 MiB). */
function largeDocument(name: string, bytes: number): string {
  const file = temp.write(name, '');
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, '<r xmlns="urn:r">\n');
    const element = `<e>${'x'.repeat(MiB)}</e>\n`;
    for (let written = 0; written < bytes; written += element.length) writeSync(fd, element);
    writeSync(fd, '</r>\n');
  } finally {
    closeSync(fd);
  }
  return file;
}

describe('a document over the limit', () => {
  it('is reported as not checked, with the flag that raises the limit (the file is not read)', async () => {
    // A sparse file: its size is over the limit, and validate refuses it from its size alone.
    const file = temp.write('huge.xml', '<r xmlns="urn:r"/>');
    truncateSync(file, DEFAULT_XML_LIMITS.maxBytes + 1);
    const { code, out } = await runCli(['validate', '--format', 'json', '--schemas', schemas, file]);
    expect(code).toBe(1);
    expect(JSON.parse(out).files[0].issues).toMatchObject([
      {
        rule: 'size-limit',
        message: `document is ${64 * MiB + 1} bytes, larger than the limit of ${64 * MiB} bytes (64 MiB): not checked; raise the limit with validate --max-bytes (limits.maxBytes in the library)`,
      },
    ]);
  }, 30_000);

  it('is checked with a higher --max-bytes (a real 65 MiB document, valid for xmllint)', async () => {
    const file = largeDocument('large.xml', 65 * MiB);
    const refused = await runCli(['validate', '--format', 'json', '--jobs', '1', '--schemas', schemas, file]);
    const checked = await runCli(['validate', '--format', 'json', '--jobs', '1', '--schemas', schemas, '--max-bytes', '66MiB', file]);
    expect({ refused: refused.code, checked: checked.code, result: JSON.parse(checked.out).files[0] }).toMatchObject({
      refused: 1,
      checked: 0,
      result: { valid: true, issues: [] },
    });
    if (existsSync('/usr/bin/xmllint')) execFileSync('/usr/bin/xmllint', ['--noout', '--schema', `${schemas}/r.xsd`, file], { stdio: 'pipe' });
  }, 30_000);

  it('a lower --max-bytes refuses a small document, parsed or not', async () => {
    const file = temp.write('case.xml', caseRequest('0.1', CASE_0_1_BODY));
    const low = await runCli(['validate', '--format', 'json', '--max-bytes', '100', file]);
    const enough = await runCli(['validate', '--format', 'json', '--max-bytes', '4KiB', file]);
    expect({ low: low.code, issue: JSON.parse(low.out).files[0].issues[0], enough: enough.code }).toMatchObject({
      low: 1,
      issue: { rule: 'size-limit', message: expect.stringContaining('larger than the limit of 100 bytes: not checked; raise the limit with validate --max-bytes') },
      enough: 0,
    });
  }, 30_000);
});

describe('--max-bytes values', () => {
  it.each([
    { given: '100', want: 100 },
    { given: '128MiB', want: 128 * MiB },
    { given: '512KiB', want: 512 * 1024 },
    { given: '256MiB', want: 256 * MiB },
  ])('$given is $want bytes', ({ given, want }) => {
    expect(parseByteCount(given, 'max-bytes')).toBe(want);
  });

  it.each(['0', '1GiB', '300MiB', '12MB', 'lots', '-5', '', '1e3', '0x10'])('%j is a usage error (exit 2) naming the flag', async (given) => {
    const { code, err } = await runCli(['validate', `--max-bytes=${given}`, 'case.xml']);
    expect(code).toBe(2);
    expect(err).toMatch(/--max-bytes/);
  });

  it('--help names the flag, its default and ceiling', async () => {
    const { out } = await runCli(['validate', '--help']);
    expect(out.replace(/\s+/g, ' ')).toContain('--max-bytes Largest document checked, in bytes or with KiB, MiB, GiB (default 64MiB, at most 256MiB); a larger one is reported size-limit, not checked.');
  });

  it('raises the element limit in proportion, never lowers it', () => {
    expect(limitsForMaxBytes(128 * MiB)).toStrictEqual({ maxBytes: 128 * MiB, maxElements: 2 * DEFAULT_XML_LIMITS.maxElements });
    expect(limitsForMaxBytes(MiB)).toStrictEqual({ maxBytes: MiB, maxElements: DEFAULT_XML_LIMITS.maxElements });
  });

  it.each([
    {
      given: 'document has more than the limit of 2000000 elements',
      want: 'document has more than the limit of 2000000 elements: not checked; validate --max-bytes raises the element limit with the byte limit (limits.maxElements in the library)',
    },
    { given: 'a name is longer than the limit of 50000 characters', want: 'a name is longer than the limit of 50000 characters' },
  ])('a parse message: $given', ({ given, want }) => {
    expect(sizeLimitMessage(given)).toBe(want);
  });
});
