/**
 * `xs:list` and `xs:union` (XSD Part 2, 4.1.2) and the list built-ins NMTOKENS, IDREFS and
 * ENTITIES, as the loader maps them: item and member types (named, built-in, anonymous ones
 * named after their owner), restrictions inheriting them, and the invalid forms refused.
 */
import { describe, expect, it } from 'vitest';
import { a, loadError, loadInline, withoutSource, xsd } from './helpers.js';

const builtin = (name: string) => ({ kind: 'builtin', name });
const named = (local: string) => ({ kind: 'named', name: a(local) });

describe('lists and unions', () => {
  const generation = loadInline({
    'set/a.xsd': xsd([
      '<xs:simpleType name="Sizes"><xs:list itemType="xs:int"/></xs:simpleType>',
      '<xs:simpleType name="Few"><xs:restriction base="t:Sizes"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>',
      '<xs:simpleType name="Days"><xs:list><xs:simpleType><xs:restriction base="xs:token"><xs:enumeration value="mon"/></xs:restriction></xs:simpleType></xs:list></xs:simpleType>',
      '<xs:simpleType name="Size"><xs:union memberTypes="xs:int t:Days">',
      '  <xs:simpleType><xs:restriction base="xs:string"><xs:enumeration value="auto"/></xs:restriction></xs:simpleType>',
      '</xs:union></xs:simpleType>',
      '<xs:simpleType name="SmallSize"><xs:restriction base="t:Size"><xs:pattern value="\\d|auto"/></xs:restriction></xs:simpleType>',
      '<xs:element name="e"><xs:complexType><xs:sequence>',
      '  <xs:element name="tokens" type="xs:NMTOKENS"/><xs:element name="refs" type="xs:IDREFS"/><xs:element name="entities" type="xs:ENTITIES"/>',
      '</xs:sequence><xs:attribute name="dims"><xs:simpleType><xs:list itemType="xs:decimal"/></xs:simpleType></xs:attribute></xs:complexType></xs:element>',
    ]),
  });
  const cases = [
    { given: 'Sizes', want: { kind: 'simpleType', name: a('Sizes'), base: 'anySimpleType', facets: {}, itemType: builtin('int') } },
    {
      given: 'Few',
      want: { kind: 'simpleType', name: a('Few'), base: 'anySimpleType', baseType: a('Sizes'), facets: { maxLength: 3 }, itemType: builtin('int') },
    },
    { given: 'Days', want: { kind: 'simpleType', name: a('Days'), base: 'anySimpleType', facets: {}, itemType: named('Days.item') } },
    // Anonymous (the list's nested item type, an attribute's nested type): IrSimpleType.anonymous.
    { given: 'Days.item', want: { kind: 'simpleType', name: a('Days.item'), base: 'token', facets: { enumeration: ['mon'] }, anonymous: true } },
    {
      given: 'Size',
      want: { kind: 'simpleType', name: a('Size'), base: 'anySimpleType', facets: {}, memberTypes: [builtin('int'), named('Days'), named('Size.member1')] },
    },
    {
      given: 'SmallSize',
      want: {
        kind: 'simpleType',
        name: a('SmallSize'),
        base: 'anySimpleType',
        baseType: a('Size'),
        facets: { pattern: ['\\d|auto'] },
        memberTypes: [builtin('int'), named('Days'), named('Size.member1')],
      },
    },
    { given: 'e@dims', want: { kind: 'simpleType', name: a('e@dims'), base: 'anySimpleType', facets: {}, itemType: builtin('decimal'), anonymous: true } },
  ];
  it.each(cases)('$given', ({ given, want }) => {
    expect(withoutSource(generation.types[a(given)])).toStrictEqual(want);
  });

  it('takes the list built-ins as built-ins', () => {
    const type = generation.types[a('e')];
    const particles = type?.kind === 'complexType' ? (type.content?.particles ?? []) : [];
    expect(particles.map((particle) => (particle.kind === 'element' ? particle.type : undefined))).toStrictEqual([
      builtin('NMTOKENS'),
      builtin('IDREFS'),
      builtin('ENTITIES'),
    ]);
  });
});

describe('invalid lists and unions are refused with file and line', () => {
  const cases = [
    {
      name: 'a list of a list',
      given: ['<xs:simpleType name="L"><xs:list itemType="xs:int"/></xs:simpleType>', '<xs:simpleType name="LL">', '  <xs:list itemType="t:L"/>', '</xs:simpleType>'],
      want: { kind: 'SchemaInvalid', line: 4 },
    },
    { name: 'a list of NMTOKENS', given: ['<xs:simpleType name="L"><xs:list itemType="xs:NMTOKENS"/></xs:simpleType>'], want: { kind: 'SchemaInvalid', line: 2 } },
    { name: 'a list with both itemType and an item type', given: ['<xs:simpleType name="L"><xs:list itemType="xs:int"><xs:simpleType><xs:restriction base="xs:int"/></xs:simpleType></xs:list></xs:simpleType>'], want: { kind: 'SchemaInvalid', line: 2 } },
    { name: 'an empty union', given: ['<xs:simpleType name="U">', '<xs:union/></xs:simpleType>'], want: { kind: 'SchemaInvalid', line: 3 } },
    { name: 'a union containing itself', given: ['<xs:simpleType name="U"><xs:union memberTypes="t:U xs:int"/></xs:simpleType>'], want: { kind: 'SchemaInvalid', line: 2 } },
    { name: 'a member that is a complex type', given: ['<xs:complexType name="C"/>', '<xs:simpleType name="U"><xs:union memberTypes="t:C"/></xs:simpleType>'], want: { kind: 'SchemaInvalid', line: 3 } },
    { name: 'an unknown member type', given: ['<xs:simpleType name="U"><xs:union memberTypes="t:Nope"/></xs:simpleType>'], want: { kind: 'SchemaUnresolvedReference', line: 2 } },
    { name: 'NOTATION stays outside the subset', given: ['<xs:element name="e" type="xs:NOTATION"/>'], want: { kind: 'SchemaUnsupportedConstruct', line: 2 } },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const error = loadError({ 'set/a.xsd': xsd(given) });
    expect(error.kind).toBe(want.kind);
    expect(error.props).toMatchObject({ file: 'set/a.xsd', line: want.line });
  });
});
