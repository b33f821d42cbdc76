/**
 * Identity constraints (XSD Part 1, 3.11) are read into the IR as information on their element
 * declaration: kind, QName, refer, XPaths and the namespaces of their prefixes. Generated
 * validators do not check them; XSD engines (libxml2, `fleetcase validate`) do.
 */
import { describe, expect, it } from 'vitest';
import { isElement, type IrComplexType } from '../../src/ir/index.js';
import { a, loadError, loadInline, NS, withoutSource, xsd } from './helpers.js';

describe('identity constraints', () => {
  const generation = loadInline({
    'set/a.xsd': xsd([
      '<xs:element name="shop"><xs:complexType><xs:sequence>',
      '  <xs:element name="part" maxOccurs="unbounded"><xs:complexType><xs:attribute name="sku" type="xs:token"/></xs:complexType></xs:element>',
      '  <xs:element name="order"><xs:complexType><xs:sequence><xs:element name="line" type="xs:token" maxOccurs="unbounded"/></xs:sequence></xs:complexType>',
      '    <xs:unique name="once"><xs:selector xpath="t:line"/><xs:field xpath="."/></xs:unique>',
      '  </xs:element>',
      '</xs:sequence></xs:complexType>',
      '<xs:key name="sku"><xs:selector xpath=".//t:part"/><xs:field xpath="@sku"/></xs:key>',
      '<xs:keyref name="ordered" refer="t:sku"><xs:selector xpath="t:order/child::t:line"/><xs:field xpath="."/></xs:keyref>',
      '</xs:element>',
    ]),
  });

  it('puts the constraints of a global element on the root element', () => {
    expect(withoutSource(generation.elements[a('shop')]?.constraints)).toStrictEqual([
      { kind: 'key', name: a('sku'), selector: './/t:part', fields: ['@sku'], namespaces: { t: NS } },
      { kind: 'keyref', name: a('ordered'), refer: a('sku'), selector: 't:order/child::t:line', fields: ['.'], namespaces: { t: NS } },
    ]);
  });

  it('puts the constraints of a local element on its particle', () => {
    const type = generation.types[a('shop')] as IrComplexType;
    const order = type.content?.particles.filter(isElement).find((particle) => particle.name === a('order'));
    expect(withoutSource(order?.constraints)).toStrictEqual([{ kind: 'unique', name: a('once'), selector: 't:line', fields: ['.'], namespaces: { t: NS } }]);
  });

  it.each([
    {
      name: 'a keyref to no key',
      given: ['<xs:element name="e" type="xs:string">', '  <xs:keyref name="r" refer="t:none"><xs:selector xpath="."/><xs:field xpath="."/></xs:keyref>', '</xs:element>'],
      want: { kind: 'SchemaUnresolvedReference', line: 3 },
    },
    {
      name: 'an unbound prefix in an XPath',
      given: ['<xs:element name="e" type="xs:string">', '  <xs:key name="k"><xs:selector xpath="q:x"/><xs:field xpath="."/></xs:key>', '</xs:element>'],
      want: { kind: 'SchemaInvalid', line: 3 },
    },
    {
      name: 'a key without a field',
      given: ['<xs:element name="e" type="xs:string">', '  <xs:key name="k"><xs:selector xpath="."/></xs:key>', '</xs:element>'],
      want: { kind: 'SchemaInvalid', line: 3 },
    },
    {
      name: 'two constraints of one name',
      given: [
        '<xs:element name="e" type="xs:string"><xs:key name="k"><xs:selector xpath="."/><xs:field xpath="."/></xs:key></xs:element>',
        '<xs:element name="f" type="xs:string"><xs:unique name="k"><xs:selector xpath="."/><xs:field xpath="."/></xs:unique></xs:element>',
      ],
      want: { kind: 'SchemaDuplicateDefinition', line: 3 },
    },
  ])('refuses $name with file and line', ({ given, want }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(error.kind).toBe(want.kind);
    expect(error.props).toMatchObject({ file: 'set/a.xsd', line: want.line });
  });
});
