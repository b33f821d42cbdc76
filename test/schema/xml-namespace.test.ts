/**
 * The `xml` prefix is bound in every document without a declaration (Namespaces in XML 1.0,
 * section 3), so `ref="xml:lang"` resolves to the W3C xml.xsd's attribute even though no
 * schema declares `xmlns:xml`.
 */
import { describe, expect, it } from 'vitest';
import type { IrComplexType } from '../../src/ir/index.js';
import { a, loadInline, xsd } from './helpers.js';

const XML = 'http://www.w3.org/XML/1998/namespace';

describe('the xml prefix', () => {
  it('resolves without a declaration', () => {
    const generation = loadInline({
      'set/a.xsd': xsd([
        `<xs:import namespace="${XML}" schemaLocation="xml.xsd"/>`,
        '<xs:complexType name="T"><xs:attribute ref="xml:lang"/></xs:complexType>',
      ]),
      'set/xml.xsd': xsd(['<xs:attribute name="lang" type="xs:language"/>'], { namespace: XML }).replace(` xmlns:t="${XML}"`, ''),
    });
    expect((generation.types[a('T')] as IrComplexType).attributes.map((attribute) => attribute.name)).toStrictEqual([`{${XML}}lang`]);
  });
});

describe('the XML namespace schema', () => {
  it.each([
    ['from its remote home', ' schemaLocation="http://www.w3.org/2001/xml.xsd"'],
    ['without a location', ''],
  ])('is built in when imported %s (loading is offline)', (_name, location) => {
    const generation = loadInline({
      'set/a.xsd': xsd([
        `<xs:import namespace="${XML}"${location}/>`,
        '<xs:complexType name="T"><xs:attributeGroup ref="xml:specialAttrs"/></xs:complexType>',
      ]),
    });
    const type = generation.types[a('T')] as IrComplexType;
    expect(type.attributes.map((attribute) => attribute.name)).toStrictEqual(
      ['base', 'lang', 'space', 'id'].map((local) => `{${XML}}${local}`),
    );
    const lang = type.attributes[1]!.type;
    expect(lang.kind === 'named' ? generation.types[lang.name] : undefined).toMatchObject({ memberTypes: [{ kind: 'builtin', name: 'language' }, { kind: 'named' }] });
  });

  it('is the set’s own copy when the set ships one', () => {
    const generation = loadInline({
      'set/a.xsd': xsd([
        `<xs:import namespace="${XML}" schemaLocation="xml.xsd"/>`,
        `<xs:import namespace="${XML}" schemaLocation="http://www.w3.org/2001/xml.xsd"/>`,
        '<xs:complexType name="T"><xs:attribute ref="xml:lang"/></xs:complexType>',
      ]),
      'set/xml.xsd': xsd(['<xs:attribute name="lang" type="xs:language"/>'], { namespace: XML }).replace(` xmlns:t="${XML}"`, ''),
    });
    expect((generation.types[a('T')] as IrComplexType).attributes[0]?.type).toStrictEqual({ kind: 'builtin', name: 'language' });
  });
});
