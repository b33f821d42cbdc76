/**
 * `substitutionGroup` and `abstract` (XSD Part 1, 3.3) as the loader maps them: each member
 * names its head (resolved across imported schemas), a member without a type takes its head's,
 * abstract elements are kept but are no document roots, abstract types are marked.
 */
import { describe, expect, it } from 'vitest';
import { a, loadError, loadInline, NS_B, xsd } from './helpers.js';

const b = (local: string) => `{${NS_B}}${local}`;

describe('substitution groups', () => {
  const generation = loadInline({
    'set/a.xsd': xsd([
      '<xs:complexType name="Shape" abstract="true"><xs:sequence><xs:element name="id" type="xs:string"/></xs:sequence></xs:complexType>',
      '<xs:element name="shape" type="t:Shape" abstract="true"/>',
      '<xs:element name="note" type="xs:token"/>',
      '<xs:element name="warning" substitutionGroup="t:note"/>',
    ]),
    'set/b.xsd': xsd(
      [
        `<xs:import namespace="urn:test:a" schemaLocation="a.xsd"/>`,
        '<xs:complexType name="Circle"><xs:complexContent><xs:extension base="a:Shape"><xs:sequence><xs:element name="r" type="xs:decimal"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>',
        '<xs:element name="circle" type="t:Circle" substitutionGroup="a:shape"/>',
      ],
      { namespace: NS_B, attributes: ' xmlns:a="urn:test:a"' },
    ),
  });

  it('records the head of each member, across namespaces', () => {
    expect(generation.elements[b('circle')]).toMatchObject({ substitutionGroup: a('shape'), type: { kind: 'named', name: b('Circle') } });
    expect(generation.elements[a('warning')]).toMatchObject({ substitutionGroup: a('note') });
  });

  it("gives a member without a type its head's type", () => {
    expect(generation.elements[a('warning')]?.type).toStrictEqual({ kind: 'builtin', name: 'token' });
  });

  it('keeps abstract elements and types, and leaves abstract elements out of the roots', () => {
    expect(generation.elements[a('shape')]?.abstract).toBe(true);
    expect(generation.types[a('Shape')]).toMatchObject({ abstract: true });
    expect(generation.schemas.find((schema) => schema.namespace === 'urn:test:a')?.roots).toStrictEqual(['note', 'warning']);
  });

  it.each([
    {
      name: 'a cycle of substitution groups',
      given: ['<xs:element name="x" type="xs:string" substitutionGroup="t:y"/>', '<xs:element name="y" type="xs:string" substitutionGroup="t:x"/>'],
      want: { kind: 'SchemaInvalid' },
    },
    { name: 'an unknown head', given: ['<xs:element name="x" type="xs:string" substitutionGroup="t:nope"/>'], want: { kind: 'SchemaUnresolvedReference' } },
    {
      // A schema error (xmllint: "The attribute 'substitutionGroup' is not allowed"), not a construct fleetcase lacks.
      name: 'a local element with substitutionGroup',
      given: ['<xs:complexType name="T"><xs:sequence><xs:element name="x" type="xs:string" substitutionGroup="t:y"/></xs:sequence></xs:complexType>'],
      want: { kind: 'SchemaInvalid' },
    },
  ])('refuses $name with file and line', ({ given, want }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(error.kind).toBe(want.kind);
    expect(error.props).toMatchObject({ file: 'set/a.xsd', line: 2 });
  });
});
