/**
 * Each supported construct, given as a small inline XSD, and the IR it must map to.
 */
import { describe, expect, it } from 'vitest';
import type { IrType } from '../../src/ir/nodes.js';
import { a, loadInline, NS, NS_B, withoutSource, xsd } from './helpers.js';

const XS_STRING = { kind: 'builtin', name: 'string' } as const;
const b = (local: string) => `{${NS_B}}${local}`;

/** Loads one schema `set/a.xsd` with `body`, returning the IR type `name`. */
function typeOf(body: string[], name: string, attributes?: string): IrType | undefined {
  return withoutSource(loadInline({ 'set/a.xsd': xsd(body, attributes ? { attributes } : {}) }).types[name]);
}

describe('elements', () => {
  const cases: Array<{ name: string; given: string[]; want: unknown }> = [
    {
      name: 'occurrence, nillable, default and fixed; nillable stays apart from minOccurs',
      given: [
        '<xs:complexType name="T"><xs:sequence>',
        '  <xs:element name="required" type="xs:string"/>',
        '  <xs:element name="nilButPresent" type="xs:string" nillable="true"/>',
        '  <xs:element name="absentNotNil" type="xs:string" minOccurs="0"/>',
        '  <xs:element name="many" type="xs:int" minOccurs="2" maxOccurs="unbounded" default="7"/>',
        '  <xs:element name="fixed" type="xs:string" maxOccurs="3" fixed="x"/>',
        '</xs:sequence></xs:complexType>',
      ],
      want: [
        { kind: 'element', name: a('required'), type: XS_STRING, occurs: { min: 1, max: 1, nillable: false } },
        { kind: 'element', name: a('nilButPresent'), type: XS_STRING, occurs: { min: 1, max: 1, nillable: true } },
        { kind: 'element', name: a('absentNotNil'), type: XS_STRING, occurs: { min: 0, max: 1, nillable: false } },
        { kind: 'element', name: a('many'), type: { kind: 'builtin', name: 'int' }, occurs: { min: 2, max: 'unbounded', nillable: false }, default: '7' },
        { kind: 'element', name: a('fixed'), type: XS_STRING, occurs: { min: 1, max: 3, nillable: false }, fixed: 'x' },
      ],
    },
    {
      name: 'form overrides elementFormDefault',
      given: [
        '<xs:complexType name="T"><xs:sequence>',
        '  <xs:element name="local" type="xs:string" form="unqualified"/>',
        '  <xs:element name="qualified" type="xs:string"/>',
        '</xs:sequence></xs:complexType>',
      ],
      want: [
        { kind: 'element', name: 'local', type: XS_STRING, occurs: { min: 1, max: 1, nillable: false } },
        { kind: 'element', name: a('qualified'), type: XS_STRING, occurs: { min: 1, max: 1, nillable: false } },
      ],
    },
    {
      name: 'ref takes the global element name, type and nillable; the particle keeps its occurrence and doc',
      given: [
        '<xs:element name="status" type="xs:token" nillable="true" default="open"><xs:annotation><xs:documentation>global doc</xs:documentation></xs:annotation></xs:element>',
        '<xs:complexType name="T"><xs:sequence>',
        '  <xs:element ref="t:status" minOccurs="0" maxOccurs="4"/>',
        '</xs:sequence></xs:complexType>',
      ],
      want: [
        {
          kind: 'element',
          name: a('status'),
          type: { kind: 'builtin', name: 'token' },
          occurs: { min: 0, max: 4, nillable: true },
          ref: a('status'),
          default: 'open',
          doc: 'global doc',
        },
      ],
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const type = typeOf(given, a('T'));
    expect(type?.kind === 'complexType' ? type.content?.particles : undefined).toStrictEqual(want);
  });

  it('unqualified by default when the schema says nothing', () => {
    const generation = loadInline({
      'set/a.xsd': [
        `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${NS}">`,
        '<xs:element name="root"><xs:complexType><xs:sequence><xs:element name="child" type="xs:string"/></xs:sequence></xs:complexType></xs:element>',
        '</xs:schema>',
      ].join('\n'),
    });
    const type = generation.types[a('root')];
    expect(type?.kind === 'complexType' && type.content?.particles[0]?.kind === 'element' ? type.content.particles[0].name : undefined).toBe('child');
    expect(Object.keys(generation.elements)).toStrictEqual([a('root')]);
  });
});

describe('anonymous types get stable synthesized names', () => {
  const generation = loadInline({
    'set/a.xsd': xsd([
      '<xs:complexType name="case.customers"/>',
      '<xs:element name="case">',
      '  <xs:complexType><xs:sequence>',
      '    <xs:element name="customers"><xs:complexType><xs:sequence>',
      '      <xs:element name="billing"><xs:complexType><xs:sequence><xs:element name="id" type="xs:string"/></xs:sequence></xs:complexType></xs:element>',
      '    </xs:sequence></xs:complexType></xs:element>',
      '    <xs:element name="code"><xs:simpleType><xs:restriction base="xs:string"><xs:length value="3"/></xs:restriction></xs:simpleType></xs:element>',
      '  </xs:sequence>',
      '  <xs:attribute name="kind"><xs:simpleType><xs:restriction base="xs:string"><xs:enumeration value="a"/></xs:restriction></xs:simpleType></xs:attribute>',
      '  </xs:complexType>',
      '</xs:element>',
      '<xs:complexType name="CaseRequestType"><xs:all><xs:element name="customers" minOccurs="0"><xs:complexType><xs:sequence/></xs:complexType></xs:element></xs:all></xs:complexType>',
    ]),
  });
  const cases = [
    { name: 'a global element names its type', given: a('case'), want: { kind: 'complexType', anonymous: true } },
    { name: 'a clash with a named type gets #2', given: a('case.customers#2'), want: { kind: 'complexType', anonymous: true } },
    { name: 'nested local elements extend the path', given: a('case.customers#2.billing'), want: { kind: 'complexType', anonymous: true } },
    { name: 'an anonymous simple type of an element', given: a('case.code'), want: { kind: 'simpleType', base: 'string' } },
    { name: 'an anonymous attribute type uses @', given: a('case@kind'), want: { kind: 'simpleType', base: 'string' } },
    { name: 'inside a named type', given: a('CaseRequestType.customers'), want: { kind: 'complexType', anonymous: true } },
    { name: 'the named type keeps its name', given: a('case.customers'), want: { kind: 'complexType', anonymous: false } },
  ];
  it.each(cases)('$name: $given', ({ given, want }) => {
    expect(generation.types[given]).toMatchObject(want);
  });
  it('the element refers to its synthesized type', () => {
    expect(generation.elements[a('case')]?.type).toStrictEqual({ kind: 'named', name: a('case') });
  });
});

describe('model groups', () => {
  it('nests all / sequence / choice with their occurrence, and expands xs:group refs', () => {
    const type = typeOf(
      [
        '<xs:group name="Pair"><xs:sequence><xs:element name="left" type="xs:string"/><xs:element name="right" type="xs:string"/></xs:sequence></xs:group>',
        '<xs:complexType name="T"><xs:sequence>',
        '  <xs:choice minOccurs="0" maxOccurs="unbounded"><xs:element name="x" type="xs:string"/><xs:sequence><xs:element name="y" type="xs:string"/></xs:sequence></xs:choice>',
        '  <xs:group ref="t:Pair" minOccurs="0"/>',
        '</xs:sequence></xs:complexType>',
      ],
      a('T'),
    );
    const once = { min: 1, max: 1, nillable: false };
    const element = (local: string) => ({ kind: 'element', name: a(local), type: XS_STRING, occurs: once });
    expect(type).toStrictEqual({
      kind: 'complexType',
      name: a('T'),
      attributes: [],
      mixed: false,
      anonymous: false,
      content: {
        kind: 'sequence',
        occurs: once,
        particles: [
          {
            kind: 'choice',
            occurs: { min: 0, max: 'unbounded', nillable: false },
            particles: [element('x'), { kind: 'sequence', occurs: once, particles: [element('y')] }],
          },
          { kind: 'sequence', occurs: { min: 0, max: 1, nillable: false }, particles: [element('left'), element('right')] },
        ],
      },
    });
  });

  it('xs:all, and restriction of xs:anyType as the long form of a plain type', () => {
    const type = typeOf(
      [
        '<xs:complexType name="T" mixed="true"><xs:complexContent><xs:restriction base="xs:anyType">',
        '  <xs:all><xs:element name="x" type="xs:date" minOccurs="0"/></xs:all>',
        '  <xs:attribute name="id" type="xs:ID"/>',
        '</xs:restriction></xs:complexContent></xs:complexType>',
      ],
      a('T'),
    );
    expect(type).toMatchObject({
      mixed: true,
      content: { kind: 'all', particles: [{ name: a('x'), type: { kind: 'builtin', name: 'date' }, occurs: { min: 0 } }] },
      attributes: [{ name: 'id', type: { kind: 'builtin', name: 'ID' }, required: false }],
    });
    expect(type).not.toHaveProperty('baseType');
  });
});

describe('derivation', () => {
  const generation = loadInline({
    'set/a.xsd': xsd([
      '<xs:complexType name="A"><xs:sequence><xs:element name="a1" type="xs:string"/></xs:sequence><xs:attribute name="version" type="xs:int"/></xs:complexType>',
      '<xs:complexType name="B"><xs:complexContent><xs:extension base="t:A"><xs:sequence><xs:element name="b1" type="xs:string"/></xs:sequence><xs:attribute name="kind" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>',
      '<xs:complexType name="C"><xs:complexContent><xs:extension base="t:B"><xs:sequence><xs:element name="c1" type="xs:string"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>',
      '<xs:complexType name="AllBase"><xs:all><xs:element name="x" type="xs:string"/></xs:all></xs:complexType>',
      '<xs:complexType name="FromAll"><xs:complexContent><xs:extension base="t:AllBase"><xs:attribute name="z" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>',
      '<xs:complexType name="OnlyAttributes"><xs:complexContent><xs:extension base="t:A"><xs:attribute name="extra" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>',
      '<xs:complexType name="Amount"><xs:simpleContent><xs:extension base="t:Money"><xs:attribute name="currency" type="xs:string" use="required"/></xs:extension></xs:simpleContent></xs:complexType>',
      '<xs:complexType name="TaggedAmount"><xs:simpleContent><xs:extension base="t:Amount"><xs:attribute name="tag" type="xs:string"/></xs:extension></xs:simpleContent></xs:complexType>',
      '<xs:simpleType name="Money"><xs:restriction base="xs:decimal"><xs:fractionDigits value="2"/></xs:restriction></xs:simpleType>',
    ]),
  });
  const names = (local: string) => {
    const type = generation.types[a(local)];
    if (type?.kind !== 'complexType') return undefined;
    const particles = type.content?.particles ?? [];
    return {
      content: particles.map((particle) => (particle.kind === 'element' ? particle.name : particle.kind)),
      attributes: type.attributes.map((attribute) => attribute.name),
      baseType: type.baseType,
    };
  };
  const cases = [
    { given: 'B', want: { content: [a('a1'), a('b1')], attributes: ['version', 'kind'], baseType: a('A') } },
    { given: 'C', want: { content: [a('a1'), a('b1'), a('c1')], attributes: ['version', 'kind'], baseType: a('B') } },
    { given: 'FromAll', want: { content: [a('x')], attributes: ['z'], baseType: a('AllBase') } },
    { given: 'OnlyAttributes', want: { content: [a('a1')], attributes: ['version', 'extra'], baseType: a('A') } },
  ];
  it.each(cases)('complexContent extension of $given flattens base particles first', ({ given, want }) => {
    expect(names(given)).toStrictEqual(want);
  });
  it('simpleContent extension carries the text type and attributes, through a complex base', () => {
    expect(withoutSource(generation.types[a('Amount')])).toMatchObject({
      simpleContent: { kind: 'named', name: a('Money') },
      attributes: [{ name: 'currency', required: true }],
    });
    expect(withoutSource(generation.types[a('TaggedAmount')])).toMatchObject({
      simpleContent: { kind: 'named', name: a('Money') },
      baseType: a('Amount'),
      attributes: [{ name: 'currency' }, { name: 'tag' }],
    });
  });
});

describe('simple types', () => {
  const generation = loadInline({
    'set/a.xsd': xsd([
      '<xs:simpleType name="Code"><xs:annotation><xs:documentation>',
      '    A code.',
      '    Three letters.',
      '  </xs:documentation></xs:annotation>',
      '  <xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}"/><xs:pattern value="X"/><xs:length value="3"/><xs:whiteSpace value="collapse"/></xs:restriction></xs:simpleType>',
      '<xs:simpleType name="Narrow"><xs:restriction base="t:Code"><xs:enumeration value="ABC"/><xs:enumeration value="XYZ"/></xs:restriction></xs:simpleType>',
      '<xs:simpleType name="Price"><xs:restriction base="xs:decimal"><xs:totalDigits value="8"/><xs:fractionDigits value="2"/><xs:minInclusive value="0"/><xs:maxExclusive value="1000000"/></xs:restriction></xs:simpleType>',
      '<xs:simpleType name="Bounded"><xs:restriction base="t:Price"><xs:minExclusive value="1"/><xs:maxInclusive value="99.99"/></xs:restriction></xs:simpleType>',
      '<xs:simpleType name="Name"><xs:restriction><xs:simpleType><xs:restriction base="xs:token"><xs:minLength value="1"/></xs:restriction></xs:simpleType><xs:maxLength value="40"/></xs:restriction></xs:simpleType>',
    ]),
  });
  const cases = [
    {
      given: 'Code',
      want: { kind: 'simpleType', name: a('Code'), base: 'string', facets: { pattern: ['[A-Z]{3}', 'X'], length: 3, whiteSpace: 'collapse' }, doc: 'A code.\nThree letters.' },
    },
    {
      given: 'Narrow',
      want: { kind: 'simpleType', name: a('Narrow'), base: 'string', baseType: a('Code'), facets: { pattern: ['[A-Z]{3}', 'X'], length: 3, whiteSpace: 'collapse', enumeration: ['ABC', 'XYZ'] } },
    },
    {
      given: 'Bounded',
      want: {
        kind: 'simpleType',
        name: a('Bounded'),
        base: 'decimal',
        baseType: a('Price'),
        facets: { totalDigits: 8, fractionDigits: 2, minInclusive: '0', maxExclusive: '1000000', minExclusive: '1', maxInclusive: '99.99' },
      },
    },
    { given: 'Name', want: { kind: 'simpleType', name: a('Name'), base: 'token', facets: { minLength: 1, maxLength: 40 } } },
  ];
  it.each(cases)('$given', ({ given, want }) => {
    expect(withoutSource(generation.types[a(given)])).toStrictEqual(want);
  });
});

describe('attributes', () => {
  it('use, default, fixed, ref, form, attribute groups; prohibited ones are not listed', () => {
    const type = typeOf(
      [
        '<xs:attribute name="lang" type="xs:language" default="en"/>',
        '<xs:attributeGroup name="Common"><xs:attribute name="id" type="xs:string" use="required"/><xs:attribute ref="t:lang"/></xs:attributeGroup>',
        '<xs:complexType name="T">',
        '  <xs:attribute name="plain" type="xs:int"/>',
        '  <xs:attribute name="qualified" type="xs:string" form="qualified" fixed="1"/>',
        '  <xs:attribute name="gone" type="xs:string" use="prohibited"/>',
        '  <xs:attribute name="untyped"/>',
        '  <xs:attributeGroup ref="t:Common"/>',
        '</xs:complexType>',
      ],
      a('T'),
    );
    expect(type?.kind === 'complexType' ? type.attributes : undefined).toStrictEqual([
      { kind: 'attribute', required: false, name: 'plain', type: { kind: 'builtin', name: 'int' } },
      { kind: 'attribute', required: false, name: a('qualified'), type: XS_STRING, fixed: '1' },
      { kind: 'attribute', required: false, name: 'untyped', type: { kind: 'builtin', name: 'anySimpleType' } },
      { kind: 'attribute', required: true, name: 'id', type: XS_STRING },
      { kind: 'attribute', required: false, name: a('lang'), type: { kind: 'builtin', name: 'language' }, default: 'en' },
    ]);
  });
});

describe('schemas, roots, documentation and sources', () => {
  const generation = loadInline({
    'set/a.xsd': xsd(
      [
        '<xs:annotation><xs:documentation>Schema doc</xs:documentation></xs:annotation>',
        `<xs:import namespace="${NS_B}" schemaLocation="../other/b.xsd"/>`,
        '<xs:element name="case" type="b:Shared"/>',
        '<xs:element',
        '    name="cases"',
        '    type="xs:string"/>',
      ],
      { attributes: ' xmlns:first="urn:test:a"' },
    ),
    'other/b.xsd': xsd(['<xs:complexType name="Shared"><xs:sequence><xs:element name="id" type="xs:string"/></xs:sequence></xs:complexType>'], {
      namespace: NS_B,
    }),
  });
  it('describes the schemas: issued members first, then adopted imports', () => {
    expect(generation.id).toBe('set');
    expect(generation.schemas).toStrictEqual([
      { name: 'a', version: 'set', namespace: NS, prefix: 't', file: 'set/a.xsd', roots: ['case', 'cases'], imports: [NS_B], issued: true, doc: 'Schema doc' },
      { name: 'b', version: 'other', namespace: NS_B, prefix: 'b', file: 'other/b.xsd', roots: [], imports: [], issued: false },
    ]);
    expect(generation.extraSchemas).toStrictEqual([]);
  });
  it('resolves a type across folders and records the source of every node', () => {
    expect(generation.elements[a('case')]).toStrictEqual({
      name: a('case'),
      type: { kind: 'named', name: b('Shared') },
      nillable: false,
      schema: 'a',
      source: { file: 'set/a.xsd', line: 4 },
    });
    // A start tag spread over lines is located at its '<', not at its '>'.
    expect(generation.elements[a('cases')]?.source).toStrictEqual({ file: 'set/a.xsd', line: 5 });
    expect(generation.types[b('Shared')]?.source).toStrictEqual({ file: 'other/b.xsd', line: 2 });
  });
  it('sorts types and elements by QName', () => {
    const keys = Object.keys(generation.types);
    expect(keys).toStrictEqual([...keys].sort());
  });
});

describe('includes', () => {
  it('make the included file part of the including schema', () => {
    const generation = loadInline({
      'set/a.xsd': xsd(['<xs:include schemaLocation="parts/part.xsd"/>', '<xs:element name="whole" type="t:Piece"/>']),
      'set/parts/part.xsd': xsd(['<xs:import namespace="urn:test:b" schemaLocation="../../other/b.xsd"/>', '<xs:element name="piece" type="t:Piece"/>', '<xs:complexType name="Piece"><xs:sequence><xs:element name="b" type="b:B"/></xs:sequence></xs:complexType>']),
      'other/b.xsd': xsd(['<xs:simpleType name="B"><xs:restriction base="xs:string"/></xs:simpleType>'], { namespace: NS_B }),
    });
    expect(generation.schemas.map((schema) => [schema.name, schema.file, schema.roots, schema.imports])).toStrictEqual([
      ['a', 'set/a.xsd', ['whole', 'piece'], [NS_B]],
      ['b', 'other/b.xsd', [], []],
    ]);
    expect(generation.elements[a('piece')]?.schema).toBe('a');
    expect(generation.types[a('Piece')]?.source).toStrictEqual({ file: 'set/parts/part.xsd', line: 4 });
  });

  it('terminate on an include cycle', () => {
    const generation = loadInline({
      'set/a.xsd': xsd(['<xs:include schemaLocation="b.xsd"/>', '<xs:element name="one" type="xs:string"/>']),
      'set/b.xsd': xsd(['<xs:include schemaLocation="a.xsd"/>', '<xs:element name="two" type="xs:string"/>']),
    });
    expect(generation.schemas.flatMap((schema) => schema.roots).sort()).toStrictEqual(['one', 'two']);
  });
});
