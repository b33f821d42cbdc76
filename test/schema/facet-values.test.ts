/**
 * The values a schema writes are checked against their types when it is loaded (review r9
 * finance, finding 4): a facet value that is no value of the type it restricts, facets XSD
 * forbids together, a default or fixed value outside its declaration's type. xmllint refuses to
 * compile such an XSD; the loader refuses it with SchemaInvalid naming file, line and the facet
 * or value, instead of generating checks that crash (`maxExclusive value="1E0"`) or mean
 * nothing. The values XSD allows (whitespace around them, other value spaces, what xmllint
 * compiles) still load. Fixtures: the reviewer's one-type repros, test/schema/fixtures/r9-values.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineSet, loadOutcome, xercesCompileErrors, xmllintCompiles } from './helpers.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'r9-values');


describe('the reviewer\'s repros: refused with file, line and the facet or value, as xmllint refuses them', () => {
  const cases: Array<{ given: string; want: { line: number; message: string } }> = [
    { given: 'exp-bound', want: { line: 2, message: 'xs:maxExclusive value="1E0" is not a value of xs:decimal ("1E0" is not a decimal' } },
    { given: 'text-bound', want: { line: 2, message: 'xs:minInclusive value="abc" is not a value of xs:decimal ("abc" is not a decimal' } },
    { given: 'bound-date-bad', want: { line: 2, message: 'xs:minInclusive value="2024-02-30" is not a value of xs:date ("2024-02-30" is not a date' } },
    { given: 'bound-int-frac', want: { line: 2, message: 'xs:maxInclusive value="1.5" is not a value of xs:integer ("1.5" is not an integer' } },
    { given: 'enum-date', want: { line: 2, message: 'xs:enumeration value="2024-13-01" is not a value of the base type xs:date' } },
    { given: 'enum-decimal', want: { line: 2, message: 'xs:enumeration value="abc" is not a value of the base type xs:decimal' } },
    { given: 'frac-gt-total', want: { line: 2, message: 'xs:fractionDigits value="5" is greater than xs:totalDigits value="3"' } },
    { given: 'total-zero', want: { line: 2, message: 'xs:totalDigits value="0" is not a positive integer' } },
    { given: 'frac-neg', want: { line: 2, message: 'xs:fractionDigits value="-1" is not a non-negative integer' } },
    { given: 'maxlen-x', want: { line: 2, message: 'xs:maxLength value="x" is not a non-negative integer' } },
    { given: 'length-and-max', want: { line: 2, message: 'xs:length and xs:maxLength cannot both be given in one restriction' } },
    { given: 'min-gt-max', want: { line: 2, message: 'xs:maxInclusive value="1" is below xs:minInclusive value="10"' } },
    {
      given: 'default-bad',
      want: { line: 3, message: `xs:element "v": default="abc" is not a value of its type '{urn:t}T' ("abc" is not a decimal` },
    },
    {
      given: 'fixed-bad',
      want: { line: 3, message: `xs:element "v": fixed="X" is not a value of its type '{urn:t}T' ("X" does not match the pattern [0-9])` },
    },
  ];
  it.each(cases)('$given', ({ given, want }) => {
    const dir = join(FIXTURES, given);
    expect(xmllintCompiles(join(dir, 't.xsd'))).toBe(false);
    const error = loadOutcome(dir);
    expect(error?.kind).toBe('SchemaInvalid');
    expect(error?.message).toContain(`${given}/t.xsd:${want.line}: ${want.message}`);
  });

  it('minLength above maxLength, which xmllint compiles, is refused as XSD and Xerces refuse it (review r23 schemaerr M2)', async () => {
    const dir = join(FIXTURES, 'minlen-gt-max');
    expect(xmllintCompiles(join(dir, 't.xsd'))).toBe(true);
    expect(await xercesCompileErrors(join(dir, 't.xsd'))).toContain('minLength-less-than-equal-to-maxLength');
    expect(loadOutcome(dir)?.message).toContain('t.xsd:2: xs:minLength value="5" is greater than xs:maxLength value="2"');
  });
});

const decimalP = '<xs:complexType name="P"><xs:simpleContent><xs:extension base="xs:decimal"><xs:attribute name="c" type="xs:string"/></xs:extension></xs:simpleContent></xs:complexType>';

describe('more values xmllint refuses: refused at the line of the facet or declaration', () => {
  const cases: Array<{ name: string; given: string[]; want: { line: number; message: string } }> = [
    {
      name: 'an enumeration value outside the named base\'s pattern',
      given: [
        '<xs:simpleType name="B"><xs:restriction base="xs:string"><xs:pattern value="[0-9]+"/></xs:restriction></xs:simpleType>',
        '<xs:simpleType name="T"><xs:restriction base="t:B">',
        '  <xs:enumeration value="12"/>',
        '  <xs:enumeration value="abc"/>',
        '</xs:restriction></xs:simpleType>',
      ],
      want: { line: 5, message: `xs:enumeration value="abc" is not a value of the base type '{urn:test:a}B' ("abc" does not match the pattern [0-9]+)` },
    },
    {
      name: 'a bound outside the built-in\'s range',
      given: ['<xs:simpleType name="T"><xs:restriction base="xs:byte">', '  <xs:maxInclusive value="300"/>', '</xs:restriction></xs:simpleType>'],
      want: { line: 3, message: 'xs:maxInclusive value="300" is not a value of xs:byte (300 is outside the range of xs:byte (-128..127))' },
    },
    {
      name: 'a list enumeration with an item outside the item type',
      given: ['<xs:simpleType name="L"><xs:list itemType="xs:int"/></xs:simpleType>', '<xs:simpleType name="T"><xs:restriction base="t:L"><xs:enumeration value="1 x"/></xs:restriction></xs:simpleType>'],
      want: { line: 3, message: `xs:enumeration value="1 x" is not a value of the base type '{urn:test:a}L' (item "x": "x" is not an integer (xs:int))` },
    },
    {
      name: 'a union enumeration no member accepts',
      given: ['<xs:simpleType name="U"><xs:union memberTypes="xs:int xs:date"/></xs:simpleType>', '<xs:simpleType name="T"><xs:restriction base="t:U"><xs:enumeration value="x"/></xs:restriction></xs:simpleType>'],
      want: { line: 3, message: 'xs:enumeration value="x" is not a value of the base type' },
    },
    {
      name: 'minExclusive not below maxInclusive',
      given: ['<xs:simpleType name="T"><xs:restriction base="xs:decimal"><xs:minExclusive value="5"/>', '  <xs:maxInclusive value="5"/></xs:restriction></xs:simpleType>'],
      want: { line: 3, message: 'xs:maxInclusive value="5" is not above xs:minExclusive value="5"' },
    },
    {
      name: 'fractionDigits above the named base\'s totalDigits',
      given: [
        '<xs:simpleType name="B"><xs:restriction base="xs:decimal"><xs:totalDigits value="3"/></xs:restriction></xs:simpleType>',
        '<xs:simpleType name="T"><xs:restriction base="t:B"><xs:fractionDigits value="5"/></xs:restriction></xs:simpleType>',
      ],
      want: { line: 3, message: 'xs:fractionDigits value="5" is greater than xs:totalDigits value="3"' },
    },
    {
      name: 'minInclusive with minExclusive in one step',
      given: ['<xs:simpleType name="T"><xs:restriction base="xs:decimal"><xs:minInclusive value="1"/><xs:minExclusive value="0"/></xs:restriction></xs:simpleType>'],
      want: { line: 2, message: 'xs:minInclusive and xs:minExclusive cannot both be given in one restriction' },
    },
    {
      name: 'an enumeration of a simpleContent restriction outside the base\'s text type',
      given: [decimalP, '<xs:complexType name="Q"><xs:simpleContent><xs:restriction base="t:P">', '  <xs:enumeration value="five"/>', '</xs:restriction></xs:simpleContent></xs:complexType>'],
      want: { line: 4, message: 'xs:enumeration value="five" is not a value of the base type xs:decimal' },
    },
    {
      name: 'a default of a local attribute',
      given: ['<xs:complexType name="C">', '  <xs:attribute name="g" type="xs:int" default="x"/>', '</xs:complexType>'],
      want: { line: 3, message: 'xs:attribute "g": default="x" is not a value of its type xs:int ("x" is not an integer (xs:int))' },
    },
    {
      name: 'a fixed value of a global element',
      given: ['<xs:element name="g" type="xs:date" fixed="2024-02-30"/>'],
      want: { line: 2, message: 'xs:element "g": fixed="2024-02-30" is not a value of its type xs:date' },
    },
    {
      name: 'a default of an element in a named group',
      given: ['<xs:group name="G"><xs:sequence>', '  <xs:element name="g" type="xs:boolean" default="yes"/>', '</xs:sequence></xs:group>'],
      want: { line: 3, message: 'xs:element "g": default="yes" is not a value of its type xs:boolean' },
    },
    {
      name: 'a default under an element of a simple-content type derived by complexContent extension',
      given: [decimalP, '<xs:complexType name="E"><xs:complexContent><xs:extension base="t:P"/></xs:complexContent></xs:complexType>', '<xs:element name="e" type="t:E" default="1e3"/>'],
      want: { line: 4, message: `xs:element "e": default="1e3" is not a value of its type '{urn:test:a}E' ("1e3" is not a decimal` },
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const { dir, file } = inlineSet(given);
    expect(xmllintCompiles(file)).toBe(false);
    const error = loadOutcome(dir);
    expect(error?.kind).toBe('SchemaInvalid');
    expect(error?.message).toContain(`set/a.xsd:${want.line}: ${want.message}`);
  });
});

describe('values XSD allows load (xmllint compiles each)', () => {
  const cases: Array<{ name: string; given: string[] }> = [
    { name: 'whitespace around a decimal enumeration and bound', given: ['<xs:simpleType name="T"><xs:restriction base="xs:decimal"><xs:enumeration value=" 1.5 "/><xs:maxInclusive value=" 2 "/></xs:restriction></xs:simpleType>'] },
    { name: 'an enumeration checked against the base, not against facets of its own step', given: ['<xs:simpleType name="T"><xs:restriction base="xs:decimal"><xs:totalDigits value="2"/><xs:enumeration value="123"/></xs:restriction></xs:simpleType>'] },
    { name: 'length in a step below a base\'s maxLength', given: ['<xs:simpleType name="B"><xs:restriction base="xs:string"><xs:maxLength value="5"/></xs:restriction></xs:simpleType>', '<xs:simpleType name="T"><xs:restriction base="t:B"><xs:length value="3"/></xs:restriction></xs:simpleType>'] },
    { name: 'minExclusive equal to maxExclusive', given: ['<xs:simpleType name="T"><xs:restriction base="xs:decimal"><xs:minExclusive value="5"/><xs:maxExclusive value="5"/></xs:restriction></xs:simpleType>'] },
    { name: 'INF and an exponent as double bounds', given: ['<xs:simpleType name="T"><xs:restriction base="xs:double"><xs:maxInclusive value="INF"/><xs:minInclusive value="-1e3"/></xs:restriction></xs:simpleType>'] },
    { name: 'a zoned and an unzoned date bound (incomparable)', given: ['<xs:simpleType name="T"><xs:restriction base="xs:date"><xs:minInclusive value="2024-01-01Z"/><xs:maxInclusive value="2024-01-01"/></xs:restriction></xs:simpleType>'] },
    { name: 'gYear bounds', given: ['<xs:simpleType name="T"><xs:restriction base="xs:gYear"><xs:minInclusive value="2000"/><xs:maxInclusive value="2100"/></xs:restriction></xs:simpleType>'] },
    { name: 'a default on mixed content', given: ['<xs:element name="m" default="hello"><xs:complexType mixed="true"><xs:sequence><xs:element name="b" minOccurs="0" type="xs:string"/></xs:sequence></xs:complexType></xs:element>'] },
    { name: 'a list default with whitespace', given: ['<xs:simpleType name="L"><xs:list itemType="xs:int"/></xs:simpleType>', '<xs:element name="l" type="t:L" default=" 1  2 "/>'] },
    { name: 'a union default of its second member', given: ['<xs:simpleType name="U"><xs:union memberTypes="xs:int xs:date"/></xs:simpleType>', '<xs:element name="u" type="t:U" default="2024-01-01"/>'] },
    { name: 'a fixed value of simple content', given: [decimalP, '<xs:element name="p" type="t:P" fixed="1.50"/>'] },
    { name: 'booleans as 1 and false', given: ['<xs:element name="b" type="xs:boolean" default="1"/>', '<xs:attribute name="g" type="xs:boolean" fixed="false"/>'] },
    { name: 'an NMTOKENS default', given: ['<xs:attribute name="n" type="xs:NMTOKENS" default="a b"/>'] },
    { name: 'a simpleContent restriction within its base', given: [decimalP, '<xs:complexType name="Q"><xs:simpleContent><xs:restriction base="t:P"><xs:maxInclusive value="10"/><xs:enumeration value="5.0"/></xs:restriction></xs:simpleContent></xs:complexType>'] },
    { name: 'binary lengths counted in octets', given: ['<xs:simpleType name="H"><xs:restriction base="xs:hexBinary"><xs:length value="2"/></xs:restriction></xs:simpleType>', '<xs:element name="h" type="t:H" default="ABCD"/>', '<xs:simpleType name="B"><xs:restriction base="xs:base64Binary"><xs:maxLength value="2"/></xs:restriction></xs:simpleType>', '<xs:element name="b" type="t:B" default="AAE="/>'] },
    { name: 'a token default and enumeration normalized alike', given: ['<xs:simpleType name="T"><xs:restriction base="xs:token"><xs:enumeration value=" a "/></xs:restriction></xs:simpleType>', '<xs:element name="e" type="t:T" default="a"/>', '<xs:element name="f" type="t:T" default=" a"/>'] },
    { name: 'a default of an attribute reference (XSD 1.0 does not constrain it; xmllint compiles it)', given: ['<xs:attribute name="g" type="xs:int"/>', '<xs:complexType name="C"><xs:attribute ref="t:g" default="x"/></xs:complexType>'] },
  ];
  it.each(cases)('$name', ({ given }) => {
    const { dir, file } = inlineSet(given);
    expect(xmllintCompiles(file)).toBe(true);
    expect(loadOutcome(dir)).toBeUndefined();
  });
});
