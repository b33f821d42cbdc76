/**
 * XML Schema orders the children of its elements (XSD 1.0 Part 1, the XML representation of each
 * component): a schema with `xs:attribute` before `xs:sequence` (phpsysinfo3.xsd) is invalid, as
 * xmllint and the validator's libxml2 say, and `generate` refuses it with file and line
 * (review r10 misc1 2). xmllint on each schema is the oracle.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { xmllintVerdict } from '../emit/xmllint.js';
import { loadError, loadInline, NS, writeTree, xsd } from './helpers.js';

describe('children of XSD elements out of XML Schema order', () => {
  it.each([
    {
      name: 'xs:attribute before the content model',
      body: ['<xs:complexType name="T"><xs:attribute name="a"/><xs:sequence><xs:element name="x"/></xs:sequence></xs:complexType>'],
      want: 'in <xs:complexType "T">, xs:sequence must come before xs:attribute (XML Schema orders the children of xs:complexType)',
    },
    {
      name: 'xs:anyAttribute before xs:attribute',
      body: ['<xs:complexType name="T"><xs:anyAttribute/><xs:attribute name="a"/></xs:complexType>'],
      want: 'in <xs:complexType "T">, xs:attribute must come before xs:anyAttribute (XML Schema orders the children of xs:complexType)',
    },
    {
      name: 'xs:annotation last',
      body: ['<xs:complexType name="T"><xs:sequence/><xs:annotation><xs:documentation>d</xs:documentation></xs:annotation></xs:complexType>'],
      want: 'in <xs:complexType "T">, xs:annotation must come before xs:sequence (XML Schema orders the children of xs:complexType)',
    },
    {
      name: 'an identity constraint before the type',
      body: ['<xs:element name="e"><xs:key name="k"><xs:selector xpath="x"/><xs:field xpath="@a"/></xs:key><xs:complexType/></xs:element>'],
      want: 'in <xs:element "e">, xs:complexType must come before xs:key (XML Schema orders the children of xs:element)',
    },
    {
      name: 'an import after a definition',
      body: ['<xs:element name="e"/>', '<xs:import namespace="urn:other"/>'],
      want: 'in <xs:schema>, xs:import must come before xs:element (XML Schema orders the children of xs:schema)',
    },
  ])('$name: refused, as xmllint refuses it', ({ body, want }) => {
    const files = { 'set/a.xsd': xsd(body) };
    expect(xmllintVerdict(join(writeTree(files), 'set/a.xsd'), '<r/>')).toMatch(/failed to compile|Schemas parser error/);
    expect(loadError(files).message).toContain(want);
  });

  it('annotations anywhere among the definitions of xs:schema, and first elsewhere, are in order', () => {
    const files = {
      'set/a.xsd': xsd([
        '<xs:annotation><xs:documentation>head</xs:documentation></xs:annotation>',
        '<xs:import namespace="http://www.w3.org/XML/1998/namespace"/>',
        '<xs:element name="r"><xs:annotation><xs:documentation>r</xs:documentation></xs:annotation>',
        '  <xs:complexType><xs:sequence><xs:element name="x" type="xs:string"/></xs:sequence><xs:attribute name="a"/><xs:anyAttribute/></xs:complexType>',
        '</xs:element>',
        '<xs:annotation><xs:documentation>between</xs:documentation></xs:annotation>',
        '<xs:simpleType name="S"><xs:restriction base="xs:string"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>',
      ]),
    };
    expect(xmllintVerdict(join(writeTree(files), 'set/a.xsd'), `<r xmlns="${NS}"><x>1</x></r>`)).toBe('');
    expect(() => loadInline(files)).not.toThrow();
  });
});
