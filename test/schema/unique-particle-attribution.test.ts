/**
 * Unique Particle Attribution (review round 10, eng #2): a content model in which a child may
 * belong to two particles (`(a?, a)`; CEGUI GUILayout's `Property*, Window*, Property*`) is not
 * valid XSD (cos-nonambig): xmllint, libxml2 (`fleetcase validate`) and Xerces refuse the schema,
 * and generated decoders, which give each child the one particle its place allows, read such
 * documents wrongly. The loader refuses it as a schema error naming the type and both particles.
 * Xerces (schema-full-checking) is the reference where Debian's xmllint 2.9.14 misses a case
 * (wildcards, counted repetitions): every row's verdict is Xerces'.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { unrolledBounds } from '../../src/schema/unique-particle-attribution.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { loadError, writeTree, xsd } from './helpers.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'upa');
const NOT_DETERMINIST = 'The content model is not determinist';

const a = (occurs = '') => `<xs:element name="a" type="xs:string"${occurs}/>`;
const b = (occurs = '') => `<xs:element name="b" type="xs:string"${occurs}/>`;
const seq = (inner: string, occurs = '') => `<xs:sequence${occurs}>${inner}</xs:sequence>`;
const choice = (inner: string, occurs = '') => `<xs:choice${occurs}>${inner}</xs:choice>`;
const OPT = ' minOccurs="0"';
const MANY = ' minOccurs="0" maxOccurs="unbounded"';

/** A schema whose root `<r>` has `content` as its complex type's content model. */
function schema(content: string): string {
  return xsd([
    '<xs:element name="h" type="xs:string"/>',
    '<xs:element name="m" type="xs:string" substitutionGroup="t:h"/>',
    `<xs:element name="r"><xs:complexType>${content}</xs:complexType></xs:element>`,
  ]);
}

/** The loader's verdict on `content`: the schema error's message, or '' when it loads. */
function loaderVerdict(content: string): string {
  const files = { 'set/t.xsd': schema(content) };
  try {
    loadSchemaSet(join(writeTree(files), 'set'));
    return '';
  } catch {
    return loadError(files).message;
  }
}

/** xmllint's verdict on the schema of `content`: true when it refuses it as not deterministic. */
function xmllintRefuses(content: string): boolean {
  const path = join(writeTree({ 't.xsd': schema(content) }), 't.xsd');
  return xmllintVerdict(path, '<r xmlns="urn:test:a"/>').includes(NOT_DETERMINIST);
}

describe('content models: refused exactly when XSD engines find them not deterministic', () => {
  // [case, content model, refused (Xerces cos-nonambig), xmllint 2.9.14 agrees]
  const table: Array<[string, string, boolean, boolean]> = [
    ['(a?, a)', seq(a(OPT) + a()), true, true],
    ['(a*, b*, a*)', seq(a(MANY) + b(MANY) + a(MANY)), true, true],
    [
      'GUILayout: (a*, (b | c)*, a*)',
      seq(a(MANY) + choice(b() + '<xs:element name="c"/>', MANY) + a(MANY)),
      true,
      false,
    ],
    ['(a | (a, b))', choice(a() + seq(a() + b())), true, true],
    ['(a, b?)+, a?', seq(seq(a() + b(OPT), ' maxOccurs="unbounded"') + a(OPT)), true, true],
    ['xs:all of a twice', `<xs:all>${a()}${a(OPT)}</xs:all>`, true, true],
    [
      '(h?, m): m is in the substitution group of h',
      seq('<xs:element ref="t:h" minOccurs="0"/><xs:element ref="t:m"/>'),
      true,
      true,
    ],
    ['(a{1,2}, a)', seq(a(' maxOccurs="2"') + a()), true, false],
    ['(a{2,3}, a?)', seq(a(' minOccurs="2" maxOccurs="3"') + a(OPT)), true, false],
    ['(a?, any)', seq(a(OPT) + '<xs:any/>'), true, false],
    [
      '(any ##targetNamespace?, any)',
      seq('<xs:any namespace="##targetNamespace" minOccurs="0"/><xs:any/>'),
      true,
      false,
    ],
    ['(a{2}, a?): the count tells', seq(a(' minOccurs="2" maxOccurs="2"') + a(OPT)), false, true],
    ['((a, b){2}, a?)', seq(seq(a() + b(), ' minOccurs="2" maxOccurs="2"') + a(OPT)), false, true],
    [
      '(a?, b?){2}: copies of one particle',
      seq(a(OPT) + b(OPT), ' minOccurs="2" maxOccurs="2"'),
      false,
      true,
    ],
    ['(a?, b?)*', seq(a(OPT) + b(OPT), ' maxOccurs="unbounded"'), false, true],
    ['(a, any)', seq(a() + '<xs:any/>'), false, true],
    ['(a?, any ##other)', seq(a(OPT) + '<xs:any namespace="##other"/>'), false, true],
    ['((a | b), a)', seq(choice(a() + b()) + a()), false, true],
    [
      'DocBook 5 appendix: ((a+, b*) | b+)?, the same names in exclusive branches',
      choice(seq(a(' maxOccurs="unbounded"') + b(MANY)) + b(' maxOccurs="unbounded"'), OPT),
      false,
      true,
    ],
  ];
  it.each(table)('%s', (_, content, refused, xmllintAgrees) => {
    const message = loaderVerdict(content);
    if (refused) expect(message).toContain('is not deterministic (Unique Particle Attribution');
    else expect(message).toBe('');
    if (xmllintAgrees) expect(xmllintRefuses(content)).toBe(refused);
  });
});

describe('the schema error names file, line, type and both particles', () => {
  it("the reviewer's CEGUI repro: Property*, Window*, Property*", () => {
    const xsdPath = join(FIXTURES, 'window', 'GUILayout.xsd');
    // The reviewer's document: the codecs read its second <Property> into the first particle.
    const document = readFileSync(join(FIXTURES, 'window.xml'));
    expect(xmllintVerdict(xsdPath, document)).toContain(NOT_DETERMINIST);
    expect(() => loadSchemaSet(join(FIXTURES, 'window'))).toThrow(
      'window/GUILayout.xsd:4: the content model of complex type \'WindowType\' is not deterministic (Unique Particle Attribution, cos-nonambig): an element <Property> as the first child may belong to the xs:element name="Property" at line 6 or to the xs:element name="Property" at line 8; XSD engines refuse such a schema (xmllint: "The content model is not determinist")',
    );
  });

  // Review r14 newsets: pepXML 1.22's `xs:any*` before `parameter*` compiles in Debian's xmllint
  // 2.9.14, so the message does not say xmllint refuses it.
  it('a wildcard conflict names Xerces and libxml2, and the xmllint 2.9 that misses it', () => {
    const content = seq('<xs:any namespace="##any" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>' + a(MANY));
    expect(loaderVerdict(content)).toMatch(
      /may belong to the xs:any wildcard at line \d+ or to the xs:element name="a" at line \d+; XSD engines refuse such a schema \(Xerces: cos-nonambig; libxml2: "The content model is not determinist", though libxml2 2\.9's xmllint misses some conflicts with a wildcard\)$/,
    );
    expect(xmllintRefuses(content)).toBe(false);
  });

  it('(a?, a): an anonymous type, by its element', () => {
    expect(() => loadSchemaSet(join(FIXTURES, 'optional-twice'))).toThrow(
      'optional-twice/Twice.xsd:4: the content model of the anonymous complex type of \'r\' is not deterministic (Unique Particle Attribution, cos-nonambig): an element <a> as the first child may belong to the xs:element name="a" at line 6 or to the xs:element name="a" at line 7',
    );
  });

  it('after the child that leads to the conflict; a wildcard named as such', () => {
    const message = loaderVerdict(seq('<xs:element name="x"/>' + a(OPT) + '<xs:any/>'));
    expect(message).toMatch(
      /an element <a> after <x> may belong to the xs:element name="a" at line \d+ or to the xs:any wildcard at line \d+/,
    );
  });

  it("a base type's conflict is reported once, not again for each type extending it", () => {
    const message = loadError({
      'set/t.xsd': xsd([
        `<xs:complexType name="Base">${seq(a(OPT) + a())}</xs:complexType>`,
        '<xs:complexType name="Derived"><xs:complexContent><xs:extension base="t:Base">',
        `  ${seq(b())}`,
        '</xs:extension></xs:complexContent></xs:complexType>',
      ]),
    }).message;
    expect(message).toContain("complex type 'Base'");
    expect(message).not.toContain("complex type 'Derived'");
  });

  it('fleetcase generate exits 2 with the message, no stack trace', async () => {
    const io = memoryIo(FIXTURES);
    const code = await main(
      ['generate', '--schemas', 'window', '--out', join(writeTree({}), 'out')],
      io,
    );
    expect({ code, out: io.out }).toStrictEqual({ code: 2, out: '' });
    expect(io.err).toMatch(
      /^fleetcase: window\/GUILayout\.xsd:4: the content model of complex type 'WindowType'/,
    );
    expect(io.err).not.toContain('    at ');
  });
});

describe('unrolledBounds: the fewest copies that keep every kind of repetition step', () => {
  // [minOccurs, maxOccurs, want]
  const table: Array<[number, number | 'unbounded', { min: number; max: number | 'unbounded' }]> = [
    [1, 1, { min: 1, max: 1 }],
    [0, 1, { min: 0, max: 1 }],
    [0, 'unbounded', { min: 0, max: 'unbounded' }],
    [5, 'unbounded', { min: 2, max: 'unbounded' }],
    [3, 3, { min: 2, max: 2 }],
    [3, 7, { min: 2, max: 3 }],
    [0, 5, { min: 0, max: 2 }],
    [1, 2, { min: 1, max: 2 }],
    [0, 0, { min: 0, max: 0 }],
  ];
  it.each(table)('{%s,%s}', (min, max, want) => {
    expect(unrolledBounds(min, max)).toEqual(want);
  });
});
