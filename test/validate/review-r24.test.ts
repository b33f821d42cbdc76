/**
 * Review r24 reporters H1: a config entry whose `files` is a plain folder path applies its
 * generation and endpoint to the files below it (they were validated as if no entry matched).
 * M1: an absolute glob in a config works from any folder (it was joined to the config's
 * folder). L2: a config saved with a byte order mark is read. H2: a `**` glob under a folder
 * holding two symbolic links back up the tree ends, each file once (it grew without end).
 * L4: `--format github` writes the control characters of a file name as escapes, not raw.
 * L7: JUnit writes a CR of a message as `&#13;` in the failure's text too.
 * Review r24 newsets H1: an empty CDATA section is no character child, so an element holding
 * one takes its default or fixed value (XSD Part 1, 3.3.4 clause 5.1.2). libxml2 refused
 * `<flag><![CDATA[]]></flag>` of a fixed "on" ("The actual value '(null)' does not match the
 * fixed value constraint") and `<count><![CDATA[]]></count>` of an xs:int with a default ("''
 * is not a valid value"); Xerces and XSD accept both. The whitespace-cdata correction now covers
 * them, on every engine; a section with text, or whitespace, is still judged as that text.
 */
import { symlinkSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createValidator } from '../../src/validate/index.js';
import { caseRequest, runCli, runCliIn, tempDir, validFixture } from './helpers.js';

const set = tempDir('fleetcase-r24-');
afterAll(() => set.cleanup());
set.write(
  'g1/t.xsd',
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:v" xmlns="urn:v" elementFormDefault="qualified">
  <xs:element name="r"><xs:complexType><xs:sequence>
    <xs:element name="flag" type="xs:string" fixed="on" minOccurs="0"/>
    <xs:element name="count" type="xs:int" default="5" minOccurs="0"/>
    <xs:element name="note" type="xs:string" fixed="" minOccurs="0"/>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
);

describe('review r24 newsets H1: an empty CDATA section under a default or fixed value', () => {
  const cases: Array<[string, string, string[]]> = [
    ['fixed "on", an empty section', '<flag><![CDATA[]]></flag>', []],
    ['fixed "", an empty section', '<note><![CDATA[]]></note>', []],
    ['an xs:int default, an empty section', '<count><![CDATA[]]></count>', []],
    ['an xs:int default, two empty sections and a comment', '<count><![CDATA[]]><!-- c --><![CDATA[]]></count>', []],
    ['fixed "on", a section holding another value', '<flag><![CDATA[off]]></flag>', ['xsd-invalid']],
    ['an xs:int default, a whitespace section (whitespace is no int)', '<count><![CDATA[ ]]></count>', ['xsd-invalid-value']],
  ];
  for (const engine of ['libxml2', 'libxmljs2', 'both'] as const) {
    it.each(cases)(`${engine}: %s`, async (_, body, rules) => {
      const validator = createValidator({ schemasDir: set.dir, engine });
      try {
        const result = await validator.validateAsync(`<r xmlns="urn:v">${body}</r>`);
        expect(result.issues.map((issue) => issue.rule)).toStrictEqual(rules);
      } finally {
        validator.close();
      }
    }, 60_000);
  }
});

describe('review r24 reporters: the config, globs and reporters', () => {
  const beta = caseRequest('0.3-beta', '');
  const config = (entries: unknown, bom = '') => `${bom}${JSON.stringify({ validate: entries }, null, 2)}\n`;

  it('an entry naming a folder applies its generation to the files below it (H1)', async () => {
    const work = tempDir();
    try {
      work.write('payloads/cases/c.xml', beta);
      work.write('fleetcase.config.json', config([{ files: 'payloads/cases', generation: '0.0.7' }]));
      const run = await runCli(['validate', '--format', 'json'], work.dir);
      expect(run.code).toBe(1);
      expect(JSON.parse(run.out).files[0].issues.map((issue: { rule: string }) => issue.rule)).toStrictEqual(['version-mismatch']);
      work.write('fleetcase.config.json', config([{ files: './payloads/', generation: '0.0.7' }]));
      expect((await runCli(['validate', 'payloads/cases/c.xml'], work.dir)).out).toContain('version-mismatch');
    } finally {
      work.cleanup();
    }
  });

  it('an absolute glob matches from a subfolder too (M1), and a byte order mark is read (L2)', async () => {
    const work = tempDir();
    try {
      work.write('sub/c.xml', beta);
      work.write('sub/deeper/.keep', '');
      work.write('fleetcase.config.json', config([{ files: `${work.dir}/sub/*.xml`, generation: '0.0.7' }], '\uFEFF'));
      const run = await runCli(['validate', '--config', '../../fleetcase.config.json'], `${work.dir}/sub/deeper`);
      expect(run.err).toBe('');
      expect(run.code).toBe(1);
      expect(run.out).toContain('version-mismatch');
    } finally {
      work.cleanup();
    }
  });

  it('a ** glob ends under two links back up the tree, each file once (H2)', async () => {
    const work = tempDir();
    try {
      work.write('d/a.xml', validFixture('0.3-beta', 'CaseRequest.case.1'));
      work.write('d/sub/b.xml', validFixture('0.3-beta', 'CaseRequest.case.1'));
      symlinkSync('..', `${work.dir}/d/sub/loop`);
      symlinkSync('../sub', `${work.dir}/d/sub/self`);
      const run = await runCli(['validate', 'd/**/*.xml'], work.dir);
      expect(run.code).toBe(0);
      expect(run.out).toContain('2 files checked: 2 valid');
    } finally {
      work.cleanup();
    }
  }, 60_000);

  it('github annotations escape the control characters of a file name (L4)', async () => {
    const run = await runCliIn(
      { 'e\u001b[31m.xml': '<nope/>' },
      ['validate', '--format', 'github', 'e\u001b[31m.xml'],
    );
    expect(run.code).toBe(1);
    expect(run.out).not.toContain('\u001b');
    expect(run.out).toContain('file=e\\u001b[31m.xml');
  });

  it('JUnit writes a CR of a message as a character reference in the failure text (L7)', async () => {
    const run = await runCliIn(
      { 'n.xml': '<case xmlns="urn:x&#13;y"/>' },
      ['validate', '--format', 'junit', 'n.xml'],
    );
    expect(run.code).toBe(1);
    expect(run.out).not.toContain('\r');
    expect(run.out).toMatch(/<failure [^>]*>[^<]*&#13;/);
  });
});
