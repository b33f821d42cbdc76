/**
 * Review r23 schemaerr M1-M6, L1, L2: schema errors the loader let through, each now refused
 * (SchemaInvalid naming file, line and what is wrong) with the oracle's verdict checked in every
 * case: bounds of durations and partial dates that widen their base's or cross each other (the
 * runtime now orders them), a bound the base's cannot be compared with (a zoned date under an
 * unzoned one, NaN), minLength above maxLength, the facets a built-in fixes (fractionDigits 0
 * under xs:integer, whiteSpace collapse on a list), a list of xs:ID counted as an ID, an
 * element-only extension of xs:anyType, a mixed extension of an xs:all base, an xs:simpleType
 * inside a simpleContent restriction that does not derive from the base's text, and an
 * attribute group with two IDs. The oracle is xmllint, or Xerces where libxml2 compiles what XML
 * Schema forbids (minLength above maxLength, the fixed facets, a bound under NaN).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { inlineSet, loadOutcome, writeTree, xercesCompileErrors, xmllintCompiles } from './helpers.js';

const simple = (name: string, base: string, facets: string) =>
  `<xs:simpleType name="${name}"><xs:restriction base="${base}">${facets}</xs:restriction></xs:simpleType>`;
const anyTypeExtension = (own: string, mixed = '') =>
  `<xs:complexType name="T"${mixed}><xs:complexContent><xs:extension base="xs:anyType">${own}</xs:extension></xs:complexContent></xs:complexType>`;
const textOf = (name: string, base: string) =>
  `<xs:complexType name="${name}"><xs:simpleContent><xs:extension base="${base}"/></xs:simpleContent></xs:complexType>`;
const textRestriction = (name: string, base: string, inner: string) =>
  `<xs:complexType name="${name}"><xs:simpleContent><xs:restriction base="${base}">${inner}</xs:restriction></xs:simpleContent></xs:complexType>`;

describe('schema errors of review r23 schemaerr: refused at their line', () => {
  const cases: Array<{ name: string; given: string[]; want: { line: number; message: string }; xerces?: string }> = [
    {
      name: 'a duration bound above the base\'s',
      given: [simple('B', 'xs:duration', '<xs:maxInclusive value="PT1H"/>'), simple('T', 't:B', '<xs:maxInclusive value="PT61M"/>')],
      want: { line: 3, message: 'xs:maxInclusive value="PT61M" is above the base type\'s maxInclusive PT1H' },
    },
    {
      name: 'duration bounds crossing in one type',
      given: [simple('T', 'xs:duration', '<xs:minInclusive value="PT2H"/><xs:maxInclusive value="PT90M"/>')],
      want: { line: 2, message: 'xs:maxInclusive value="PT90M" is below xs:minInclusive value="PT2H"' },
    },
    {
      name: 'a gYearMonth bound below the base\'s',
      given: [simple('B', 'xs:gYearMonth', '<xs:minInclusive value="2024-01"/>'), simple('T', 't:B', '<xs:minInclusive value="2023-12"/>')],
      want: { line: 3, message: 'xs:minInclusive value="2023-12" is below the base type\'s minInclusive 2024-01' },
    },
    {
      name: 'gDay bounds crossing in one type',
      given: [simple('T', 'xs:gDay', '<xs:minInclusive value="---20"/><xs:maxExclusive value="---10"/>')],
      want: { line: 2, message: 'xs:maxExclusive value="---10" is not above xs:minInclusive value="---20"' },
    },
    {
      name: 'a zoned date bound under an unzoned one',
      given: [simple('B', 'xs:date', '<xs:maxInclusive value="2020-01-01"/>'), simple('T', 't:B', '<xs:maxInclusive value="2020-01-01Z"/>')],
      want: { line: 3, message: 'xs:maxInclusive value="2020-01-01Z" cannot be compared with the base type\'s maxInclusive 2020-01-01' },
    },
    {
      name: 'a NaN bound under a float bound',
      given: [simple('B', 'xs:float', '<xs:maxInclusive value="1e3"/>'), simple('T', 't:B', '<xs:maxInclusive value="NaN"/>')],
      want: { line: 3, message: 'xs:maxInclusive value="NaN" cannot be compared with the base type\'s maxInclusive 1e3' },
    },
    {
      name: 'a float bound under a NaN bound',
      given: [simple('B', 'xs:float', '<xs:maxInclusive value="NaN"/>'), simple('T', 't:B', '<xs:maxInclusive value="5"/>')],
      want: { line: 3, message: 'xs:maxInclusive value="5" cannot be compared with the base type\'s maxInclusive NaN' },
      xerces: 'cvc-maxInclusive-valid',
    },
    {
      name: 'a time bound a zone moves to the next day',
      given: [simple('B', 'xs:time', '<xs:maxInclusive value="12:00:00Z"/>'), simple('T', 't:B', '<xs:maxInclusive value="23:00:00-05:00"/>')],
      want: { line: 3, message: 'xs:maxInclusive value="23:00:00-05:00" is above the base type\'s maxInclusive 12:00:00Z' },
    },
    {
      name: 'minLength above maxLength in one step',
      given: [simple('T', 'xs:string', '<xs:minLength value="4"/><xs:maxLength value="3"/>')],
      want: { line: 2, message: 'xs:minLength value="4" is greater than xs:maxLength value="3"' },
      xerces: 'minLength-less-than-equal-to-maxLength',
    },
    {
      name: 'minLength above the base\'s maxLength',
      given: [simple('B', 'xs:string', '<xs:maxLength value="3"/>'), simple('T', 't:B', '<xs:minLength value="4"/>')],
      want: { line: 3, message: 'xs:minLength value="4" is greater than xs:maxLength value="3"' },
      xerces: 'minLength-less-than-equal-to-maxLength',
    },
    {
      name: 'maxLength 0 on xs:IDREFS (whose minLength is 1)',
      given: [simple('T', 'xs:IDREFS', '<xs:maxLength value="0"/>')],
      want: { line: 2, message: 'xs:minLength value="1" is greater than xs:maxLength value="0"' },
      xerces: 'minLength-less-than-equal-to-maxLength',
    },
    {
      name: 'fractionDigits 2 on xs:int',
      given: [simple('T', 'xs:int', '<xs:totalDigits value="3"/><xs:fractionDigits value="2"/>')],
      want: { line: 2, message: 'xs:fractionDigits value="2" is above the base type\'s fractionDigits 0' },
      xerces: 'FixedFacetValue',
    },
    {
      name: 'fractionDigits 1 on a simpleContent restriction of xs:integer text',
      given: [textOf('B', 'xs:integer'), textRestriction('T', 't:B', '<xs:fractionDigits value="1"/>')],
      want: { line: 3, message: 'xs:fractionDigits value="1" is above the base type\'s fractionDigits 0' },
      xerces: 'FixedFacetValue',
    },
    {
      name: 'whiteSpace preserve on a list',
      given: ['<xs:simpleType name="L"><xs:list itemType="xs:string"/></xs:simpleType>', simple('T', 't:L', '<xs:whiteSpace value="preserve"/>')],
      want: { line: 3, message: 'xs:whiteSpace value="preserve" is weaker than the base type\'s whiteSpace collapse' },
      xerces: 'FixedFacetValue',
    },
    {
      name: 'a list of xs:ID beside an xs:ID attribute',
      given: ['<xs:simpleType name="IDL"><xs:list itemType="xs:ID"/></xs:simpleType>', '<xs:complexType name="T"><xs:attribute name="a" type="t:IDL"/><xs:attribute name="b" type="xs:ID"/></xs:complexType>'],
      want: { line: 3, message: 'complex type \'T\' has 2 attributes of xs:ID or a type derived from it (\'a\', \'b\'); one at most' },
    },
    {
      name: 'a default on an attribute of a list of xs:ID',
      given: ['<xs:simpleType name="IDL"><xs:list itemType="xs:ID"/></xs:simpleType>', '<xs:complexType name="T"><xs:attribute name="a" type="t:IDL" default="x1"/></xs:complexType>'],
      want: { line: 3, message: 'xs:attribute "a": default="x1" is not allowed on a type that is or derives from xs:ID' },
    },
    {
      name: 'an attribute group no type uses, with two IDs',
      given: ['<xs:attributeGroup name="H"><xs:attribute name="a" type="xs:ID"/><xs:attribute name="b" type="xs:ID"/></xs:attributeGroup>'],
      want: { line: 2, message: 'attribute group \'H\' has 2 attributes of xs:ID or a type derived from it (\'a\', \'b\'); one at most' },
    },
    {
      name: 'an element-only extension of xs:anyType',
      given: [anyTypeExtension('<xs:sequence><xs:element name="b" type="xs:string"/></xs:sequence>')],
      want: { line: 2, message: 'an element-only extension of xs:anyType, whose content is mixed' },
    },
    {
      name: 'an xs:all in an extension of xs:anyType',
      given: [anyTypeExtension('<xs:all><xs:element name="b" type="xs:string"/></xs:all>')],
      want: { line: 2, message: 'an element-only extension of xs:anyType, whose content is mixed' },
    },
    {
      name: 'a mixed extension of a mixed xs:all base that adds nothing',
      given: ['<xs:complexType name="B" mixed="true"><xs:all><xs:element name="a"/></xs:all></xs:complexType>', '<xs:complexType name="T" mixed="true"><xs:complexContent><xs:extension base="t:B"/></xs:complexContent></xs:complexType>'],
      want: { line: 3, message: 'a mixed extension of \'{urn:test:a}B\', whose content is an xs:all group: mixed="true" adds an empty sequence after it' },
    },
    {
      name: 'an xs:simpleType inside a simpleContent restriction, not derived from the base\'s text',
      given: [
        simple('P', 'xs:int', '<xs:maxInclusive value="5"/>'),
        textOf('B', 't:P'),
        textRestriction('T', 't:B', '<xs:simpleType><xs:restriction base="xs:int"><xs:maxInclusive value="10"/></xs:restriction></xs:simpleType>'),
      ],
      want: { line: 4, message: 'the xs:simpleType inside the restriction of \'B\' is not derived from the text type of \'B\'' },
    },
    {
      name: 'an xs:import of the schema\'s own namespace (review r25 hostilexsd M2)',
      given: ['<xs:import namespace="urn:test:a"/>'],
      want: { line: 2, message: 'xs:import of namespace \'urn:test:a\', the schema\'s own targetNamespace' },
    },
    {
      name: 'a maxOccurs above 2^30 (review r25 hostilexsd M1)',
      given: ['<xs:element name="r"><xs:complexType><xs:sequence><xs:element name="a" maxOccurs="99999999999999999999"/></xs:sequence></xs:complexType></xs:element>'],
      want: { line: 2, message: 'maxOccurs="99999999999999999999" is above 1073741824, the most libxml2 and Xerces take; write maxOccurs="unbounded"' },
    },
  ];
  it.each(cases)('$name', async ({ given, want, xerces }) => {
    const { dir, file } = inlineSet(given);
    if (xerces) expect(await xercesCompileErrors(file)).toContain(xerces);
    else expect(xmllintCompiles(file)).toBe(false);
    const error = loadOutcome(dir);
    expect(error?.kind).toBe('SchemaInvalid');
    expect(error?.message).toContain(`set/a.xsd:${want.line}: ${want.message}`);
  });
});

describe('what XSD allows beside them loads (xmllint compiles each)', () => {
  const cases: Array<{ name: string; given: string[] }> = [
    {
      name: 'narrower duration and partial-date bounds, equal durations spelled two ways',
      given: [
        simple('B', 'xs:duration', '<xs:minInclusive value="PT1H"/><xs:maxInclusive value="P1D"/>'),
        simple('T', 't:B', '<xs:minInclusive value="PT60M"/><xs:maxInclusive value="PT24H"/>'),
        simple('Y', 'xs:gYear', '<xs:minInclusive value="2000"/>'),
        simple('Y2', 't:Y', '<xs:minInclusive value="2001"/><xs:maxExclusive value="2100"/>'),
        simple('M', 'xs:gMonthDay', '<xs:minInclusive value="--02-29"/><xs:maxInclusive value="--03-01"/>'),
      ],
    },
    { name: 'a zoned date bound under a zoned one', given: [simple('B', 'xs:date', '<xs:maxInclusive value="2020-01-01Z"/>'), simple('T', 't:B', '<xs:maxInclusive value="2020-01-01+01:00"/>')] },
    { name: 'minLength equal to maxLength, fractionDigits 0 restated on xs:int, collapse restated on a list', given: [simple('T', 'xs:string', '<xs:minLength value="3"/><xs:maxLength value="3"/>'), simple('I', 'xs:int', '<xs:fractionDigits value="0"/>'), '<xs:simpleType name="L"><xs:list itemType="xs:string"/></xs:simpleType>', simple('C', 't:L', '<xs:whiteSpace value="collapse"/>')] },
    { name: 'a maxOccurs of 2^30', given: ['<xs:element name="r"><xs:complexType><xs:sequence><xs:element name="a" maxOccurs="1073741824"/></xs:sequence></xs:complexType></xs:element>'] },
    { name: 'a list of xs:IDREF beside an xs:ID, an attribute group with one ID', given: ['<xs:complexType name="T"><xs:attribute name="a" type="xs:IDREFS"/><xs:attribute name="b" type="xs:ID"/></xs:complexType>', '<xs:attributeGroup name="H"><xs:attribute name="a" type="xs:ID"/><xs:attribute name="b" type="xs:IDREF"/></xs:attributeGroup>'] },
    { name: 'a complexContent mixed extension of xs:anyType that adds attributes', given: [anyTypeExtension('<xs:attribute name="q"/>'), '<xs:complexType name="U"><xs:complexContent mixed="true"><xs:extension base="xs:anyType"><xs:attribute name="q"/></xs:extension></xs:complexContent></xs:complexType>'] },
    {
      name: 'an xs:simpleType inside a simpleContent restriction, derived from the base\'s text',
      given: [
        simple('P', 'xs:int', '<xs:maxInclusive value="5"/>'),
        textOf('B', 't:P'),
        textRestriction('T', 't:B', '<xs:simpleType><xs:restriction base="t:P"><xs:maxInclusive value="3"/></xs:restriction></xs:simpleType>'),
        textOf('D', 'xs:decimal'),
        textRestriction('U', 't:D', '<xs:simpleType><xs:restriction base="xs:short"/></xs:simpleType>'),
      ],
    },
  ];
  it.each(cases)('$name', ({ given }) => {
    const { dir, file } = inlineSet(given);
    expect(xmllintCompiles(file)).toBe(true);
    expect(loadOutcome(dir)).toBeUndefined();
  });
});

describe('a targetNamespace holding a brace (review r25 hostilexsd L5)', () => {
  it('is refused at its line, as libxml2 refuses it as a URI', () => {
    const root = writeTree({
      'set/a.xsd': '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:a${b}">\n  <xs:element name="r" type="xs:string"/>\n</xs:schema>\n',
    });
    const error = loadOutcome(join(root, 'set'));
    expect(error?.kind).toBe('SchemaInvalid');
    expect(error?.message).toContain('set/a.xsd:1: targetNamespace "urn:a${b}" holds a brace');
  });
});
