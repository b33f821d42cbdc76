/**
 * Review r30 newsets, `validate --schemas` on sets that import by remote schemaLocations (IVOA's
 * VO schemas as python3-gavo ships them):
 * - H1: a file served for a remote location (`http://h/s/b.xsd` -> the set's b.xsd) had its own
 *   relative imports asked for under that URL (`http://h/s/c.xsd`), which failed to load once the
 *   schema compiled without the folder's other files: exit 2 for valid documents.
 * - H2: libxml2's warning "Skipping import … already imported" was taken for the reason a
 *   folder's schema did not compile, and the file it named was left out in place of the broken
 *   one: an `xsi:type` of that file no longer resolved.
 * - M1: two unrelated files of one namespace sent the whole folder to one compile per XSD, and
 *   other documents' verdicts changed with them. Only their namespace compiles apart now.
 * And the recheck of those fixes (review r31): a remote location answered by the first of two
 * files of its namespace; files that compile alone but not together.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './helpers.js';

const temp = tempDir('fleetcase-r30-');
afterAll(() => temp.cleanup());

const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';
/** An XSD of namespace urn:unrelated that does not compile (its base type is nowhere). */
const BROKEN = `<xs:schema ${XS} xmlns:w="urn:w" targetNamespace="urn:unrelated">
  <xs:import namespace="urn:w"/>
  <xs:complexType name="T"><xs:complexContent><xs:extension base="w:Missing"/></xs:complexContent></xs:complexType>
</xs:schema>`;
/** Two unrelated files of one namespace. */
const SAME_NAMESPACE = {
  'z1.xsd': `<xs:schema ${XS} targetNamespace="urn:z"><xs:element name="z1"/></xs:schema>`,
  'z2.xsd': `<xs:schema ${XS} targetNamespace="urn:z"><xs:element name="z2"/></xs:schema>`,
};

/** Writes a folder of XSDs and returns its path. */
function folder(name: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) temp.write(`${name}/${file}`, text);
  return `${temp.dir}/${name}`;
}

/** The verdict on each document: exit code and `file: rules` lines. */
async function verdicts(set: string, documents: Record<string, string>): Promise<{ code: number; files: string[]; err: string }> {
  const paths = Object.entries(documents).map(([name, text]) => temp.write(`docs/${name}`, text));
  const { code, out, err } = await runCli(['validate', '--no-rules', '--format', 'json', '--schemas', set, ...paths]);
  const files = out === '' ? [] : (JSON.parse(out) as { files: Array<{ file: string; issues: Array<{ rule: string }> }> }).files.map((file) => `${file.file.split('/').pop()}: ${file.issues.map((issue) => issue.rule).join(' ')}`);
  return { code, files, err };
}

describe('a file served for a remote schemaLocation reads its own relative imports (H1)', () => {
  // a.xsd imports urn:b from a web address; the set's b.xsd imports c.xsd beside it.
  const CHAIN = {
    'a.xsd': `<xs:schema ${XS} xmlns:b="urn:b" targetNamespace="urn:a" elementFormDefault="qualified">
  <xs:import namespace="urn:b" schemaLocation="http://example.org/schemata/b.xsd"/>
  <xs:element name="root"><xs:complexType><xs:sequence><xs:element ref="b:item"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
    'b.xsd': `<xs:schema ${XS} xmlns:c="urn:c" targetNamespace="urn:b" elementFormDefault="qualified">
  <xs:import namespace="urn:c" schemaLocation="c.xsd"/>
  <xs:element name="item" type="c:Code"/>
</xs:schema>`,
    'c.xsd': `<xs:schema ${XS} targetNamespace="urn:c">
  <xs:simpleType name="Code"><xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}"/></xs:restriction></xs:simpleType>
</xs:schema>`,
  };
  const documents = {
    'ok.xml': '<root xmlns="urn:a" xmlns:b="urn:b"><b:item>ABC</b:item></root>',
    'bad.xml': '<root xmlns="urn:a" xmlns:b="urn:b"><b:item>abc</b:item></root>',
  };
  const want = { code: 1, files: ['ok.xml: ', 'bad.xml: xsd-invalid-value'], err: '' };

  it.each([
    ['alone', {}],
    ['beside two files of one namespace (one compile per XSD for those)', SAME_NAMESPACE],
    ['beside an XSD that does not compile', { 'broken.xsd': BROKEN }],
  ])('%s', async (name, extra) => {
    expect(await verdicts(folder(`chain-${name.length}`, { ...CHAIN, ...extra }), documents)).toStrictEqual(want);
  });
});

describe('an xsi:type of another file of the folder resolves whatever else the folder holds (H2, M1)', () => {
  // m.xsd and d.xsd import urn:r by two different web addresses; the document's <interface>
  // (abstract r:Base) is a d:Http.
  const TYPES = {
    'r.xsd': `<xs:schema ${XS} targetNamespace="urn:r" elementFormDefault="qualified">
  <xs:complexType name="Base" abstract="true"><xs:sequence><xs:element name="url" type="xs:anyURI"/></xs:sequence></xs:complexType>
</xs:schema>`,
    'd.xsd': `<xs:schema ${XS} xmlns:r="urn:r" targetNamespace="urn:d" elementFormDefault="qualified">
  <xs:import namespace="urn:r" schemaLocation="http://host-one.example/schemata/r.xsd"/>
  <xs:complexType name="Http"><xs:complexContent><xs:extension base="r:Base"><xs:sequence><xs:element name="method" type="xs:string"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
</xs:schema>`,
    'm.xsd': `<xs:schema ${XS} xmlns:r="urn:r" targetNamespace="urn:m" elementFormDefault="unqualified">
  <xs:import namespace="urn:r" schemaLocation="http://host-two.example/docs/r.xsd"/>
  <xs:element name="caps"><xs:complexType><xs:sequence><xs:element name="interface" type="r:Base" maxOccurs="unbounded"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
  };
  const documents = {
    'caps.xml': `<m:caps xmlns:m="urn:m" xmlns:r="urn:r" xmlns:d="urn:d" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <interface xsi:type="d:Http"><r:url>http://x/</r:url><d:method>GET</d:method></interface>
</m:caps>`,
    'wrong.xml': `<m:caps xmlns:m="urn:m" xmlns:r="urn:r" xmlns:d="urn:d" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <interface xsi:type="d:Http"><r:url>http://x/</r:url></interface>
</m:caps>`,
  };
  const want = { code: 1, files: ['caps.xml: ', 'wrong.xml: xsd-missing-element'], err: '' };

  it.each([
    ['alone', {}],
    ['beside an XSD that does not compile (H2)', { 'broken.xsd': BROKEN }],
    ['beside two files of one namespace (M1)', SAME_NAMESPACE],
  ])('%s', async (name, extra) => {
    expect(await verdicts(folder(`types-${name.length}`, { ...TYPES, ...extra }), documents)).toStrictEqual(want);
  });
});

describe('a remote schemaLocation no file of the set answers', () => {
  it('is named as never fetched, with what to do', async () => {
    const set = folder('unanswered', {
      'main.xsd': `<xs:schema ${XS} xmlns:b="urn:b" targetNamespace="urn:main" elementFormDefault="qualified">
  <xs:import namespace="urn:b" schemaLocation="http://example.com/schemas/b.xsd"/>
  <xs:element name="main"><xs:complexType><xs:sequence><xs:element ref="b:code"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
    });
    const { code, err } = await verdicts(set, { 'main.xml': '<main xmlns="urn:main"><code xmlns="urn:b">ABC</code></main>' });
    expect(code).toBe(2);
    expect(err).toContain('(failed to load "http://example.com/schemas/b.xsd"): a remote schemaLocation is never fetched; it is read from the file of the set that declares its namespace, and no file of the set declares it (put a copy of that schema in the folder)');
  });

  // Review r31 recheck M1: libxml2 compiles without the import (a warning), and the content of
  // its namespace under a wildcard passed unjudged (lax) or with a bare libxml2 message (strict).
  it.each(['lax', 'strict'])('whose namespace is met under a %s wildcard: namespace-unchecked, naming the import', async (mode) => {
    const set = folder(`wildcard-${mode}`, {
      'a.xsd': `<xs:schema ${XS} xmlns:q="urn:q" targetNamespace="urn:a" elementFormDefault="qualified">
  <xs:import namespace="urn:q" schemaLocation="http://example.org/q.xsd"/>
  <xs:element name="root"><xs:complexType><xs:sequence><xs:element name="v" type="xs:int"/><xs:any namespace="urn:q" processContents="${mode}" minOccurs="0"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
    });
    const paths = [temp.write('docs/plain.xml', '<root xmlns="urn:a"><v>1</v></root>'), temp.write('docs/q.xml', '<root xmlns="urn:a"><v>1</v><q:thing xmlns:q="urn:q">x</q:thing></root>')];
    const { code, out } = await runCli(['validate', '--no-rules', '--format', 'json', '--schemas', set, ...paths]);
    expect(code).toBe(1);
    const [plain, q] = (JSON.parse(out) as { files: Array<{ issues: Array<{ rule: string; message: string; path: string }> }> }).files;
    expect(plain!.issues).toStrictEqual([]);
    const unchecked = q!.issues.filter((issue) => issue.rule === 'namespace-unchecked');
    expect(unchecked).toHaveLength(1);
    expect(unchecked[0]!.path).toBe('/root/thing');
    expect(unchecked[0]!.message).toBe(
      "<q:thing> is in the namespace 'urn:q', which wildcard-" + mode + '/a.xsd imports from http://example.org/q.xsd: a remote schemaLocation is never fetched, and no file of the set declares that namespace, so that content is not checked (put a copy of that schema in the folder)',
    );
  });

  it('whose namespace a file of the set declares is read from that file: no namespace-unchecked', async () => {
    const set = folder('wildcard-answered', {
      'a.xsd': `<xs:schema ${XS} xmlns:q="urn:q" targetNamespace="urn:a" elementFormDefault="qualified">
  <xs:import namespace="urn:q" schemaLocation="http://example.org/q.xsd"/>
  <xs:element name="root"><xs:complexType><xs:sequence><xs:any namespace="urn:q" processContents="lax"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
      'q.xsd': `<xs:schema ${XS} targetNamespace="urn:q"><xs:element name="thing" type="xs:int"/></xs:schema>`,
    });
    expect(
      await verdicts(set, { 'good.xml': '<root xmlns="urn:a"><q:thing xmlns:q="urn:q">1</q:thing></root>', 'bad.xml': '<root xmlns="urn:a"><q:thing xmlns:q="urn:q">x</q:thing></root>' }),
    ).toStrictEqual({ code: 1, files: ['good.xml: ', 'bad.xml: xsd-invalid-value'], err: '' });
  });
});

describe('review r31 recheck', () => {
  it('H1: a remote location is read from the file of its namespace that it names by file name, not the first one listed', async () => {
    const set = folder('two-of-b', {
      'a.xsd': `<xs:schema ${XS} xmlns:b="urn:b" targetNamespace="urn:a" elementFormDefault="qualified">
  <xs:import namespace="urn:b" schemaLocation="http://example.org/schemas/b.xsd"/>
  <xs:element name="root"><xs:complexType><xs:sequence><xs:element ref="b:item"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
      // An older copy of urn:b, listed before b.xsd, whose item is a string.
      'a-old-b.xsd': `<xs:schema ${XS} targetNamespace="urn:b" elementFormDefault="qualified"><xs:element name="item" type="xs:string"/></xs:schema>`,
      'b.xsd': `<xs:schema ${XS} targetNamespace="urn:b" elementFormDefault="qualified">
  <xs:element name="item"><xs:complexType><xs:sequence><xs:element name="p" type="xs:int"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
    });
    expect(await verdicts(set, { 'ok.xml': '<root xmlns="urn:a"><item xmlns="urn:b"><p>1</p></item></root>', 'bad.xml': '<root xmlns="urn:a"><item xmlns="urn:b"><p>x</p></item></root>' })).toStrictEqual({
      code: 1,
      files: ['ok.xml: ', 'bad.xml: xsd-invalid-value'],
      err: '',
    });
  });

  it('H2: files that compile alone but not together: the one breaking the other is left out, and its content is not passed as valid', async () => {
    const set = folder('combined', {
      'a.xsd': `<xs:schema ${XS} elementFormDefault="qualified" targetNamespace="urn:a" xmlns:a="urn:a">
  <xs:complexType name="Base" abstract="true"><xs:sequence><xs:element name="n" type="xs:int"/></xs:sequence></xs:complexType>
  <xs:element name="head" type="a:Base" abstract="true"/>
  <xs:element name="root"><xs:complexType><xs:sequence>
    <xs:element name="t" type="a:Base" minOccurs="0"/>
    <xs:element ref="a:head" minOccurs="0"/>
    <xs:any namespace="##other" processContents="lax" minOccurs="0"/>
  </xs:sequence></xs:complexType></xs:element>
</xs:schema>`,
      // Its member makes a.xsd's root ambiguous beside the ##other wildcard: d.xsd does not compile.
      'd.xsd': `<xs:schema ${XS} elementFormDefault="qualified" targetNamespace="urn:d" xmlns:a="urn:a" xmlns:d="urn:d">
  <xs:import namespace="urn:a" schemaLocation="a.xsd"/>
  <xs:complexType name="Derived"><xs:complexContent><xs:extension base="a:Base"><xs:sequence><xs:element name="m" type="xs:int"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
  <xs:element name="member" type="d:Derived" substitutionGroup="a:head"/>
</xs:schema>`,
    });
    expect(
      await verdicts(set, {
        'member.xml': '<root xmlns="urn:a" xmlns:d="urn:d"><d:member><n>1</n><d:m>notanint</d:m></d:member></root>',
        'plain.xml': '<root xmlns="urn:a"/>',
      }),
    ).toStrictEqual({ code: 1, files: ['member.xml: namespace-unchecked', 'plain.xml: '], err: '' });
  });
});

describe('an XSD of a draft namespace (review r31 recheck L6)', () => {
  it('validate names the namespace, as generate does', async () => {
    const set = folder('draft', { 'draft.xsd': '<xs:schema xmlns:xs="http://www.w3.org/2000/10/XMLSchema" targetNamespace="urn:x"><xs:element name="a"/></xs:schema>' });
    const { code, err } = await verdicts(set, { 'draft-doc.xml': '<a xmlns="urn:x"/>' });
    expect(code).toBe(2);
    expect(err).toContain("is not a schema document. (its <schema> is in the namespace 'http://www.w3.org/2000/10/XMLSchema', not 'http://www.w3.org/2001/XMLSchema': XML Schema 1.0; drafts before it are not read)");
  });
});
