/**
 * A schema whose targetNamespace is the XML Schema namespace itself (review r10 ent #4: JAXE's
 * SimplerSchema.xsd, a schema for schemas): `xs:formChoice` names the set's own type, as
 * xmllint reads it, instead of "cannot resolve type 'xs:formChoice' (not an XML Schema built-in
 * type)". A built-in's name stays the built-in, as xmllint (and Xerces) read it, though the set
 * defines one of that name: the set's `string` with a maxLength does not restrict `xs:string`,
 * and its `ENTITY` is the DTD's built-in, read as an NCName (no DTD is read).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { writeTree } from './helpers.js';

const XS = 'http://www.w3.org/2001/XMLSchema';

/** The review's repro (min/xsdns/s4s.xsd), with the set's own `string` beside it (and `ENTITY`, for the last case). */
const s4s = (entity = '') => `<?xml version="1.0"?>
<xs:schema targetNamespace="${XS}" xmlns:xs="${XS}" elementFormDefault="qualified">
  <xs:simpleType name="formChoice">
    <xs:restriction base="xs:NMTOKEN">
      <xs:enumeration value="qualified"/>
      <xs:enumeration value="unqualified"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:simpleType name="string"><xs:restriction base="xs:anySimpleType"><xs:maxLength value="2"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="ENTITY"><xs:restriction base="xs:NCName"/></xs:simpleType>
  <xs:element name="schema">
    <xs:complexType>
      <xs:attribute name="elementFormDefault" type="xs:formChoice"/>
      <xs:attribute name="id" type="xs:string"/>${entity}
    </xs:complexType>
  </xs:element>
</xs:schema>
`;

describe('a schema for schemas (targetNamespace = the XML Schema namespace)', () => {
  const root = writeTree({ 'set/s4s.xsd': s4s(), 'entity/s4s.xsd': s4s('\n      <xs:attribute name="entity" type="xs:ENTITY"/>') });

  it.each([
    { given: 'elementFormDefault="qualified" id="long id"', want: '' },
    { given: 'elementFormDefault="other"', want: "attribute 'elementFormDefault'" },
  ])('xmllint compiles it: $given', ({ given, want }) => {
    const verdict = xmllintVerdict(join(root, 'set/s4s.xsd'), `<xs:schema xmlns:xs="${XS}" ${given}/>`);
    expect(want === '' ? verdict : verdict.includes(want)).toBe(want === '' ? '' : true);
  });

  it.each([
    { given: 'elementFormDefault', want: { kind: 'named', name: `{${XS}}formChoice` } },
    { given: 'id', want: { kind: 'builtin', name: 'string' } },
  ])('the attribute $given has type $want.name', ({ given, want }) => {
    const generation = loadSchemaSet(join(root, 'set'));
    const schema = generation.types[`{${XS}}schema`];
    expect(schema?.kind).toBe('complexType');
    const attribute = schema?.kind === 'complexType' ? schema.attributes.find((candidate) => candidate.name === given) : undefined;
    expect(attribute?.type).toStrictEqual(want);
    expect(generation.types[`{${XS}}formChoice`]).toMatchObject({ kind: 'simpleType', base: 'NMTOKEN', facets: { enumeration: ['qualified', 'unqualified'] } });
  });

  it('generates', async () => {
    const io = memoryIo(root);
    const code = await main(['generate', '--schemas', 'set', '--out', join(root, 'out')], io);
    expect({ code, err: io.err }).toStrictEqual({ code: 0, err: '' });
  });

  it("xs:ENTITY stays the built-in (xmllint refuses a name no DTD declares), read as an NCName as the items of ENTITIES are", async () => {
    expect(xmllintVerdict(join(root, 'entity/s4s.xsd'), `<xs:schema xmlns:xs="${XS}" entity="e1"/>`)).toMatch(/not a valid value of the atomic type 'xs:ENTITY'/);
    const io = memoryIo(root);
    const code = await main(['generate', '--schemas', 'entity', '--out', join(root, 'out-entity')], io);
    expect({ code, err: io.err }).toStrictEqual({ code: 0, err: '' });
  });
});
