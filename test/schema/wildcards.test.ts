/**
 * `xs:any` and `xs:anyAttribute` (XSD Part 1, 3.10) as the loader maps them: namespace
 * constraints resolved against the schema (`##other` excludes the target namespace and
 * unqualified names, `##local` is ''), occurrence and processContents kept, an attribute group's
 * wildcard intersected with the type's own, an extension's united with its base's.
 */
import { describe, expect, it } from 'vitest';
import { allowsNamespace, intersectNamespaces, unionNamespaces, type IrNamespaceConstraint } from '../../src/ir/index.js';
import { a, loadError, loadInline, NS, withoutSource, xsd } from './helpers.js';

describe('wildcards', () => {
  const generation = loadInline({
    'set/a.xsd': xsd([
      '<xs:complexType name="Open"><xs:sequence>',
      '  <xs:element name="x" type="xs:string"/>',
      '  <xs:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>',
      // Between the two wildcards, which both take urn:z: else a <z:e> could be either's (UPA).
      '  <xs:element name="y" type="xs:string"/>',
      '  <xs:any namespace="##targetNamespace ##local urn:z"/>',
      '</xs:sequence><xs:attributeGroup ref="t:Common"/>',
      '<xs:anyAttribute namespace="urn:y urn:z" processContents="skip"/></xs:complexType>',
      '<xs:attributeGroup name="Common"><xs:attribute name="id" type="xs:ID"/><xs:anyAttribute namespace="urn:z ##local"/></xs:attributeGroup>',
      '<xs:complexType name="More"><xs:complexContent><xs:extension base="t:Open"><xs:anyAttribute namespace="urn:w"/></xs:extension></xs:complexContent></xs:complexType>',
      '<xs:complexType name="Any"><xs:sequence><xs:any/></xs:sequence><xs:anyAttribute/></xs:complexType>',
    ]),
  });

  it('maps xs:any particles in place, with their namespace constraint, processContents and occurrence', () => {
    const type = generation.types[a('Open')];
    const particles = type?.kind === 'complexType' ? (type.content?.particles ?? []) : [];
    expect(withoutSource(particles.filter((particle) => particle.kind === 'any'))).toStrictEqual([
      { kind: 'any', namespaces: { kind: 'not', namespaces: [NS, ''] }, processContents: 'lax', occurs: { min: 0, max: 'unbounded', nillable: false } },
      { kind: 'any', namespaces: { kind: 'only', namespaces: [NS, '', 'urn:z'] }, processContents: 'strict', occurs: { min: 1, max: 1, nillable: false } },
    ]);
  });

  it.each([
    { given: 'Open', want: { kind: 'only', namespaces: ['urn:z'] } },
    { given: 'More', want: { kind: 'only', namespaces: ['urn:w', 'urn:z'] } },
    { given: 'Any', want: { kind: 'any' } },
  ])('the attribute wildcard of $given', ({ given, want }) => {
    const type = generation.types[a(given)];
    expect(type?.kind === 'complexType' ? type.anyAttribute?.namespaces : undefined).toStrictEqual(want);
  });

  it('keeps the declared attributes of an attribute group beside its wildcard', () => {
    const type = generation.types[a('Open')];
    expect(type?.kind === 'complexType' ? type.attributes.map((attribute) => attribute.name) : []).toStrictEqual(['id']);
  });

  it('refuses a bad processContents with file and line', () => {
    const error = loadError({ 'set/a.xsd': xsd(['<xs:complexType name="T"><xs:sequence>', '  <xs:any processContents="maybe"/>', '</xs:sequence></xs:complexType>']) });
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.props).toMatchObject({ file: 'set/a.xsd', line: 3 });
  });
});

describe('xs:anyType', () => {
  it('is the type of an element declared with it or without any type', () => {
    const generation = loadInline({
      'set/a.xsd': xsd([
        '<xs:element name="anything"/>',
        '<xs:element name="typed" type="xs:anyType"/>',
        '<xs:complexType name="T"><xs:sequence><xs:element name="payload"/></xs:sequence></xs:complexType>',
      ]),
    });
    const anyType = { kind: 'builtin', name: 'anyType' };
    expect(generation.elements[a('anything')]?.type).toStrictEqual(anyType);
    expect(generation.elements[a('typed')]?.type).toStrictEqual(anyType);
    const type = generation.types[a('T')];
    expect(type?.kind === 'complexType' && type.content?.particles[0]?.kind === 'element' ? type.content.particles[0].type : undefined).toStrictEqual(anyType);
  });

  it.each([
    { name: 'as an attribute type', given: ['<xs:attribute name="x" type="xs:anyType"/>'] },
    { name: 'as a simple type base', given: ['<xs:simpleType name="S"><xs:restriction base="xs:anyType"/></xs:simpleType>'] },
    { name: 'as a simpleContent base', given: ['<xs:complexType name="C"><xs:simpleContent><xs:extension base="xs:anyType"/></xs:simpleContent></xs:complexType>'] },
  ])('is refused $name (it is not simple)', ({ given }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(error.kind).toBe('SchemaInvalid');
    expect(error.props).toMatchObject({ file: 'set/a.xsd', line: 2 });
  });
});

describe('namespace constraints', () => {
  const any: IrNamespaceConstraint = { kind: 'any' };
  const only = (...namespaces: string[]): IrNamespaceConstraint => ({ kind: 'only', namespaces });
  const not = (...namespaces: string[]): IrNamespaceConstraint => ({ kind: 'not', namespaces });
  it.each([
    { given: [any, only('a')], union: any, intersection: only('a') },
    { given: [only('a'), only('b', 'a')], union: only('a', 'b'), intersection: only('a') },
    { given: [not('a', ''), only('a', 'b')], union: not(''), intersection: only('b') },
    { given: [not('a'), only('a')], union: any, intersection: only() },
    { given: [not('a'), not('b')], union: any, intersection: not('a', 'b') },
  ])('$given.0.kind with $given.1.kind', ({ given, union, intersection }) => {
    expect(unionNamespaces(given[0]!, given[1]!)).toStrictEqual(union);
    expect(intersectNamespaces(given[0]!, given[1]!)).toStrictEqual(intersection);
  });
  it.each([
    { given: not('a', ''), namespace: '', want: false },
    { given: not('a', ''), namespace: 'b', want: true },
    { given: only(''), namespace: '', want: true },
    { given: any, namespace: 'x', want: true },
  ])('$given.kind allows "$namespace": $want', ({ given, namespace, want }) => {
    expect(allowsNamespace(given, namespace)).toBe(want);
  });
});
