/**
 * Schema errors (SchemaInvalid: the XSD breaks XML Schema's own rules) of a run are reported all
 * at once, in file and line order, as xmllint lists them and as unsupported constructs already
 * are (review r9 tools, finding 8: mono-xbuild's MSBuild schema redeclares `Include` in eight
 * extensions); a child XSD does not allow where it stands is such an error, not an "unsupported
 * construct" (finding 7: SUMO's statistic_file.xsd has xs:sequence directly in xs:element).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { isFleetcaseError, type FleetcaseError } from '../../src/errors.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { SchemaErrors } from '../../src/schema/refusals.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { loadError, writeTree, xsd } from './helpers.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'r9-tools');
const MSB = '{http://schemas.microsoft.com/developer/msbuild/2003}SimpleItemType';

function loadFolder(dir: string): FleetcaseError {
  try {
    loadSchemaSet(dir);
  } catch (error) {
    if (isFleetcaseError(error)) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
}

describe('every schema error of a run, at once', () => {
  it('MSBuild (an excerpt of mono-xbuild 14.0, unmodified): the three redeclared Include attributes xmllint lists', () => {
    const xmllint = xmllintVerdict(
      join(FIXTURES, 'msbuild', 'Microsoft.Build.xsd'),
      '<Project xmlns="http://schemas.microsoft.com/developer/msbuild/2003"/>',
    );
    expect(xmllint.match(/Duplicate attribute use 'Include'/g)).toHaveLength(3);
    const error = loadFolder(join(FIXTURES, 'msbuild'));
    expect(error).toBeInstanceOf(SchemaErrors);
    expect(error.kind).toBe('SchemaInvalid');
    const again = (line: number) =>
      `msbuild/MSBuild/Microsoft.Build.CommonTypes.xsd:${line}: extension of '${MSB}' declares its attribute 'Include' again (only a restriction may)`;
    expect(error.message.split('\n')).toEqual([
      again(16),
      again(67),
      again(133),
      '3 schema errors',
    ]);
  });

  it('errors of the reader, of facet values and of default values, across files, with a refusal, in file and line order', () => {
    const files = {
      'set/a.xsd': xsd([
        '<xs:redefine schemaLocation="x.xsd"/>',
        '<xs:simpleType name="D"><xs:restriction base="xs:decimal">',
        '  <xs:maxExclusive value="1E0"/>',
        '</xs:restriction></xs:simpleType>',
        '<xs:element name="e" type="xs:decimal" default="abc"/>',
      ]),
      'set/b.xsd': xsd(
        [
          '<xs:complexType name="T"><xs:sequence>',
          '  <xs:element name="x" type="xs:string" minOccurs="2" maxOccurs="1"/>',
          '</xs:sequence></xs:complexType>',
        ],
        { namespace: 'urn:test:b' },
      ),
    };
    const root = writeTree(files);
    expect(xmllintVerdict(join(root, 'set/b.xsd'), '<r/>')).toMatch(/failed to compile/);
    const error = loadError(files);
    expect(error).toBeInstanceOf(SchemaErrors);
    // The value parsers' own wording (src/runtime) follows the part each line is about.
    const lines = error.message.split('\n');
    expect(
      lines.map((line, index) =>
        index === 1 || index === 2 ? line.slice(0, line.indexOf(' is not a decimal') + 17) : line,
      ),
    ).toEqual([
      'set/a.xsd:2: unsupported XSD construct <xs:redefine> in xs:schema',
      'set/a.xsd:4: xs:maxExclusive value="1E0" is not a value of xs:decimal ("1E0" is not a decimal',
      'set/a.xsd:6: xs:element "e": default="abc" is not a value of its type xs:decimal ("abc" is not a decimal',
      'set/b.xsd:3: maxOccurs (1) is less than minOccurs (2)',
      '3 schema errors and 1 unsupported XSD construct: see README "Supported XSD subset"',
    ]);
  });

  it('one schema error alone keeps its one-line message', () => {
    const error = loadError({
      'set/a.xsd': xsd(['<xs:element name="e" type="xs:decimal" default="abc"/>']),
    });
    expect(error).not.toBeInstanceOf(SchemaErrors);
    expect(error.message).toMatch(
      /^set\/a\.xsd:2: xs:element "e": default="abc" is not a value of its type xs:decimal \("abc" is not a decimal[^\n]*$/,
    );
  });

  it('fleetcase generate --schemas lists them from the working directory, and exits 2', async () => {
    const io = memoryIo(FIXTURES);
    const code = await main(
      ['generate', '--schemas', 'msbuild', '--out', join(writeTree({}), 'out')],
      io,
    );
    expect({ code, out: io.out }).toStrictEqual({ code: 2, out: '' });
    expect(
      io.err
        .replace(/^fleetcase: /, '')
        .split('\n')
        .slice(0, 4)
        .map((line) => line.split(': ')[0]),
    ).toEqual([
      'msbuild/MSBuild/Microsoft.Build.CommonTypes.xsd:16',
      'msbuild/MSBuild/Microsoft.Build.CommonTypes.xsd:67',
      'msbuild/MSBuild/Microsoft.Build.CommonTypes.xsd:133',
      '3 schema errors',
    ]);
  });
});

/**
 * Several errors inside one content model (review r10 lab F4): each sibling is still read after
 * one of them fails, so every error is listed, as xmllint lists them. VisTrails' `log.xsd`
 * (python3-vistrails, BSD; its misplaced XML declaration after the licence comment removed, as the
 * reviewer did) gives local elements both `name` and `ref`, three of them in some choices.
 */
describe('every schema error of one content model', () => {
  const lines = (text: string) => [...text.matchAll(/\.xsd:(\d+):/g)].map((match) => Number(match[1]));

  it('VisTrails log.xsd: the twelve elements with both name and ref xmllint lists, not one per model group', () => {
    const dir = join(import.meta.dirname, 'fixtures', 'r10-lab', 'vistrails');
    const xmllint = lines(xmllintVerdict(join(dir, 'log.xsd'), '<log/>'));
    expect(xmllint).toEqual([42, 56, 57, 58, 96, 114, 115, 116, 134, 144, 145, 146]);
    const error = loadFolder(dir);
    expect(error).toBeInstanceOf(SchemaErrors);
    expect(lines(error.message)).toEqual(xmllint);
    expect(error.message.split('\n')[1]).toBe('vistrails/log.xsd:56: xs:element has both name and ref (it needs one of them, not both)');
  });

  const cases: Array<{ name: string; given: string[]; want: string[] }> = [
    {
      name: 'three elements of one sequence',
      given: [
        '<xs:element name="a" type="xs:string"/>',
        '<xs:complexType name="T"><xs:sequence>',
        '  <xs:element name="x" ref="t:a"/>',
        '  <xs:element name="y" ref="t:a"/>',
        '  <xs:element name="z" ref="t:a"/>',
        '</xs:sequence></xs:complexType>',
      ],
      want: [
        'set/a.xsd:4: xs:element has both name and ref (it needs one of them, not both)',
        'set/a.xsd:5: xs:element has both name and ref (it needs one of them, not both)',
        'set/a.xsd:6: xs:element has both name and ref (it needs one of them, not both)',
        '3 schema errors',
      ],
    },
    {
      name: 'nested groups and attributes of one type',
      given: [
        '<xs:attribute name="g" type="xs:string"/>',
        '<xs:complexType name="T"><xs:sequence>',
        '  <xs:choice><xs:element/>',
        '    <xs:element name="b" minOccurs="2" maxOccurs="1"/></xs:choice>',
        '  <xs:element name="c"/>',
        '</xs:sequence>',
        '  <xs:attribute name="h" ref="t:g"/>',
        '  <xs:attribute/>',
        '</xs:complexType>',
      ],
      want: [
        'set/a.xsd:4: xs:element needs a name or a ref',
        'set/a.xsd:5: maxOccurs (1) is less than minOccurs (2)',
        'set/a.xsd:8: xs:attribute has both name and ref (it needs one of them, not both)',
        'set/a.xsd:9: xs:attribute needs a name or a ref',
        '4 schema errors',
      ],
    },
  ];
  it.each(cases)('$name: every one, as xmllint finds the XSD invalid', ({ given, want }) => {
    const files = { 'set/a.xsd': xsd(given) };
    expect(xmllintVerdict(join(writeTree(files), 'set/a.xsd'), '<r/>')).toMatch(/failed to compile/);
    expect(loadError(files).message.split('\n')).toEqual(want);
  });
});

describe('a child XSD does not allow there is a schema error, not an unsupported construct', () => {
  it("the reviewer's repro (SUMO statistic_file.xsd): xs:sequence directly in xs:element", () => {
    expect(xmllintVerdict(join(FIXTURES, 'invalid-xsd', 't.xsd'), '<statistics/>')).toMatch(
      /The content is not valid[\s\S]*failed to compile/,
    );
    const error = loadFolder(join(FIXTURES, 'invalid-xsd'));
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.message).toBe(
      'invalid-xsd/t.xsd:4: <xs:element "statistics"> cannot contain xs:sequence; wrap the content model in an xs:complexType (XML Schema allows xs:annotation, xs:simpleType, xs:complexType, xs:unique, xs:key, xs:keyref there)',
    );
  });

  const cases: Array<{
    name: string;
    given: string[];
    want: { kind: string; line: number; message: string };
  }> = [
    {
      name: 'xs:sequence in xs:all (neither XSD 1.0 nor 1.1)',
      given: [
        '<xs:complexType name="T"><xs:all>',
        '  <xs:sequence/>',
        '</xs:all></xs:complexType>',
      ],
      want: {
        kind: 'SchemaInvalid',
        line: 3,
        message:
          '<xs:all> cannot contain xs:sequence (XML Schema allows xs:annotation, xs:element there)',
      },
    },
    {
      name: 'xs:attribute in xs:sequence',
      given: [
        '<xs:complexType name="T"><xs:sequence>',
        '  <xs:attribute name="a"/>',
        '</xs:sequence></xs:complexType>',
      ],
      want: {
        kind: 'SchemaInvalid',
        line: 3,
        message: '<xs:sequence> cannot contain xs:attribute',
      },
    },
    {
      name: 'an element XML Schema does not have',
      given: [
        '<xs:complexType name="T"><xs:sequence>',
        '  <xs:elemnt name="a"/>',
        '</xs:sequence></xs:complexType>',
      ],
      want: {
        kind: 'SchemaInvalid',
        line: 3,
        message: 'xs:elemnt is no element of XML Schema (in <xs:sequence>)',
      },
    },
    {
      name: 'XSD 1.1 xs:assert stays an unsupported construct',
      given: ['<xs:complexType name="T">', '  <xs:assert test="true()"/>', '</xs:complexType>'],
      want: {
        kind: 'SchemaUnsupportedConstruct',
        line: 3,
        message: 'unsupported XSD construct <xs:assert> in xs:complexType "T"',
      },
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const files = { 'set/a.xsd': xsd(given) };
    if (want.kind === 'SchemaInvalid')
      expect(xmllintVerdict(join(writeTree(files), 'set/a.xsd'), '<r/>')).toMatch(
        /failed to compile/,
      );
    const error = loadError(files);
    expect(error.kind).toBe(want.kind);
    expect(error.message).toContain(`set/a.xsd:${want.line}: ${want.message}`);
  });
});
