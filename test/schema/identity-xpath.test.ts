/**
 * Prefixes in the XPaths of identity constraints (SCAP review, finding 1): `xml` is bound in
 * every document without a declaration (Namespaces in XML 1.0, section 3), so the CPE
 * dictionary's `<xsd:field xpath="@xml:lang"/>` (CPE 2.1-2.3, and SDS 1.2/1.3 through them)
 * loads; a prefix nothing binds is a SchemaInvalid that names the construct and the fix.
 * xmllint is the oracle that the fixture is a schema and its documents are (in)valid.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFleetcaseError } from '../../src/errors.js';
import type { IrComplexType } from '../../src/ir/index.js';
import { isElement } from '../../src/ir/index.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { loadError, writeTree, xsd } from './helpers.js';

const XML = 'http://www.w3.org/XML/1998/namespace';
const CPE = 'http://cpe.mitre.org/dictionary/2.0';

/** A trimmed CPE 2.3 dictionary: keys on `@name`, uniques on `@xml:lang` of title and notes. */
const cpeDictionary = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:cpe_dict="${CPE}" targetNamespace="${CPE}" elementFormDefault="qualified" attributeFormDefault="unqualified">
    <xsd:import namespace="${XML}" schemaLocation="../common/xml.xsd"/>
    <xsd:element name="cpe-list" type="cpe_dict:ListType">
        <xsd:key name="itemURIKey">
            <xsd:selector xpath="./cpe_dict:cpe-item"/>
            <xsd:field xpath="@name"/>
        </xsd:key>
    </xsd:element>
    <xsd:element name="cpe-item" type="cpe_dict:ItemType">
        <xsd:unique name="titleLangKey">
            <xsd:selector xpath="./cpe_dict:title"/>
            <xsd:field xpath="@xml:lang"/>
        </xsd:unique>
        <xsd:unique name="notesLangKey">
            <xsd:selector xpath="./cpe_dict:notes"/>
            <xsd:field xpath="attribute::xml:lang"/>
        </xsd:unique>
    </xsd:element>
    <xsd:complexType name="ListType">
        <xsd:sequence><xsd:element ref="cpe_dict:cpe-item" maxOccurs="unbounded"/></xsd:sequence>
    </xsd:complexType>
    <xsd:complexType name="ItemType">
        <xsd:sequence>
            <xsd:element name="title" type="cpe_dict:TextType" maxOccurs="unbounded"/>
            <xsd:element name="notes" type="cpe_dict:NotesType" minOccurs="0" maxOccurs="unbounded"/>
        </xsd:sequence>
        <xsd:attribute name="name" type="xsd:anyURI" use="required"/>
    </xsd:complexType>
    <xsd:complexType name="TextType">
        <xsd:simpleContent><xsd:extension base="xsd:string"><xsd:attribute ref="xml:lang"/></xsd:extension></xsd:simpleContent>
    </xsd:complexType>
    <xsd:complexType name="NotesType">
        <xsd:sequence><xsd:element name="note" type="xsd:string" maxOccurs="unbounded"/></xsd:sequence>
        <xsd:attribute ref="xml:lang"/>
    </xsd:complexType>
</xsd:schema>
`;

const xmlSchema = xsd(['<xs:attribute name="lang" type="xs:language"/>'], { namespace: XML }).replace(` xmlns:t="${XML}"`, '');

const item = (titles: string) => `<cpe-list xmlns="${CPE}">
  <cpe-item name="cpe:/a:acme:tool:1.0">${titles}<notes xml:lang="en-US"><note>n</note></notes></cpe-item>
</cpe-list>
`;

const root = writeTree({
  'cpe/cpe-dictionary.xsd': cpeDictionary,
  'common/xml.xsd': xmlSchema,
  'valid.xml': item('<title xml:lang="en-US">Tool</title><title xml:lang="de-DE">Werkzeug</title>'),
  'twice.xml': item('<title xml:lang="en-US">Tool</title><title xml:lang="en-US">Tool again</title>'),
});

function xmllint(document: string): string {
  try {
    execFileSync('/usr/bin/xmllint', ['--noout', '--nonet', '--schema', join(root, 'cpe/cpe-dictionary.xsd'), join(root, document)], { stdio: 'pipe' });
    return 'valid';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error).includes('Duplicate key-sequence') ? 'duplicate key' : String(error);
  }
}

describe('an identity constraint on @xml:lang (CPE dictionary)', () => {
  it.each([
    { given: 'valid.xml', want: 'valid' },
    { given: 'twice.xml', want: 'duplicate key' },
  ])('xmllint says $given is $want', ({ given, want }) => {
    expect(xmllint(given)).toBe(want);
  });

  it('loads, with the xml prefix bound to the XML namespace', () => {
    const generation = loadSchemaSet(join(root, 'cpe'));
    const constraints = generation.elements[`{${CPE}}cpe-item`]?.constraints?.map(({ name, fields, namespaces }) => ({ name, fields, namespaces }));
    expect(constraints).toStrictEqual([
      { name: `{${CPE}}titleLangKey`, fields: ['@xml:lang'], namespaces: { cpe_dict: CPE, xml: XML } },
      { name: `{${CPE}}notesLangKey`, fields: ['attribute::xml:lang'], namespaces: { cpe_dict: CPE, xml: XML } },
    ]);
    const text = generation.types[`{${CPE}}TextType`] as IrComplexType;
    expect(text.attributes.map((attribute) => attribute.name)).toStrictEqual([`{${XML}}lang`]);
    const itemType = generation.types[`{${CPE}}ItemType`] as IrComplexType;
    expect(itemType.content?.particles.filter(isElement).map((particle) => particle.name)).toStrictEqual([`{${CPE}}title`, `{${CPE}}notes`]);
  });
});

describe('a prefix no declaration binds', () => {
  it.each([
    {
      name: 'in a field XPath',
      given: ['<xs:element name="e" type="xs:string">', '  <xs:unique name="u"><xs:selector xpath="."/><xs:field xpath="@q:lang"/></xs:unique>', '</xs:element>'],
      want: `set/a.xsd:3: xs:field in xs:unique "u": xpath="@q:lang": prefix 'q' is not bound to a namespace; declare xmlns:q="…" on the xs:schema (only 'xml' needs no declaration)`,
    },
    {
      name: 'in a selector XPath',
      given: ['<xs:element name="e" type="xs:string">', '  <xs:key name="k"><xs:selector xpath="./q:item"/><xs:field xpath="."/></xs:key>', '</xs:element>'],
      want: `set/a.xsd:3: xs:selector in xs:key "k": xpath="./q:item": prefix 'q' is not bound to a namespace; declare xmlns:q="…" on the xs:schema (only 'xml' needs no declaration)`,
    },
    {
      name: 'in a QName attribute',
      given: ['<xs:element name="e" type="q:T"/>'],
      want: `set/a.xsd:2: xs:element "e": type="q:T": prefix 'q' is not bound to a namespace; declare xmlns:q="…" on the xs:schema (only 'xml' needs no declaration)`,
    },
  ])('$name is SchemaInvalid naming the construct', ({ given, want }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(isFleetcaseError(error) && { kind: error.kind, message: error.message }).toStrictEqual({ kind: 'SchemaInvalid', message: want });
  });
});
