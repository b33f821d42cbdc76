/**
 * Everything outside the subset, and every broken input, is an error naming file, line and
 * construct: never a crash, never a silently skipped construct.
 */
import { describe, expect, it } from 'vitest';
import { loadError, loadInline, NS, NS_B, xsd } from './helpers.js';

describe('unsupported constructs are refused with file, line and construct', () => {
  const cases: Array<{ given: string[]; want: { line: number; construct: string } }> = [
    { given: ['<xs:redefine schemaLocation="x.xsd"/>'], want: { line: 2, construct: 'xs:redefine' } },
    { given: ['<xs:element name="e" type="xs:NOTATION"/>'], want: { line: 2, construct: 'xs:NOTATION' } },
    { given: ['<xs:element name="e" type="xs:string" foo="1"/>'], want: { line: 2, construct: 'xs:element foo="1"' } },
    {
      given: ['<xs:complexType name="T"><xs:sequence>', '  <b:element name="x"/>', '</xs:sequence></xs:complexType>'],
      want: { line: 3, construct: 'b:element' },
    },
    { given: ['<xs:notation name="n" public="p"/>'], want: { line: 2, construct: 'xs:notation' } },
    {
      given: ['<xs:complexType name="T"><xs:all>', '  <xs:any/>', '</xs:all></xs:complexType>'],
      want: { line: 3, construct: 'xs:any' },
    },
  ];
  it.each(cases)('$want.construct', ({ given, want }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(error.kind).toBe('SchemaUnsupportedConstruct');
    expect(error.props).toMatchObject({ file: 'set/a.xsd', ...want });
    expect(error.message).toContain(`set/a.xsd:${want.line}: unsupported XSD construct <${want.construct}>`);
  });

});

describe('an element of an abstract type loads (its value names a derived type: src/emit/model/derivations.ts)', () => {
  const abstract = '<xs:complexType name="T" abstract="true"/>';
  const derived = (name: string, base: string, isAbstract = false) =>
    `<xs:complexType name="${name}"${isAbstract ? ' abstract="true"' : ''}><xs:complexContent><xs:extension base="t:${base}"/></xs:complexContent></xs:complexType>`;
  const global = ['<xs:element name="e" type="t:T"/>'];
  const local = ['<xs:complexType name="H"><xs:sequence>', '  <xs:element name="e" type="t:T"/>', '</xs:sequence></xs:complexType>'];
  it.each([
    { name: 'global, a non-abstract derived type', given: [abstract, derived('U', 'T'), ...global] },
    { name: 'local, a non-abstract derived type', given: [abstract, derived('U', 'T'), ...local] },
    { name: 'below an abstract intermediate type', given: [abstract, derived('V', 'T', true), derived('W', 'V'), ...local] },
    // No instance of it is valid (as in SAML core, whose BaseID no type of the set derives from).
    { name: 'global, no type derived from it', given: [abstract, ...global] },
    { name: 'local, only abstract derived types', given: [abstract, derived('V', 'T', true), ...local] },
  ])('$name', ({ given }) => {
    expect(() => loadInline({ 'set/a.xsd': xsd(given) })).not.toThrow();
  });
});

describe('broken inputs', () => {
  const cases: Array<{ name: string; given: Record<string, string>; want: { kind: string; props: Record<string, unknown>; message?: string } }> = [
    {
      name: 'a missing import names the importing file and line',
      given: { 'set/a.xsd': xsd(['', `<xs:import namespace="${NS_B}" schemaLocation="../other/missing.xsd"/>`]) },
      want: { kind: 'SchemaFileMissing', props: { file: 'other/missing.xsd', from: 'set/a.xsd:3' }, message: 'schema file not found: other/missing.xsd (imported from set/a.xsd:3)' },
    },
    {
      name: 'a missing include',
      given: { 'set/a.xsd': xsd(['<xs:include schemaLocation="gone.xsd"/>']) },
      want: { kind: 'SchemaFileMissing', props: { file: 'set/gone.xsd', from: 'set/a.xsd:2' } },
    },
    {
      name: 'an unresolved type',
      given: { 'set/a.xsd': xsd(['<xs:complexType name="T"><xs:sequence>', '  <xs:element name="x" type="t:Nope"/>', '</xs:sequence></xs:complexType>']) },
      want: { kind: 'SchemaUnresolvedReference', props: { file: 'set/a.xsd', line: 3, kind: 'type', name: `{${NS}}Nope` } },
    },
    {
      name: 'an unknown built-in',
      given: { 'set/a.xsd': xsd(['<xs:element name="x" type="xs:strng"/>']) },
      want: { kind: 'SchemaUnresolvedReference', props: { file: 'set/a.xsd', line: 2, kind: 'type', name: 'xs:strng' } },
    },
    {
      name: 'an unresolved element ref',
      given: { 'set/a.xsd': xsd(['<xs:complexType name="T"><xs:sequence><xs:element ref="t:gone"/></xs:sequence></xs:complexType>']) },
      want: { kind: 'SchemaUnresolvedReference', props: { line: 2, kind: 'element', name: `{${NS}}gone` } },
    },
    {
      name: 'a type from a namespace the schema does not import',
      given: {
        'set/a.xsd': xsd(['<xs:element name="x" type="b:Shared"/>']),
        'set/b.xsd': xsd(['<xs:simpleType name="Shared"><xs:restriction base="xs:string"/></xs:simpleType>'], { namespace: NS_B }),
      },
      want: { kind: 'SchemaUnresolvedReference', props: { line: 2, kind: 'type', hint: `namespace '${NS_B}' is not imported by this schema: add <xs:import namespace="${NS_B}"/> to it` } },
    },
    {
      name: 'an unresolved base type',
      given: { 'set/a.xsd': xsd(['<xs:complexType name="T"><xs:complexContent><xs:extension base="t:Nope"/></xs:complexContent></xs:complexType>']) },
      want: { kind: 'SchemaUnresolvedReference', props: { line: 2, kind: 'type' } },
    },
    {
      name: 'an unresolved group ref',
      given: { 'set/a.xsd': xsd(['<xs:complexType name="T"><xs:sequence><xs:group ref="t:G"/></xs:sequence></xs:complexType>']) },
      want: { kind: 'SchemaUnresolvedReference', props: { line: 2, kind: 'group' } },
    },
    {
      name: 'malformed XML, with the line',
      given: { 'set/a.xsd': xsd(['<xs:element name="x" type="xs:string">', '</xs:elemnt>']) },
      want: { kind: 'SchemaXmlMalformed', props: { file: 'set/a.xsd', line: 3 } },
    },
    {
      name: 'an import whose file has another namespace',
      given: {
        'set/a.xsd': xsd([`<xs:import namespace="${NS_B}" schemaLocation="b.xsd"/>`]),
        'set/b.xsd': xsd([], { namespace: 'urn:test:other' }),
      },
      want: { kind: 'SchemaImportMismatch', props: { file: 'set/a.xsd', line: 2, expected: NS_B, actual: 'urn:test:other' } },
    },
    {
      name: 'a type defined twice',
      given: {
        'set/a.xsd': xsd(['<xs:include schemaLocation="part.xsd"/>', '<xs:complexType name="T"/>']),
        'set/part.xsd': xsd(['<xs:complexType name="T"/>']),
      },
      want: { kind: 'SchemaDuplicateDefinition', props: { name: `{${NS}}T` } },
    },
    {
      name: 'maxOccurs below minOccurs',
      given: { 'set/a.xsd': xsd(['<xs:complexType name="T"><xs:sequence>', '<xs:element name="x" type="xs:string" minOccurs="2" maxOccurs="1"/>', '</xs:sequence></xs:complexType>']) },
      want: { kind: 'SchemaInvalid', props: { file: 'set/a.xsd', line: 3 } },
    },
    {
      name: 'a derivation cycle',
      given: {
        'set/a.xsd': xsd([
          '<xs:complexType name="A"><xs:complexContent><xs:extension base="t:B"/></xs:complexContent></xs:complexType>',
          '<xs:complexType name="B"><xs:complexContent><xs:extension base="t:A"/></xs:complexContent></xs:complexType>',
        ]),
      },
      want: { kind: 'SchemaInvalid', props: { file: 'set/a.xsd' } },
    },
    {
      name: 'a simple type deriving from itself',
      given: { 'set/a.xsd': xsd(['<xs:simpleType name="S"><xs:restriction base="t:S"/></xs:simpleType>']) },
      want: { kind: 'SchemaInvalid', props: { file: 'set/a.xsd', line: 2 } },
    },
    {
      name: 'an empty file',
      given: { 'set/a.xsd': '' },
      want: { kind: 'SchemaXmlMalformed', props: { file: 'set/a.xsd' } },
    },
    {
      name: 'a binary file',
      given: { 'set/a.xsd': '\u0000\u0001\u0002PK\u0003' },
      want: { kind: 'SchemaXmlMalformed', props: { file: 'set/a.xsd' } },
    },
    {
      name: 'an unbound prefix in a type reference',
      given: { 'set/a.xsd': xsd(['<xs:element name="x" type="nope:T"/>']) },
      want: { kind: 'SchemaInvalid', props: { file: 'set/a.xsd', line: 2 } },
    },
    {
      name: 'a remote schemaLocation',
      given: { 'set/a.xsd': xsd([`<xs:import namespace="${NS_B}" schemaLocation="http://example.test/b.xsd"/>`]) },
      want: { kind: 'SchemaUnsupportedConstruct', props: { file: 'set/a.xsd', line: 2 } },
    },
    {
      name: 'a file that is not a schema',
      given: { 'set/a.xsd': '<?xml version="1.0"?>\n<note/>\n' },
      want: { kind: 'SchemaInvalid', props: { file: 'set/a.xsd', line: 2 } },
    },
    {
      name: 'an element with both a type and an inline type',
      given: { 'set/a.xsd': xsd(['<xs:element name="x" type="xs:string"><xs:simpleType><xs:restriction base="xs:string"/></xs:simpleType></xs:element>']) },
      want: { kind: 'SchemaInvalid', props: { line: 2 } },
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const error = loadError(given);
    expect(error.kind).toBe(want.kind);
    expect(error.props).toMatchObject(want.props);
    if (want.message) expect(error.message).toBe(want.message);
  });
});
