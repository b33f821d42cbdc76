/**
 * An attribute XML Schema allows on a declaration only in another place (`use` on a top-level
 * xs:attribute, `abstract` on a local xs:element, `type` beside `ref`…) is a schema error
 * (SchemaInvalid: the vendor's XSD is wrong, as xmllint says "The attribute 'use' is not
 * allowed"), not an "unsupported XSD construct" (review r12 omg, finding 2: kie-tools' KIE.xsd).
 * And every unresolved reference of a run is named, in file and line order (finding 5:
 * apiconnect's XMLSchema.xsd refers to `xml:lang` twice without importing the XML namespace).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { xmllintVerdict } from '../emit/xmllint.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { loadError, NS, writeTree, xsd } from './helpers.js';

/** The lines xmllint names in its verdict on `set/a.xsd`. */
function xmllintLines(root: string): number[] {
  return [...xmllintVerdict(join(root, 'set/a.xsd'), '<x/>').matchAll(/a\.xsd:(\d+): element/g)].map((match) => Number(match[1]));
}

describe('attributes XML Schema forbids where they stand', () => {
  it.each([
    {
      name: 'use on a top-level attribute (KIE.xsd)',
      given: ['<xs:attribute name="constraintType" type="xs:string" use="optional"/>'],
      want: '<xs:attribute "constraintType">: use="optional" is not allowed on a top-level xs:attribute (XML Schema allows it on local ones only)',
    },
    {
      name: 'form on a top-level attribute',
      given: ['<xs:attribute name="k" type="xs:string" form="qualified"/>'],
      want: '<xs:attribute "k">: form="qualified" is not allowed on a top-level xs:attribute (XML Schema allows it on local ones only)',
    },
    {
      name: 'minOccurs on a top-level element',
      given: ['<xs:element name="g" type="xs:string" minOccurs="0"/>'],
      want: '<xs:element "g">: minOccurs="0" is not allowed on a top-level xs:element (XML Schema allows it on local ones only)',
    },
    {
      name: 'abstract on a local element (BPMN patched as the advice said)',
      given: ['<xs:complexType name="T"><xs:sequence>', '  <xs:element name="c" type="xs:string" abstract="true"/>', '</xs:sequence></xs:complexType>'],
      want: '<xs:element "c">: abstract="true" is not allowed on a local xs:element (XML Schema allows it on top-level ones only)',
      line: 3,
    },
    {
      name: 'final on a local element (an attribute fleetcase otherwise ignores)',
      given: ['<xs:complexType name="T"><xs:sequence>', '  <xs:element name="c" type="xs:string" final="#all"/>', '</xs:sequence></xs:complexType>'],
      want: '<xs:element "c">: final="#all" is not allowed on a local xs:element (XML Schema allows it on top-level ones only)',
      line: 3,
    },
    {
      name: 'form beside ref on an element',
      given: ['<xs:element name="g" type="xs:string"/>', '<xs:complexType name="T"><xs:sequence>', '  <xs:element ref="t:g" form="qualified"/>', '</xs:sequence></xs:complexType>'],
      want: '<xs:element "t:g">: form="qualified" is not allowed beside ref on an xs:element (XML Schema allows only id, minOccurs, maxOccurs there)',
      line: 4,
    },
    {
      name: 'type beside ref on an attribute',
      given: ['<xs:attribute name="g" type="xs:string"/>', '<xs:complexType name="T">', '  <xs:attribute ref="t:g" type="xs:string"/>', '</xs:complexType>'],
      want: '<xs:attribute "t:g">: type="xs:string" is not allowed beside ref on an xs:attribute (XML Schema allows only id, use, default, fixed there)',
      line: 4,
    },
    {
      name: 'a name on an anonymous complex type',
      given: ['<xs:element name="e">', '  <xs:complexType name="E"/>', '</xs:element>'],
      want: '<xs:complexType "E">: name="E" is not allowed on an anonymous xs:complexType (XML Schema allows it on top-level ones only)',
      line: 3,
    },
    {
      name: 'minOccurs on a group definition',
      given: ['<xs:group name="G" minOccurs="0"><xs:sequence/></xs:group>'],
      want: '<xs:group "G">: minOccurs="0" is not allowed on a top-level xs:group (XML Schema allows it on references (ref=…) only)',
    },
  ])('$name: SchemaInvalid at its line, as xmllint', ({ given, want, line = 2 }) => {
    const files = { 'set/a.xsd': xsd(given) };
    expect(xmllintLines(writeTree(files))).toEqual([line]);
    const error = loadError(files);
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.message).toBe(`set/a.xsd:${line}: ${want}; the schema is wrong: remove the attribute`);
  });

  it('the allowed places still load: block on a local declaration, use/default beside an attribute ref', () => {
    const files = {
      'set/a.xsd': xsd([
        '<xs:attribute name="g" type="xs:string"/>',
        '<xs:element name="r"><xs:complexType><xs:sequence>',
        '  <xs:element name="c" type="xs:string" block="#all" form="qualified"/>',
        '</xs:sequence><xs:attribute ref="t:g" use="optional" default="x"/></xs:complexType></xs:element>',
      ]),
    };
    const root = writeTree(files);
    expect(xmllintVerdict(join(root, 'set/a.xsd'), `<r xmlns="urn:test:a"><c>1</c></r>`)).toBe('');
    expect(loadSchemaSet(join(root, 'set')).elements[`{${NS}}r`]).toBeDefined();
  });

  it('both errors of the review repro in one run, in line order', () => {
    const files = {
      'set/a.xsd': xsd([
        '<xs:attribute name="kind" type="xs:string" use="optional"/>',
        '<xs:element name="r"><xs:complexType><xs:sequence>',
        '  <xs:element name="c" type="xs:string" abstract="true" minOccurs="0"/>',
        '</xs:sequence><xs:attribute ref="t:kind"/></xs:complexType></xs:element>',
      ]),
    };
    expect(xmllintLines(writeTree(files))).toEqual([2, 4]);
    const error = loadError(files);
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.message.split('\n').map((text) => text.split(': ')[0])).toEqual(['set/a.xsd:2', 'set/a.xsd:4', '2 schema errors']);
  });
});

describe('every unresolved reference of a run', () => {
  const XML = 'http://www.w3.org/XML/1998/namespace';
  const notImported = `namespace '${XML}' is not imported by this schema: add <xs:import namespace="${XML}" schemaLocation="http://www.w3.org/2001/xml.xsd"/> to it`;

  it('three xml:* references without an import: each line, and the import to add', () => {
    const files = {
      'set/a.xsd': xsd([
        '<xs:complexType name="A"><xs:attribute ref="xml:lang"/></xs:complexType>',
        '<xs:element name="b"><xs:complexType>',
        '  <xs:attribute ref="xml:lang"/>',
        '</xs:complexType></xs:element>',
        '<xs:element name="c"><xs:complexType><xs:attribute ref="xml:space"/></xs:complexType></xs:element>',
      ]),
    };
    expect(xmllintLines(writeTree(files))).toEqual([2, 4, 6]);
    expect(loadError(files).message.split('\n')).toEqual([
      `set/a.xsd:2: cannot resolve attribute '{${XML}}lang' (${notImported})`,
      `set/a.xsd:4: cannot resolve attribute '{${XML}}lang' (${notImported})`,
      `set/a.xsd:6: cannot resolve attribute '{${XML}}space' (${notImported})`,
      '3 schema errors',
    ]);
  });

  it('unresolved types of top-level elements and of siblings in one content model, in line order', () => {
    const files = {
      'set/a.xsd': xsd([
        '<xs:element name="a" type="t:Nope1"/>',
        '<xs:element name="b" type="t:Nope2"/>',
        '<xs:complexType name="C"><xs:sequence>',
        '  <xs:element name="x" type="t:Nope3"/>',
        '  <xs:element name="y" type="t:Nope4"/>',
        '</xs:sequence>',
        '  <xs:attribute name="p" type="t:Nope5"/>',
        '  <xs:attributeGroup ref="t:Nope6"/>',
        '</xs:complexType>',
      ]),
    };
    expect(xmllintLines(writeTree(files))).toEqual([2, 3, 5, 6, 8, 9]);
    const error = loadError(files);
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.message.split('\n').map((text) => text.replace(/ \(.*/, ''))).toEqual([
      "set/a.xsd:2: cannot resolve type '{urn:test:a}Nope1'",
      "set/a.xsd:3: cannot resolve type '{urn:test:a}Nope2'",
      "set/a.xsd:5: cannot resolve type '{urn:test:a}Nope3'",
      "set/a.xsd:6: cannot resolve type '{urn:test:a}Nope4'",
      "set/a.xsd:8: cannot resolve type '{urn:test:a}Nope5'",
      "set/a.xsd:9: cannot resolve attributeGroup '{urn:test:a}Nope6'",
      '6 schema errors',
    ]);
  });
});

describe('block values (they narrow substitution groups: test/emit/block.test.ts)', () => {
  it.each([
    { name: 'on a top-level element', given: ['<xs:element name="g" type="xs:string" block="foo"/>'], want: 'block="foo" must be "#all" or a list of extension, restriction, substitution', line: 2 },
    { name: 'on a local element', given: ['<xs:complexType name="T"><xs:sequence>', '  <xs:element name="c" type="xs:string" block="#all substitution"/>', '</xs:sequence></xs:complexType>'], want: 'block="#all substitution" must be "#all" or a list of extension, restriction, substitution', line: 3 },
    { name: 'on a complex type (no substitution there)', given: ['<xs:complexType name="T" block="substitution"/>'], want: 'block="substitution" must be "#all" or a list of extension, restriction', line: 2 },
  ])('a bad one $name is SchemaInvalid at its line, as xmllint', ({ given, want, line }) => {
    const files = { 'set/a.xsd': xsd(given) };
    expect(xmllintLines(writeTree(files))).toEqual([line]);
    const error = loadError(files);
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.message).toContain(`set/a.xsd:${line}: ${want}`);
  });
});
