/**
 * The loader on third-party XSD sets (findings of a black-box review): XSDs that break XSD 1.0's
 * own rules are refused with file and line (an invalid pattern, xs:all with repeated elements,
 * facets that do not apply to their type), schemas are told apart by more than their file name,
 * a file several schemas include belongs to the same one whichever other files the folder has,
 * and a folder of sub-folders is answered with what to point `--schemas` at.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { loadError, NS, writeTree, xsd } from './helpers.js';

describe('XSD 1.0 violations are refused with file and line', () => {
  const cases: Array<{ name: string; given: string[]; want: { kind: string; line: number; message: string } }> = [
    {
      name: 'an invalid xs:pattern',
      given: ['<xs:simpleType name="S"><xs:restriction base="xs:string">', '  <xs:pattern value="[a-z"/>', '</xs:restriction></xs:simpleType>'],
      want: { kind: 'SchemaInvalid', line: 3, message: 'xs:pattern value="[a-z" is not a valid XSD regular expression' },
    },
    {
      name: 'an element of xs:all with maxOccurs="unbounded" (XSD 1.1)',
      given: ['<xs:complexType name="A"><xs:all>', '  <xs:element name="x" type="xs:string" maxOccurs="unbounded"/>', '</xs:all></xs:complexType>'],
      want: { kind: 'SchemaUnsupportedConstruct', line: 3, message: 'unsupported XSD construct <xs:element maxOccurs="unbounded"> in xs:all' },
    },
    {
      name: 'xs:all with maxOccurs="2"',
      given: ['<xs:complexType name="A">', '  <xs:all maxOccurs="2"><xs:element name="x" type="xs:string"/></xs:all>', '</xs:complexType>'],
      want: { kind: 'SchemaInvalid', line: 3, message: 'xs:all must have minOccurs 0 or 1 and maxOccurs 1' },
    },
    {
      name: 'a reference to an all group inside a sequence',
      given: ['<xs:group name="G"><xs:all><xs:element name="x" type="xs:string"/></xs:all></xs:group>', '<xs:complexType name="A"><xs:sequence>', '  <xs:group ref="t:G"/>', '</xs:sequence></xs:complexType>'],
      want: { kind: 'SchemaInvalid', line: 4, message: 'a model group of xs:all may only be the whole content model of a type' },
    },
    {
      name: 'totalDigits on xs:string',
      given: ['<xs:simpleType name="S"><xs:restriction base="xs:string"><xs:totalDigits value="3"/></xs:restriction></xs:simpleType>'],
      want: { kind: 'SchemaInvalid', line: 2, message: 'facet xs:totalDigits does not apply to xs:string' },
    },
    {
      name: 'maxLength on a restriction of xs:date, through a named base',
      given: ['<xs:simpleType name="D"><xs:restriction base="xs:date"/></xs:simpleType>', '<xs:simpleType name="S"><xs:restriction base="t:D"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>'],
      want: { kind: 'SchemaInvalid', line: 3, message: 'facet xs:maxLength does not apply to xs:date' },
    },
    {
      name: 'minInclusive on a list',
      given: ['<xs:simpleType name="L"><xs:list itemType="xs:int"/></xs:simpleType>', '<xs:simpleType name="S"><xs:restriction base="t:L"><xs:minInclusive value="3"/></xs:restriction></xs:simpleType>'],
      want: { kind: 'SchemaInvalid', line: 3, message: 'facet xs:minInclusive does not apply to a list type' },
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(error.kind).toBe(want.kind);
    expect(error.props).toMatchObject({ file: 'set/a.xsd', line: want.line });
    expect(error.message).toContain(`set/a.xsd:${want.line}: ${want.message}`);
  });

  it('a pattern is quoted as the file writes it, backslashes single (JOSM gpx-drawing-extensions-1.0.xsd:62)', () => {
    const files = { 'set/a.xsd': xsd(['<xs:simpleType name="S"><xs:restriction base="xs:string">', '  <xs:pattern value="\\#([a-fA-F0-9]{6}|[a-fA-F0-9]{8})"/>', '</xs:restriction></xs:simpleType>']) };
    expect(xmllintVerdict(join(writeTree(files), 'set', 'a.xsd'), '<x/>')).toMatch(/failed to compile/);
    expect(loadError(files).message).toBe(
      'set/a.xsd:3: xs:pattern value="\\#([a-fA-F0-9]{6}|[a-fA-F0-9]{8})" is not a valid XSD regular expression (unknown escape \\# at offset 2)',
    );
  });

  it('accepts the facets XSD allows', () => {
    const generation = loadSchemaSet(
      join(
        writeTree({
          'set/a.xsd': xsd([
            '<xs:simpleType name="A"><xs:restriction base="xs:string"><xs:maxLength value="3"/><xs:pattern value="[a-z]+"/></xs:restriction></xs:simpleType>',
            '<xs:simpleType name="B"><xs:restriction base="xs:int"><xs:totalDigits value="3"/><xs:minInclusive value="1"/></xs:restriction></xs:simpleType>',
            '<xs:simpleType name="C"><xs:restriction base="xs:date"><xs:minExclusive value="2000-01-01"/></xs:restriction></xs:simpleType>',
            '<xs:simpleType name="D"><xs:restriction base="xs:boolean"><xs:pattern value="true|false"/></xs:restriction></xs:simpleType>',
            '<xs:simpleType name="E"><xs:list itemType="xs:int"/></xs:simpleType>',
            '<xs:simpleType name="F"><xs:restriction base="t:E"><xs:maxLength value="2"/></xs:restriction></xs:simpleType>',
            '<xs:complexType name="G"><xs:all minOccurs="0"><xs:element name="x" type="xs:string" minOccurs="0"/></xs:all></xs:complexType>',
          ]),
        }),
        'set',
      ),
    );
    expect(Object.keys(generation.types)).toHaveLength(7);
  });

  it('generate exits 2 naming file, line and pattern', async () => {
    const dir = writeTree({ 'set/a.xsd': xsd(['<xs:simpleType name="S"><xs:restriction base="xs:string"><xs:pattern value="(ab"/></xs:restriction></xs:simpleType>']) });
    const io = memoryIo(dir);
    const code = await main(['generate', '--schemas', 'set', '--out', 'out', '--check'], io);
    expect(code).toBe(2);
    expect(io.err).toMatch(/^fleetcase: set\/a\.xsd:2: xs:pattern value="\(ab" is not a valid XSD regular expression \(.+\)\n$/);
  });
});

describe('schemas are told apart by namespace, not by file name alone', () => {
  const types = (namespace: string, element: string) =>
    xsd([`<xs:element name="Item"><xs:complexType><xs:sequence><xs:element name="${element}" type="xs:string"/></xs:sequence></xs:complexType></xs:element>`], { namespace });
  const files = {
    'a/Types.xsd': types('urn:a', 'code'),
    'b/Types.xsd': types('urn:b', 'qty'),
    'main/order.xsd': xsd(['<xs:import namespace="urn:a" schemaLocation="../a/Types.xsd"/>', '<xs:import namespace="urn:b" schemaLocation="../b/Types.xsd"/>', '<xs:element name="order" type="xs:string"/>']),
  };

  it('a/Types.xsd and b/Types.xsd of two namespaces are two schemas with their roots', () => {
    const generation = loadSchemaSet(join(writeTree(files), 'main'));
    expect(generation.schemas.map(({ name, namespace, file, roots, issued }) => ({ name, namespace, file, roots, issued }))).toStrictEqual([
      { name: 'Types', namespace: 'urn:a', file: 'a/Types.xsd', roots: ['Item'], issued: false },
      { name: 'b/Types', namespace: 'urn:b', file: 'b/Types.xsd', roots: ['Item'], issued: false },
      { name: 'order', namespace: NS, file: 'main/order.xsd', roots: ['order'], issued: true },
    ]);
    expect(generation.extraSchemas).toStrictEqual([]);
  });

  it('`fleetcase schemas` lists both', async () => {
    const dir = writeTree(files);
    const io = memoryIo(dir);
    expect(await main(['schemas', '--schemas', join(dir, 'main'), '--format', 'json'], io)).toBe(0);
    const listing = JSON.parse(io.out) as { generations: Array<{ schemas: Array<{ name: string; file: string }> }> };
    expect(listing.generations[0]!.schemas.map((schema) => [schema.name, schema.file])).toStrictEqual([
      ['Types', 'a/Types.xsd'],
      ['b/Types', 'b/Types.xsd'],
      ['order', 'main/order.xsd'],
    ]);
  });

  it('other versions of an API schema stay outside the set (schemas/ inheritance)', () => {
    const api = (version: string) => `http://www.decisiv.net/platform_api/${version}/Case/CaseTypes`;
    const generation = loadSchemaSet(
      join(
        writeTree({
          '0.2/CaseTypes.xsd': xsd(['<xs:element name="status" type="xs:string"/>'], { namespace: api('0.2') }),
          '0.1/CaseTypes.xsd': xsd(['<xs:element name="status" type="xs:string"/>'], { namespace: api('0.1') }),
          '0.2/Note.xsd': xsd([`<xs:import namespace="${api('0.1')}" schemaLocation="../0.1/CaseTypes.xsd"/>`, '<xs:element name="note" type="xs:string"/>']),
        }),
        '0.2',
      ),
    );
    expect(generation.schemas.map((schema) => [schema.name, schema.version])).toStrictEqual([
      ['CaseTypes', '0.2'],
      ['Note', '0.2'],
    ]);
    expect(generation.extraSchemas?.map((schema) => [schema.name, schema.version])).toStrictEqual([['CaseTypes', '0.1']]);
  });
});

describe('a file several schemas include belongs to the first of them, whatever else is there', () => {
  const part = (body: string[]) => xsd(body, { namespace: 'urn:d' });
  const shared = {
    'set/Main.xsd': part(['<xs:include schemaLocation="inc/B.xsd"/>', '<xs:element name="top" type="xs:string"/>']),
    'set/inc/B.xsd': part(['<xs:include schemaLocation="D.xsd"/>']),
    'set/inc/D.xsd': part(['<xs:element name="dglobal" type="xs:string"/>']),
  };
  const rootsOf = (files: Record<string, string>) =>
    Object.fromEntries(loadSchemaSet(join(writeTree(files), 'set')).schemas.map((schema) => [schema.name, schema.roots]));

  it.each([
    { name: 'alone', given: shared, want: { Main: ['top', 'dglobal'] } },
    {
      name: 'with another schema that includes it sooner in breadth',
      given: { ...shared, 'set/Other.xsd': part(['<xs:include schemaLocation="inc/D.xsd"/>', '<xs:element name="other" type="xs:string"/>']) },
      want: { Main: ['top', 'dglobal'], Other: ['other'] },
    },
  ])('$name', ({ given, want }) => expect(rootsOf(given)).toStrictEqual(want));
});

describe('a folder of sub-folders of XSDs (UBL: xsd/{maindoc,common})', () => {
  it('says which sub-folders hold XSDs and what to point --schemas at', async () => {
    const dir = writeTree({
      'xsd/maindoc/Order.xsd': xsd(['<xs:element name="Order" type="xs:string"/>']),
      'xsd/common/Common.xsd': xsd(['<xs:element name="Id" type="xs:string"/>'], { namespace: 'urn:common' }),
    });
    const io = memoryIo(dir);
    expect(await main(['generate', '--schemas', 'xsd', '--out', 'out', '--check'], io)).toBe(2);
    expect(io.err).toContain('the folder holds no .xsd file itself (its sub-folders common, maindoc do): point --schemas at the sub-folder that holds the document schemas');
  });
});
