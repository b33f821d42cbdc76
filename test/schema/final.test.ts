/**
 * `final` and `finalDefault` (XSD Part 1, 3.3.2, 3.4.2; Part 2, 4.1.2): a schema deriving a type
 * in a way its base's `final` forbids, or declaring a substitution group member whose type
 * derives from the head's in a way the head's `final` names, does not compile. Every row is
 * compiled by libxml2 too (the engine of `fleetcase validate`), which must agree on what loads.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFleetcaseError } from '../../src/errors.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { loadFailure, xsd, writeTree } from './helpers.js';
import { SchemaCompiler } from './libxml.js';

const sequence = (name: string) => `<xs:sequence><xs:element name="${name}" type="xs:string" minOccurs="0"/></xs:sequence>`;
const base = (final: string) => `<xs:complexType name="Base"${final}>${sequence('a')}</xs:complexType>`;
const extension = (name: string, of = 't:Base') =>
  `<xs:complexType name="${name}"><xs:complexContent><xs:extension base="${of}">${sequence('b')}</xs:extension></xs:complexContent></xs:complexType>`;
const restriction = (name: string, of = 't:Base') =>
  `<xs:complexType name="${name}"><xs:complexContent><xs:restriction base="${of}">${sequence('a')}</xs:restriction></xs:complexContent></xs:complexType>`;
const simple = (name: string, final = '') => `<xs:simpleType name="${name}"${final}><xs:restriction base="xs:token"/></xs:simpleType>`;

interface Row {
  name: string;
  body: string[];
  /** Attributes of `<xs:schema>` (finalDefault). */
  schema?: string;
  /** The message of a refused schema, and the 1-based index in `body` of the line named. */
  refused?: { message: RegExp; at: number };
}

const rows: Row[] = [
  { name: 'extending a type final for restriction', body: [base(' final="restriction"'), extension('Ext')] },
  {
    name: 'extending a type final for extension',
    body: [base(' final="extension"'), extension('Ext')],
    refused: { message: /complex type 'Ext' extends 'Base', but 'Base' forbids extension: .* holds "extension" \(.*cos-ct-extends/, at: 2 },
  },
  {
    name: 'restricting a type final for restriction',
    body: [base(' final="restriction"'), restriction('Res')],
    refused: { message: /complex type 'Res' restricts 'Base', but 'Base' forbids restriction: .*derivation-ok-restriction/, at: 2 },
  },
  {
    name: 'an anonymous type extending one under finalDefault="#all"',
    schema: ' finalDefault="#all"',
    body: [base(''), '<xs:element name="r"><xs:complexType><xs:complexContent><xs:extension base="t:Base"/></xs:complexContent></xs:complexType></xs:element>'],
    refused: { message: /the anonymous type of element r extends 'Base', .* holds "extension restriction"/, at: 2 },
  },
  { name: 'final="" overriding finalDefault="#all"', schema: ' finalDefault="#all"', body: [base(' final=""'), extension('Ext'), restriction('Res')] },
  { name: 'final stops at the direct base', body: [base(' final="extension"'), restriction('Mid'), extension('Ext', 't:Mid')] },
  {
    name: 'simple content extending a complex type final for extension',
    body: [
      '<xs:complexType name="Priced" final="#all"><xs:simpleContent><xs:extension base="xs:string"><xs:attribute name="at"/></xs:extension></xs:simpleContent></xs:complexType>',
      '<xs:complexType name="E"><xs:simpleContent><xs:extension base="t:Priced"><xs:attribute name="by"/></xs:extension></xs:simpleContent></xs:complexType>',
    ],
    refused: { message: /complex type 'E' extends 'Priced'/, at: 2 },
  },
  {
    name: 'simple content extending a simple type final="#all" (a simple type has no extension to forbid)',
    body: [simple('Code', ' final="#all"'), '<xs:complexType name="E"><xs:simpleContent><xs:extension base="t:Code"><xs:attribute name="by"/></xs:extension></xs:simpleContent></xs:complexType>'],
  },
  {
    name: 'restricting a simple type under finalDefault="restriction"',
    schema: ' finalDefault="restriction"',
    body: [simple('Code'), '<xs:simpleType name="Short"><xs:restriction base="t:Code"><xs:maxLength value="2"/></xs:restriction></xs:simpleType>'],
    refused: { message: /simple type 'Short' restricts 'Code', but 'Code' forbids restriction: .*st-props-correct\.3/, at: 2 },
  },
  {
    name: 'built-in types are never final',
    schema: ' finalDefault="#all"',
    body: ['<xs:simpleType name="Short"><xs:restriction base="xs:token"><xs:maxLength value="2"/></xs:restriction></xs:simpleType>'],
  },
  {
    name: 'a list of a type final for list',
    body: [simple('Code', ' final="list"'), '<xs:simpleType name="Codes"><xs:list itemType="t:Code"/></xs:simpleType>'],
    refused: { message: /simple type 'Codes' is a list of 'Code', but 'Code' forbids list/, at: 2 },
  },
  {
    name: 'a union of a type final for list',
    body: [simple('Code', ' final="list"'), '<xs:simpleType name="Either"><xs:union memberTypes="xs:int t:Code"/></xs:simpleType>'],
  },
  {
    name: 'a union of a type final for union',
    body: [simple('Code', ' final="union restriction"'), '<xs:simpleType name="Either"><xs:union memberTypes="xs:int t:Code"/></xs:simpleType>'],
    refused: { message: /simple type 'Either' is a union of 'Code', but 'Code' forbids union: .* holds "restriction union"/, at: 2 },
  },
  {
    name: 'a member extending the type of a head final for extension',
    body: [base(''), extension('Ext'), '<xs:element name="head" type="t:Base" final="extension"/>', '<xs:element name="m" type="t:Ext" substitutionGroup="t:head"/>'],
    refused: {
      message: /element 'm' joins the substitution group of 'head', but its type 'Ext' derives by extension from 'Base', which the head forbids: its \{substitution group exclusions\}/,
      at: 4,
    },
  },
  {
    name: 'a member extending the type of a head final for restriction',
    body: [base(''), extension('Ext'), '<xs:element name="head" type="t:Base" final="restriction"/>', '<xs:element name="m" type="t:Ext" substitutionGroup="t:head"/>'],
  },
  {
    name: 'a member of the head’s own type under finalDefault="#all"',
    schema: ' finalDefault="#all"',
    body: [base(''), '<xs:element name="head" type="t:Base"/>', '<xs:element name="m" type="t:Base" substitutionGroup="t:head"/>'],
  },
  {
    name: 'a member restricting through a chain under a head final for restriction',
    body: [
      base(''),
      extension('Ext'),
      restriction('Res', 't:Ext').replace(sequence('a'), '<xs:sequence><xs:element name="a" type="xs:string" minOccurs="0"/><xs:element name="b" type="xs:string"/></xs:sequence>'),
      '<xs:element name="head" type="t:Base" final="restriction"/>',
      '<xs:element name="m" type="t:Res" substitutionGroup="t:head"/>',
    ],
    refused: { message: /its type 'Res' derives by restriction from 'Base'/, at: 5 },
  },
  { name: 'final="list" on a complex type', body: [base(' final="list"')], refused: { message: /final="list" must be "#all" or a list of extension, restriction/, at: 1 } },
  { name: 'final="extension" on a simple type', body: [simple('Code', ' final="extension"')], refused: { message: /final="extension" must be "#all" or a list of list, restriction, union/, at: 1 } },
  { name: '#all beside another value', body: [simple('Code', ' final="#all list"')], refused: { message: /final="#all list" must be/, at: 1 } },
];

describe('final and finalDefault forbid derivations', () => {
  const compiler = new SchemaCompiler();
  it.each(rows)('$name', ({ body, schema, refused }) => {
    const dir = writeTree({ 'set/a.xsd': xsd([...body, '<xs:element name="root" type="xs:string"/>'], { attributes: schema ?? '' }) });
    const libxml = compiler.compile(join(dir, 'set', 'a.xsd'));
    expect('errors' in libxml, 'errors' in libxml ? libxml.errors.join('\n') : 'libxml2 compiled it').toBe(refused !== undefined);
    const caught = loadFailure(join(dir, 'set'));
    if (!refused) return expect(caught).toBeUndefined();
    expect(isFleetcaseError(caught) && caught.kind).toBe('SchemaInvalid');
    expect(String((caught as Error).message)).toMatch(refused.message);
    expect(isFleetcaseError(caught) && caught.props).toMatchObject({ file: 'set/a.xsd', line: refused.at + 1 });
  });
});

describe('finalDefault values', () => {
  it.each([' finalDefault="substitution"', ' finalDefault="#all union"'])('%s is SchemaInvalid, as libxml2 has it', (attributes) => {
    const dir = writeTree({ 'set/a.xsd': xsd(['<xs:element name="root" type="xs:string"/>'], { attributes }) });
    expect('errors' in new SchemaCompiler().compile(join(dir, 'set', 'a.xsd'))).toBe(true);
    expect(() => loadSchemaSet(join(dir, 'set'))).toThrow(/finalDefault=".*" must be "#all" or a list of extension, list, restriction, union/);
  });
});
