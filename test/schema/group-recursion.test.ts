/**
 * A model group may recur through an element (XHTML's block group holds div, whose type holds
 * block again; DocBook's section holds section): valid XSD, loaded. Only a group that contains
 * itself among its own particles, with no element in between, is circular (XSD Part 1, 3.8.6,
 * mg-props-correct.2) and refused with file and line.
 */
import { describe, expect, it } from 'vitest';
import { isSimpleType } from '../../src/ir/guards.js';
import { a, loadError, loadInline, xsd } from './helpers.js';

describe('a group recurring through an element is loaded', () => {
  const cases: Array<{ name: string; given: string[]; want: string[] }> = [
    {
      name: 'through a global element of anonymous type (XHTML body/div)',
      given: [
        '<xs:element name="body"><xs:complexType><xs:group ref="t:block" maxOccurs="unbounded"/></xs:complexType></xs:element>',
        '<xs:group name="block"><xs:choice><xs:element name="p" type="xs:string"/><xs:element ref="t:div"/></xs:choice></xs:group>',
        '<xs:element name="div"><xs:complexType><xs:group ref="t:block" minOccurs="0" maxOccurs="unbounded"/></xs:complexType></xs:element>',
      ],
      want: [a('body'), a('div')],
    },
    {
      name: 'through a local element of anonymous type (DocBook-like section)',
      given: [
        '<xs:group name="content"><xs:sequence><xs:element name="title" type="xs:string"/>',
        '  <xs:element name="sub" minOccurs="0" maxOccurs="unbounded"><xs:complexType><xs:group ref="t:content"/></xs:complexType></xs:element>',
        '</xs:sequence></xs:group>',
        '<xs:element name="section"><xs:complexType><xs:group ref="t:content"/></xs:complexType></xs:element>',
      ],
      want: [a('content.sub'), a('section')],
    },
    {
      name: 'through nested groups and a named type',
      given: [
        '<xs:group name="outer"><xs:sequence><xs:group ref="t:inner"/></xs:sequence></xs:group>',
        '<xs:group name="inner"><xs:sequence><xs:element name="x" type="t:T" minOccurs="0"/></xs:sequence></xs:group>',
        '<xs:complexType name="T"><xs:group ref="t:outer"/></xs:complexType>',
        '<xs:element name="e"><xs:complexType><xs:group ref="t:outer"/></xs:complexType></xs:element>',
      ],
      want: [a('T'), a('e')],
    },
    {
      name: 'a group and a simple type of the same name (separate symbol spaces)',
      given: [
        '<xs:simpleType name="code"><xs:restriction base="xs:string"/></xs:simpleType>',
        '<xs:group name="code"><xs:sequence><xs:element name="c"><xs:simpleType><xs:restriction base="t:code"/></xs:simpleType></xs:element></xs:sequence></xs:group>',
        '<xs:element name="e"><xs:complexType><xs:group ref="t:code"/></xs:complexType></xs:element>',
      ],
      want: [a('code'), a('code.c'), a('e')],
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const generation = loadInline({ 'set/a.xsd': xsd(given) });
    expect(Object.keys(generation.types)).toEqual(expect.arrayContaining(want));
  });
});

describe('a group containing itself without an element in between is refused', () => {
  const cases: Array<{ name: string; given: string[]; want: { line: number; detail: string } }> = [
    {
      name: 'directly',
      given: ['<xs:group name="g"><xs:sequence><xs:element name="x" type="xs:string"/>', '<xs:group ref="t:g" minOccurs="0"/></xs:sequence></xs:group>'],
      want: { line: 3, detail: `model group '${a('g')}' contains itself` },
    },
    {
      name: 'through another group',
      given: [
        '<xs:group name="g"><xs:sequence><xs:group ref="t:h"/></xs:sequence></xs:group>',
        '<xs:group name="h"><xs:choice><xs:element name="x" type="xs:string"/>',
        '<xs:group ref="t:g"/></xs:choice></xs:group>',
      ],
      // Group g is mapped first: the cycle closes at its reference to h.
      want: { line: 2, detail: `model group '${a('h')}' contains itself` },
    },
    {
      name: 'inside an element whose own type repeats it directly',
      given: [
        '<xs:group name="g"><xs:sequence><xs:element name="x" type="xs:string"/><xs:group ref="t:g"/></xs:sequence></xs:group>',
        '<xs:element name="e"><xs:complexType><xs:group ref="t:g"/></xs:complexType></xs:element>',
      ],
      want: { line: 2, detail: `model group '${a('g')}' contains itself` },
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.props).toMatchObject({ file: 'set/a.xsd', ...want });
  });
});

describe('a restriction of a list built-in (XHTML LinkTypes restricts xs:NMTOKENS)', () => {
  it.each([
    { given: 'NMTOKENS', want: 'NMTOKEN' },
    { given: 'IDREFS', want: 'IDREF' },
  ])('restricting xs:$given is a list of xs:$want with at least one item', ({ given, want }) => {
    const generation = loadInline({ 'set/a.xsd': xsd([`<xs:simpleType name="L"><xs:restriction base="xs:${given}"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>`]) });
    const type = generation.types[a('L')];
    expect(isSimpleType(type) && { itemType: type.itemType, facets: type.facets }).toStrictEqual({
      itemType: { kind: 'builtin', name: want },
      facets: { minLength: 1, maxLength: 3 },
    });
  });
});
