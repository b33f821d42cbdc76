/**
 * `xs:complexContent/xs:extension` of a complex type with simple content (review r9 science,
 * F2; IVOA STC 1.30 adds a `unit` attribute to `double1Type` so, 7 times): valid XSD 1.0 when
 * it adds attributes only, and then read like `xs:simpleContent/xs:extension` (the base's text
 * plus the attributes). Adding a content model, or `mixed="true"`, is invalid XSD: refused with
 * SchemaInvalid naming file, line and why, as xmllint refuses it.
 * Fixture: the reviewer's repro, test/schema/fixtures/r9-values/cc-simple.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isComplexType } from '../../src/ir/guards.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { loadError, withoutSource, writeTree } from './helpers.js';

const CC_SIMPLE = join(import.meta.dirname, 'fixtures', 'r9-values', 'cc-simple');

/** A schema of namespace urn:t with `double1Type` (xs:double plus `pos_unit`) and `body`. */
function schema(body: string[]): string {
  return [
    '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t" xmlns="urn:t" elementFormDefault="qualified">',
    '  <xs:complexType name="double1Type"><xs:simpleContent><xs:extension base="xs:double"><xs:attribute name="pos_unit" type="xs:string"/></xs:extension></xs:simpleContent></xs:complexType>',
    ...body,
    '</xs:schema>',
    '',
  ].join('\n');
}

const attribute = (name: string, extra: object = {}) => ({ kind: 'attribute', required: false, name, type: { kind: 'builtin', name: 'string' }, ...extra });

describe('an extension adding attributes only keeps the base\'s simple content', () => {
  it('the reviewer\'s repro: xmllint validates its document; the type is xs:double text plus both attributes', () => {
    expect(xmllintVerdict(join(CC_SIMPLE, 't.xsd'), '<a xmlns="urn:t" pos_unit="m">1.5e-5</a>')).toBe('');
    const type = loadSchemaSet(CC_SIMPLE).types['{urn:t}a'];
    expect(isComplexType(type) && withoutSource({ simpleContent: type.simpleContent, baseType: type.baseType, content: type.content, attributes: type.attributes })).toStrictEqual({
      simpleContent: { kind: 'builtin', name: 'double' },
      baseType: '{urn:t}double1Type',
      content: undefined,
      attributes: [attribute('pos_unit'), attribute('unit', { default: 'AU' })],
    });
  });

  const cases: Array<{ name: string; given: string[]; document: string; want: { type: string; attributes: string[] } }> = [
    {
      name: 'an extension of such an extension',
      given: [
        '  <xs:complexType name="E"><xs:complexContent><xs:extension base="double1Type"><xs:attribute name="unit" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>',
        '  <xs:complexType name="F"><xs:complexContent><xs:extension base="E"><xs:attribute name="f" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>',
        '  <xs:element name="f" type="F"/>',
      ],
      document: '<f xmlns="urn:t" pos_unit="m" f="1">2.5</f>',
      want: { type: '{urn:t}F', attributes: ['pos_unit', 'unit', 'f'] },
    },
    {
      name: 'an empty xs:sequence, which adds no particle',
      given: ['  <xs:complexType name="E"><xs:complexContent><xs:extension base="double1Type"><xs:sequence/><xs:attribute name="unit" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>', '  <xs:element name="e" type="E"/>'],
      document: '<e xmlns="urn:t" unit="m">2.5</e>',
      want: { type: '{urn:t}E', attributes: ['pos_unit', 'unit'] },
    },
  ];
  it.each(cases)('$name', ({ given, document, want }) => {
    const root = writeTree({ 'set/t.xsd': schema(given) });
    expect(xmllintVerdict(join(root, 'set', 't.xsd'), document)).toBe('');
    const type = loadSchemaSet(join(root, 'set')).types[want.type];
    expect(isComplexType(type) && type.simpleContent).toStrictEqual({ kind: 'builtin', name: 'double' });
    expect(isComplexType(type) && type.attributes.map((use) => use.name)).toStrictEqual(want.attributes);
  });
});

describe('an extension adding content to a type with simple content is refused, as xmllint refuses it', () => {
  const cases: Array<{ name: string; given: string[]; want: string }> = [
    {
      name: 'a sequence of elements',
      given: ['  <xs:complexType name="E"><xs:complexContent><xs:extension base="double1Type"><xs:sequence><xs:element name="x" type="xs:string"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>'],
      want: `t.xsd:3: xs:complexContent/xs:extension of '{urn:t}double1Type', which has simple content, adds a content model (elements): an extension of a type with simple content may only add attributes`,
    },
    {
      name: 'mixed="true"',
      given: ['  <xs:complexType name="E"><xs:complexContent mixed="true"><xs:extension base="double1Type"><xs:attribute name="unit" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>'],
      want: `t.xsd:3: xs:complexContent/xs:extension of '{urn:t}double1Type', which has simple content, is mixed: an extension of a type with simple content may only add attributes`,
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const files = { 'set/t.xsd': schema(given) };
    expect(xmllintVerdict(join(writeTree(files), 'set', 't.xsd'), '<x/>')).toMatch(/failed to compile/);
    const error = loadError(files);
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.message).toContain(want);
  });
});
