/**
 * `xs:simpleContent/xs:restriction` and `xs:complexContent/xs:restriction` of a named base
 * (XSD Part 1, 3.4.2), as the loader and the flatten-extensions pass complete them: the
 * restriction's own content model, the base's attributes inherited unless redeclared (in place)
 * or prohibited, the base's text type restricted by the facets (a new `<type>.value` type).
 */
import { describe, expect, it } from 'vitest';
import type { IrComplexType } from '../../src/ir/index.js';
import { a, loadError, loadInline, withoutSource, xsd } from './helpers.js';

describe('restrictions', () => {
  const generation = loadInline({
    'set/a.xsd': xsd([
      '<xs:simpleType name="Code"><xs:restriction base="xs:token"><xs:maxLength value="8"/></xs:restriction></xs:simpleType>',
      '<xs:complexType name="Amount"><xs:simpleContent><xs:extension base="xs:decimal">',
      '  <xs:attribute name="currency" type="xs:token" use="required"/><xs:attribute name="note" type="xs:string"/>',
      '</xs:extension></xs:simpleContent></xs:complexType>',
      '<xs:complexType name="Small"><xs:simpleContent><xs:restriction base="t:Amount">',
      '  <xs:maxInclusive value="10"/><xs:attribute name="currency" type="t:Code" use="required"/><xs:attribute name="note" use="prohibited"/>',
      '</xs:restriction></xs:simpleContent></xs:complexType>',
      '<xs:complexType name="Coded"><xs:simpleContent><xs:extension base="t:Code"/></xs:simpleContent></xs:complexType>',
      '<xs:complexType name="Short"><xs:simpleContent><xs:restriction base="t:Coded"><xs:length value="2"/></xs:restriction></xs:simpleContent></xs:complexType>',
      '<xs:complexType name="Base"><xs:sequence><xs:element name="x" type="xs:string" maxOccurs="3"/><xs:element name="y" type="xs:string" minOccurs="0"/></xs:sequence>',
      '  <xs:attribute name="id" type="xs:ID"/><xs:anyAttribute namespace="##other"/></xs:complexType>',
      '<xs:complexType name="Narrow"><xs:complexContent><xs:restriction base="t:Base">',
      '  <xs:sequence><xs:element name="x" type="xs:string"/><xs:element name="y" type="xs:string" minOccurs="0" maxOccurs="0"/></xs:sequence>',
      '</xs:restriction></xs:complexContent></xs:complexType>',
    ]),
  });
  const complex = (local: string) => generation.types[a(local)] as IrComplexType;

  it('restricts the text type of a simpleContent base by the facets', () => {
    expect(complex('Small').simpleContent).toStrictEqual({ kind: 'named', name: a('Small.value') });
    expect(withoutSource(generation.types[a('Small.value')])).toStrictEqual({ kind: 'simpleType', name: a('Small.value'), base: 'decimal', facets: { maxInclusive: '10' } });
    expect(withoutSource(generation.types[a('Short.value')])).toStrictEqual({
      kind: 'simpleType',
      name: a('Short.value'),
      base: 'token',
      baseType: a('Code'),
      facets: { maxLength: 8, length: 2 },
    });
  });

  it('inherits the attributes of the base, redeclared in place, prohibited ones left out', () => {
    expect(complex('Small').attributes.map((attribute) => [attribute.name, attribute.type])).toStrictEqual([['currency', { kind: 'named', name: a('Code') }]]);
    expect(complex('Small').baseType).toBe(a('Amount'));
  });

  it("keeps a complexContent restriction's own content model (a maxOccurs=\"0\" particle left out) and no inherited wildcard", () => {
    const narrow = complex('Narrow');
    expect(narrow.content?.particles.map((particle) => particle.occurs.max)).toStrictEqual([1]);
    expect(narrow.attributes.map((attribute) => attribute.name)).toStrictEqual(['id']);
    expect(narrow.anyAttribute).toBeUndefined();
  });

  it.each([
    {
      name: 'a simpleContent restriction of a simple type',
      given: ['<xs:complexType name="T"><xs:simpleContent><xs:restriction base="xs:string"/></xs:simpleContent></xs:complexType>'],
    },
    {
      name: 'a simpleContent restriction of a base without simple content',
      given: [
        '<xs:complexType name="B"><xs:sequence><xs:element name="x" type="xs:string"/></xs:sequence></xs:complexType>',
        '<xs:complexType name="T"><xs:simpleContent><xs:restriction base="t:B"/></xs:simpleContent></xs:complexType>',
      ],
    },
    {
      name: 'an attribute declared twice, once through an attribute group',
      given: [
        '<xs:attributeGroup name="G"><xs:attribute name="a" type="xs:string"/></xs:attributeGroup>',
        '<xs:complexType name="T"><xs:attribute name="a" type="xs:string"/><xs:attributeGroup ref="t:G"/></xs:complexType>',
      ],
    },
    {
      name: "an extension declaring its base's attribute again",
      given: [
        '<xs:complexType name="B"><xs:attribute name="a" type="xs:string"/></xs:complexType>',
        '<xs:complexType name="T"><xs:complexContent><xs:extension base="t:B"><xs:attribute name="a" type="xs:int"/></xs:extension></xs:complexContent></xs:complexType>',
      ],
    },
  ])('refuses $name (SchemaInvalid, with file and line)', ({ given }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.props).toMatchObject({ file: 'set/a.xsd' });
  });
});
