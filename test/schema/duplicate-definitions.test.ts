/**
 * Names defined twice (review r10 eng #5): every clash of a run is listed at once, as xmllint
 * lists them (SDF 1.9's model_state.xsd, link_state.xsd and light_state.xsd redefine `model`,
 * `link`, `light`), each saying the kind of component and whether the two definitions are the
 * same; two files are called copies, with one to remove, only when every component of the
 * smaller one is defined identically in the other (OCCT's stray XmlOcaf_TNaming_NamedShape.xsd
 * repeats one type of XmlOcaf_SmallTypes.xsd and changes an element of XmlOcaf_TNaming.xsd: no
 * copy). Two files clashing on many components, not all identically (astropy's VOTable.v1.3.xsd
 * and VOTable.v1.4.xsd, review r11 media #4), lead with one line for the pair, then only the
 * clashes that differ.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { isFleetcaseError } from '../../src/errors.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { NS, writeTree, xsd } from './helpers.js';

function loadFailure(root: string): { kind: string; lines: string[] } {
  try {
    loadSchemaSet(join(root, 'set'));
  } catch (error) {
    if (isFleetcaseError(error)) return { kind: error.kind, lines: error.message.split('\n') };
    throw error;
  }
  throw new Error('expected the load to fail');
}

const none = (body: string[]) => xsd(body, { namespace: '' });
const element = (name: string, child: string) => `<xs:element name="${name}"><xs:complexType><xs:sequence><xs:element name="${child}" type="xs:string"/></xs:sequence></xs:complexType></xs:element>`;

describe('every duplicate definition of a run, with its kind', () => {
  const cases: Array<{ name: string; given: Record<string, string>; want: { kind: string; lines: string[] } }> = [
    {
      name: 'SDF: three state files redefine three elements, differently (no copies)',
      given: {
        'set/light.xsd': none([element('light', 'pose')]),
        'set/link.xsd': none([element('link', 'pose')]),
        'set/model.xsd': none([element('model', 'pose'), '<xs:simpleType name="Name"><xs:restriction base="xs:string"/></xs:simpleType>']),
        'set/light_state.xsd': none([element('light', 'state')]),
        'set/link_state.xsd': none([element('link', 'state')]),
        'set/model_state.xsd': none([element('model', 'state'), '<xs:simpleType name="Name"><xs:restriction base="xs:string"/></xs:simpleType>']),
      },
      want: {
        kind: 'SchemaInvalid',
        lines: [
          "set/light_state.xsd:2: element 'light' is defined twice (also at set/light.xsd:2; the two definitions differ)",
          "set/link_state.xsd:2: element 'link' is defined twice (also at set/link.xsd:2; the two definitions differ)",
          "set/model_state.xsd:2: element 'model' is defined twice (also at set/model.xsd:2; the two definitions differ)",
          "set/model_state.xsd:3: type 'Name' is defined twice (also at set/model.xsd:3; the two definitions are identical)",
          '4 schema errors',
        ],
      },
    },
    {
      name: 'OCCT: a stray file repeating one type identically and one element differently',
      given: {
        'set/small.xsd': xsd(['<xs:complexType name="Location"/>', '<xs:complexType name="Shape"/>', '<xs:simpleType name="Real"><xs:restriction base="xs:double"/></xs:simpleType>']),
        'set/naming.xsd': xsd([element('NamedShape', 'shape')]),
        'set/z-named-shape.xsd': xsd(['<xs:complexType name="Location"/>', element('NamedShape', 'array')]),
      },
      want: {
        kind: 'SchemaInvalid',
        lines: [
          `set/z-named-shape.xsd:2: type '{${NS}}Location' is defined twice (also at set/small.xsd:2; the two definitions are identical)`,
          `set/z-named-shape.xsd:3: element '{${NS}}NamedShape' is defined twice (also at set/naming.xsd:2; the two definitions differ)`,
          '2 schema errors',
        ],
      },
    },
    {
      name: 'a copy (every component of the smaller file identical in the other): once, as copies',
      given: {
        'set/a.xsd': xsd(['<xs:complexType name="T"/>', '<xs:complexType name="U"/>', '<xs:element name="e" type="t:T"/>']),
        'set/z-copy.xsd': xsd(['<xs:complexType name="T"/>', '<xs:complexType name="U"/>']),
      },
      want: {
        kind: 'SchemaDuplicateDefinition',
        lines: [
          `set/z-copy.xsd:2: type '{${NS}}T' is defined twice (also at set/a.xsd:2): both files declare namespace '${NS}' and define 2 components of the same names, identically (copies of one schema); remove one of them (no schema of the set imports or includes either)`,
        ],
      },
    },
    {
      name: 'the same names with one definition changed: no copy, each clash named',
      given: {
        'set/a.xsd': xsd(['<xs:complexType name="T"/>', '<xs:attribute name="u" type="xs:string"/>', '<xs:group name="g"><xs:sequence/></xs:group>']),
        'set/b.xsd': xsd(['<xs:complexType name="T"/>', '<xs:attribute name="u" type="xs:int"/>', '<xs:group name="g"><xs:sequence/></xs:group>']),
      },
      want: {
        kind: 'SchemaInvalid',
        lines: [
          `set/b.xsd:2: type '{${NS}}T' is defined twice (also at set/a.xsd:2; the two definitions are identical)`,
          `set/b.xsd:3: attribute '{${NS}}u' is defined twice (also at set/a.xsd:3; the two definitions differ)`,
          `set/b.xsd:4: group '{${NS}}g' is defined twice (also at set/a.xsd:4; the two definitions are identical)`,
          '3 schema errors',
        ],
      },
    },
  ];

  it.each(cases)('$name', ({ given, want }) => {
    const root = writeTree(given);
    expect(loadFailure(root)).toStrictEqual(want);
  });

  it('xmllint names each of SDF\'s clashes too', () => {
    const root = writeTree({
      'set/all.xsd': none(['<xs:include schemaLocation="model.xsd"/>', '<xs:include schemaLocation="model_state.xsd"/>']),
      'set/model.xsd': none([element('model', 'pose'), element('link', 'pose')]),
      'set/model_state.xsd': none([element('model', 'state'), element('link', 'state')]),
    });
    const verdict = xmllintVerdict(join(root, 'set/all.xsd'), '<model><pose/></model>');
    expect(verdict.match(/does already exist/g)).toHaveLength(2);
  });
});

/** A VOTable-like schema: five shared components, `changed` varying precType and VOTABLE, `extra` its own type. */
const votable = (changed: boolean, extra: string) =>
  xsd([
    '<xs:complexType name="anyTEXT" mixed="true"><xs:sequence><xs:any processContents="skip" minOccurs="0" maxOccurs="unbounded"/></xs:sequence></xs:complexType>',
    '<xs:simpleType name="yesno"><xs:restriction base="xs:NMTOKEN"><xs:enumeration value="yes"/><xs:enumeration value="no"/></xs:restriction></xs:simpleType>',
    `<xs:simpleType name="precType"><xs:restriction base="xs:token"><xs:pattern value="${changed ? '[EF]?[0-9]*' : '[EF]?[1-9][0-9]*'}"/></xs:restriction></xs:simpleType>`,
    '<xs:complexType name="Info"><xs:simpleContent><xs:extension base="xs:string"><xs:attribute name="name" type="xs:token" use="required"/></xs:extension></xs:simpleContent></xs:complexType>',
    '<xs:complexType name="Field"><xs:attribute name="precision" type="t:precType"/><xs:attribute name="ucd" type="xs:token"/></xs:complexType>',
    `<xs:element name="VOTABLE"><xs:complexType><xs:sequence><xs:element name="INFO" type="t:Info" minOccurs="0" maxOccurs="unbounded"/><xs:element name="FIELD" type="t:Field" maxOccurs="unbounded"/></xs:sequence><xs:attribute name="version" type="xs:token" fixed="${changed ? '1.4' : '1.3'}"/></xs:complexType></xs:element>`,
    extra,
  ]);
const v13 = votable(false, '<xs:simpleType name="arrayDEF"><xs:restriction base="xs:token"/></xs:simpleType>');
const v14 = votable(true, '<xs:simpleType name="timeOrigin"><xs:restriction base="xs:token"/></xs:simpleType>');
const v14same = votable(false, '<xs:simpleType name="timeOrigin"><xs:restriction base="xs:token"/></xs:simpleType>');

describe('two versions of one schema in one folder: one line for the pair, then the clashes that differ', () => {
  const lead = (file: string, other: string, how: string) =>
    `${file}:1: this file and ${other} both have namespace '${NS}' and define 6 components of the same names (${how}): they look like two versions of one schema; generate each from its own folder, or keep one`;
  const cases: Array<{ name: string; given: Record<string, string>; want: { kind: string; lines: string[] } }> = [
    {
      name: 'VOTable 1.3 and 1.4: six shared components, two of them changed',
      given: { 'set/VOTable.v1.3.xsd': v13, 'set/VOTable.v1.4.xsd': v14 },
      want: {
        kind: 'SchemaInvalid',
        lines: [
          lead('set/VOTable.v1.4.xsd', 'set/VOTable.v1.3.xsd', '2 of them differently, listed below; 4 identically'),
          `set/VOTable.v1.4.xsd:4: type '{${NS}}precType' is defined twice (also at set/VOTable.v1.3.xsd:4; the two definitions differ)`,
          `set/VOTable.v1.4.xsd:7: element '{${NS}}VOTABLE' is defined twice (also at set/VOTable.v1.3.xsd:7; the two definitions differ)`,
          '3 schema errors',
        ],
      },
    },
    {
      name: 'every shared component identical, but each file has its own: versions, no copies',
      given: { 'set/VOTable.v1.3.xsd': v13, 'set/VOTable.v1.4.xsd': v14same },
      want: { kind: 'SchemaInvalid', lines: [lead('set/VOTable.v1.4.xsd', 'set/VOTable.v1.3.xsd', 'all identically')] },
    },
    {
      name: 'a copy with many components is still called a copy',
      given: { 'set/VOTable.v1.3.xsd': v13, 'set/z-copy.xsd': v13 },
      want: {
        kind: 'SchemaDuplicateDefinition',
        lines: [
          `set/z-copy.xsd:2: type '{${NS}}anyTEXT' is defined twice (also at set/VOTable.v1.3.xsd:2): both files declare namespace '${NS}' and define 7 components of the same names, identically (copies of one schema); remove one of them (no schema of the set imports or includes either)`,
        ],
      },
    },
  ];

  it.each(cases)('$name', ({ given, want }) => {
    expect(loadFailure(writeTree(given))).toStrictEqual(want);
  });

  it('xmllint compiles each version alone, and names every clash of a schema including both', () => {
    const root = writeTree({ 'set/VOTable.v1.3.xsd': v13, 'set/VOTable.v1.4.xsd': v14, 'both/all.xsd': xsd(['<xs:include schemaLocation="../set/VOTable.v1.3.xsd"/>', '<xs:include schemaLocation="../set/VOTable.v1.4.xsd"/>']) });
    const document = (version: string) => `<VOTABLE xmlns="${NS}" version="${version}"><FIELD precision="E2"/></VOTABLE>`;
    expect([xmllintVerdict(join(root, 'set/VOTable.v1.3.xsd'), document('1.3')), xmllintVerdict(join(root, 'set/VOTable.v1.4.xsd'), document('1.4'))]).toStrictEqual(['', '']);
    expect(xmllintVerdict(join(root, 'both/all.xsd'), document('1.3')).match(/does already exist/g)).toHaveLength(6);
  });

  it('generate shows both files relative to the working directory', async () => {
    const root = writeTree({ 'votable/data/VOTable.v1.3.xsd': v13, 'votable/data/VOTable.v1.4.xsd': v14 });
    const io = memoryIo(root);
    const code = await main(['generate', '--schemas', 'votable/data', '--out', join(root, 'out')], io);
    expect({ code, first: io.err.split('\n')[0] }).toStrictEqual({
      code: 2,
      first: `fleetcase: ${lead('votable/data/VOTable.v1.4.xsd', 'votable/data/VOTable.v1.3.xsd', '2 of them differently, listed below; 4 identically')}`,
    });
  });
});
