/**
 * Names defined twice (review r10 eng #5): every clash of a run is listed at once, as xmllint
 * lists them (SDF 1.9's model_state.xsd, link_state.xsd and light_state.xsd redefine `model`,
 * `link`, `light`), each saying the kind of component and whether the two definitions are the
 * same; two files are called copies, with one to remove, only when every component of the
 * smaller one is defined identically in the other (OCCT's stray XmlOcaf_TNaming_NamedShape.xsd
 * repeats one type of XmlOcaf_SmallTypes.xsd and changes an element of XmlOcaf_TNaming.xsd: no
 * copy).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
