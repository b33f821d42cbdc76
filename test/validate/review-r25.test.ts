/**
 * Review r25 recheck H1: libxml2 orders a zoned date or time against a bound its own way; a
 * value XSD's order takes (`13:00:00+02:00` is 11:00 UTC, under `maxInclusive 12:00:00Z`) is no
 * longer refused on the libxml2 engines (`zoned-bounds`), as Xerces and the generated validators
 * take it; a value outside the bound stays refused; an attribute's value too (review r26 recheck H1). L3: a config saved as UTF-16 is told so.
 * L5: github annotations escape a tab and C1 controls of a file name.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createValidator } from '../../src/validate/index.js';
import { runCliIn, tempDir } from './helpers.js';

const set = tempDir('fleetcase-r25-');
afterAll(() => set.cleanup());
set.write(
  'g1/t.xsd',
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:z" xmlns="urn:z" elementFormDefault="qualified">
  <xs:simpleType name="OpenUntil"><xs:restriction base="xs:time"><xs:maxInclusive value="12:00:00Z"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="Before"><xs:restriction base="xs:gYearMonth"><xs:maxExclusive value="2000-02Z"/></xs:restriction></xs:simpleType>
  <xs:element name="r"><xs:complexType><xs:sequence>
    <xs:element name="until" type="OpenUntil" minOccurs="0"/>
    <xs:element name="before" type="Before" minOccurs="0"/>
    <xs:element name="e" minOccurs="0"><xs:complexType><xs:attribute name="at" type="OpenUntil"/></xs:complexType></xs:element>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
);

describe('review r25 recheck H1: zoned values against bounds', () => {
  const cases: Array<[string, string[]]> = [
    ['<until>13:00:00+02:00</until>', []],
    ['<until>11:59:59Z</until>', []],
    ['<before>2000-02+01:00</before>', []],
    ['<until>13:00:00+00:30</until>', ['xsd-invalid-value']],
    ['<until>12:00:01Z</until>', ['xsd-invalid-value']],
    ['<before>2000-02Z</before>', ['xsd-invalid-value']],
    // an attribute's value, judged by the attribute's type (review r26 recheck H1)
    ['<e at="13:00:00+02:00"/>', []],
    ['<e at="12:00:01Z"/>', ['xsd-invalid-value']],
  ];
  for (const engine of ['libxml2', 'libxmljs2', 'both'] as const) {
    it.each(cases)(`${engine}: %s`, async (body, rules) => {
      const validator = createValidator({ schemasDir: set.dir, engine });
      try {
        const result = await validator.validateAsync(`<r xmlns="urn:z">${body}</r>`);
        expect(result.issues.map((issue) => issue.rule)).toStrictEqual(rules);
      } finally {
        validator.close();
      }
    }, 60_000);
  }
});

describe('review r25 recheck L3, L5', () => {
  const json = '{"validate":[]}';
  it.each([
    ['UTF-16 with a byte order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]), 'saved as UTF-16'],
    ['UTF-32 with a byte order mark (review r26 recheck L2)', Buffer.from([0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0]), 'saved as UTF-32'],
    ['UTF-16 without one (review r26 recheck L2)', Buffer.from(json, 'utf16le'), 'holds NUL bytes'],
  ])('a config in %s is told so', async (_, bytes, said) => {
    const run = await runCliIn(
      {
        'fleetcase.config.json': bytes,
        'a.xml': '<a/>',
      },
      ['validate', 'a.xml'],
    );
    expect(run.code).toBe(2);
    expect(run.err).toContain(`fleetcase.config.json:1: invalid config: ${said}`);
  });

  it('the text report escapes DEL and C1 controls of a file name too (review r26 recheck L5)', async () => {
    const run = await runCliIn(
      { 'c\u009b31m\u007f.xml': '<nope/>' },
      ['validate', 'c\u009b31m\u007f.xml'],
    );
    expect(run.out).toContain('c\\u009b31m\\u007f.xml:');
    expect(run.out).not.toMatch(/[\u007f-\u009f]/);
  });

  it('github annotations escape a tab and a C1 control of a file name', async () => {
    const run = await runCliIn(
      { 't\tn\u0085.xml': '<nope/>' },
      ['validate', '--format', 'github', 't\tn\u0085.xml'],
    );
    expect(run.out).toContain('file=t\\u0009n\\u0085.xml');
  });
});
