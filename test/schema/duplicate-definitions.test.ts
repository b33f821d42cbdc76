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
          `set/z-copy.xsd:2: type '{${NS}}T' is defined twice (also at set/a.xsd:2): both files declare namespace '${NS}' and define 2 components of the same names, identically (copies of one schema, set/a.xsd with 1 more); remove set/z-copy.xsd, which no schema of the set imports or includes (it is loaded only as a file of the folder)`,
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
          lead('set/VOTable.v1.4.xsd', 'set/VOTable.v1.3.xsd', `2 of them differently, listed below; 4 identically as written, but 1 of them refers to type '{${NS}}precType', whose two definitions differ`),
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
      first: `fleetcase: ${lead('votable/data/VOTable.v1.4.xsd', 'votable/data/VOTable.v1.3.xsd', `2 of them differently, listed below; 4 identically as written, but 1 of them refers to type '{${NS}}precType', whose two definitions differ`)}`,
    });
  });
});

/**
 * Factur-X's `dist/` folder (review r12 edge, finding 5) holds five profiles whose main files are
 * identical as text, but each imports its own profile's `ram:` file: the same names stand for
 * different content models, so the files are versions of one schema, not copies to remove one of.
 */
describe('identical files that import different files: versions, not copies', () => {
  const RAM = 'urn:test:ram';
  const profile = (ram: string) =>
    xsd(
      [`<xs:import namespace="${RAM}" schemaLocation="${ram}"/>`, '<xs:element name="Invoice" type="t:Invoice"/>', '<xs:complexType name="Invoice"><xs:sequence><xs:element name="trade" type="r:Trade"/></xs:sequence></xs:complexType>'],
      { attributes: ` xmlns:r="${RAM}"` },
    );
  const ram = (elements: string[]) =>
    xsd([`<xs:complexType name="Trade"><xs:sequence>${elements.map((name) => `<xs:element name="${name}" type="xs:string"/>`).join('')}</xs:sequence></xs:complexType>`], { namespace: RAM });
  const files = {
    'set/BASIC.xsd': profile('BASIC_ram.xsd'),
    'set/BASIC_ram.xsd': ram(['a', 'b']),
    'set/MINIMUM.xsd': profile('MINIMUM_ram.xsd'),
    'set/MINIMUM_ram.xsd': ram(['a']),
  };

  it('two profiles: one line for the pair of main files, then the clash of their imports', () => {
    expect(loadFailure(writeTree(files))).toStrictEqual({
      kind: 'SchemaInvalid',
      lines: [
        `set/MINIMUM_ram.xsd:2: type '{${RAM}}Trade' is defined twice (also at set/BASIC_ram.xsd:2; the two definitions differ)`,
        `set/MINIMUM.xsd:1: this file and set/BASIC.xsd both have namespace '${NS}' and define 2 components of the same names (identically, but each imports its own file for namespace '${RAM}' and those differ, so the names stand for different content): they look like two versions of one schema; generate each from its own folder, or keep one`,
        '2 schema errors',
      ],
    });
  });

  it('xmllint: each profile compiles alone and gives its own content model', () => {
    const root = writeTree(files);
    const invoice = `<Invoice xmlns="${NS}"><trade><a xmlns="${RAM}">1</a><b xmlns="${RAM}">2</b></trade></Invoice>`;
    expect(xmllintVerdict(join(root, 'set/BASIC.xsd'), invoice)).toBe('');
    expect(xmllintVerdict(join(root, 'set/MINIMUM.xsd'), invoice)).toMatch(/not expected/);
  });

  it('main files whose imports are copies of one another are still copies', () => {
    const { lines } = loadFailure(writeTree({ ...files, 'set/BASIC_ram.xsd': ram(['a']) }));
    expect(lines.map((line) => line.replace(/: both files .*\(copies of one schema\).*/, ': copies'))).toStrictEqual([
      `set/MINIMUM_ram.xsd:2: type '{${RAM}}Trade' is defined twice (also at set/BASIC_ram.xsd:2): copies`,
      `set/MINIMUM.xsd:4: type '{${NS}}Invoice' is defined twice (also at set/BASIC.xsd:4): copies`,
      '2 schema errors',
    ]);
  });
});

/**
 * NF-e's event schemas (review r12 nfe, finding 5): CCe_v1.00.xsd and Averb_v1.00.xsd declare
 * `evento` with the same text, but each includes its own layout file with its own `TEvento`. The
 * two declarations read alike and mean different content models: versions, not copies to remove.
 */
describe('declarations written alike that refer to a type defined differently for each: versions, not copies', () => {
  const event = (layout: string) => xsd([`<xs:include schemaLocation="${layout}"/>`, '<xs:element name="evento" type="t:TEvento"/>']);
  const layout = (child: string) => xsd([`<xs:complexType name="TEvento"><xs:sequence><xs:element name="${child}" type="xs:string"/></xs:sequence></xs:complexType>`]);
  const files = { 'set/a.xsd': event('layout-a.xsd'), 'set/b.xsd': event('layout-b.xsd'), 'set/layout-a.xsd': layout('correcao'), 'set/layout-b.xsd': layout('averbacao') };
  const pair = (how: string) =>
    `set/b.xsd:1: this file and set/a.xsd both have namespace '${NS}' and define 1 component of the same names (${how}, so the names stand for different content): they look like two versions of one schema; generate each from its own folder, or keep one`;
  const cases: Array<{ name: string; given: Record<string, string>; want: string[] }> = [
    {
      name: 'each event includes its own layout (the NF-e case)',
      given: files,
      want: [
        pair(`identically as written, but they refer to type '{${NS}}TEvento', whose two definitions differ`),
        `set/layout-b.xsd:2: type '{${NS}}TEvento' is defined twice (also at set/layout-a.xsd:2; the two definitions differ)`,
        '2 schema errors',
      ],
    },
    {
      name: 'through a chain: a type written alike whose content names the type that differs',
      given: {
        ...files,
        'set/a.xsd': xsd(['<xs:include schemaLocation="layout-a.xsd"/>', '<xs:element name="evento" type="t:TEnv"/>', '<xs:complexType name="TEnv"><xs:sequence><xs:element name="e" type="t:TEvento"/></xs:sequence></xs:complexType>']),
        'set/b.xsd': xsd(['<xs:include schemaLocation="layout-b.xsd"/>', '<xs:element name="evento" type="t:TEnv"/>', '<xs:complexType name="TEnv"><xs:sequence><xs:element name="e" type="t:TEvento"/></xs:sequence></xs:complexType>']),
      },
      want: [
        `set/b.xsd:1: this file and set/a.xsd both have namespace '${NS}' and define 2 components of the same names (identically as written, but they refer to type '{${NS}}TEvento', whose two definitions differ, so the names stand for different content): they look like two versions of one schema; generate each from its own folder, or keep one`,
        `set/layout-b.xsd:2: type '{${NS}}TEvento' is defined twice (also at set/layout-a.xsd:2; the two definitions differ)`,
        '2 schema errors',
      ],
    },
  ];

  it.each(cases)('$name', ({ given, want }) => {
    expect(loadFailure(writeTree(given))).toStrictEqual({ kind: 'SchemaInvalid', lines: want });
  });

  it('layouts that are copies of one another leave the events copies', () => {
    const { lines } = loadFailure(writeTree({ ...files, 'set/layout-b.xsd': layout('correcao') }));
    expect(lines.map((line) => line.replace(/: both files .*\(copies of one schema\).*/, ': copies'))).toStrictEqual([
      `set/b.xsd:3: element '{${NS}}evento' is defined twice (also at set/a.xsd:3): copies`,
      `set/layout-b.xsd:2: type '{${NS}}TEvento' is defined twice (also at set/layout-a.xsd:2): copies`,
      '2 schema errors',
    ]);
  });

  it('xmllint: each event schema compiles alone and gives its own content model', () => {
    const root = writeTree(files);
    const correction = `<evento xmlns="${NS}"><correcao>x</correcao></evento>`;
    expect(xmllintVerdict(join(root, 'set/a.xsd'), correction)).toBe('');
    expect(xmllintVerdict(join(root, 'set/b.xsd'), correction)).toMatch(/not expected/);
  });
});

/**
 * Jakarta EE's web-app_6_0.xsd and web-fragment_6_0.xsd (review r14 newsets 2) are two document
 * types of one namespace, each declaring the same ten identity constraints on its root: their
 * names are global, so no engine compiles the two together. That is neither copies nor versions
 * of one schema: one line says what clashes and why.
 */
describe('two document types declaring the same identity constraints', () => {
  const root = (name: string, constraints: string[]) =>
    xsd([
      '<xs:complexType name="List"><xs:sequence><xs:element name="item" minOccurs="0" maxOccurs="unbounded"><xs:complexType><xs:attribute name="id"/></xs:complexType></xs:element></xs:sequence></xs:complexType>'.replace('List', `${name}List`),
      `<xs:element name="${name}" type="t:${name}List">`,
      ...constraints.map((constraint) => `<xs:unique name="${constraint}"><xs:selector xpath="t:item"/><xs:field xpath="@id"/></xs:unique>`),
      '</xs:element>',
    ]);
  const names = ['servlet-name-uniqueness', 'filter-name-uniqueness', 'role-name-uniqueness', 'listener-uniqueness', 'mime-uniqueness', 'locale-uniqueness'];

  it.each([
    { count: 6, shown: "'servlet-name-uniqueness', 'filter-name-uniqueness' and 4 more" },
    { count: 1, shown: "'servlet-name-uniqueness'" },
  ])('$count of them: one line naming them, no advice to keep one file', ({ count, shown }) => {
    const files = { 'set/web-app.xsd': root('web-app', names.slice(0, count)), 'set/web-fragment.xsd': root('web-fragment', names.slice(0, count)) };
    const failure = loadFailure(writeTree(files));
    expect(failure).toStrictEqual({
      kind: 'SchemaInvalid',
      lines: [
        `set/web-fragment.xsd:1: this file and set/web-app.xsd both declare ${count} identity constraint${count === 1 ? '' : 's'} named alike in namespace '${NS}' (${shown}): an identity constraint name is global in its namespace, so two elements may not each declare it, and no XSD engine compiles the two files together (libxml2: "A global … identity-constraint … does already exist"); generate each from its own folder, or rename the constraints of one`,
      ],
    });
  });

  it('xmllint refuses a schema including both', () => {
    const tree = writeTree({ 'set/web-app.xsd': root('web-app', names), 'set/web-fragment.xsd': root('web-fragment', names), 'both/all.xsd': xsd(['<xs:include schemaLocation="../set/web-app.xsd"/>', '<xs:include schemaLocation="../set/web-fragment.xsd"/>']) });
    expect(xmllintVerdict(join(tree, 'both/all.xsd'), `<web-app xmlns="${NS}"/>`)).toMatch(/identity-constraint .*does already exist/);
  });
});
