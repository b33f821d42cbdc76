/**
 * Review r19 newsets M2: of several attribute errors of one rule on one element (two required
 * attributes missing, three undeclared ones, two bad values) only the first was reported, with
 * every engine; xmllint lists each. Each is now an issue of its own, once per attribute, with
 * each engine (Xerces' two words on one bad attribute value stay one issue, naming it).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './helpers.js';
import { xmllintVerdict } from '../emit/xmllint.js';

const temp = tempDir('fleetcase-attributes-');
afterAll(() => temp.cleanup());

const xsd = temp.write(
  'set/a.xsd',
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:a" xmlns="urn:a" elementFormDefault="qualified">
  <xs:element name="r"><xs:complexType><xs:sequence><xs:element name="c" maxOccurs="unbounded"><xs:complexType>
    <xs:attribute name="id" type="xs:string" use="required"/><xs:attribute name="kind" type="xs:string" use="required"/>
    <xs:attribute name="n" type="xs:int"/><xs:attribute name="m" type="xs:int"/>
  </xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element>
</xs:schema>
`,
);
const doc = temp.write('d.xml', '<r xmlns="urn:a" x="1" y="2">\n  <c/>\n  <c id="1" kind="k" n="a" m="b"/>\n</r>\n');

describe('every attribute error of an element is reported (review r19 newsets M2)', () => {
  it('xmllint lists six', () => {
    expect(xmllintVerdict(xsd, readFileSync(doc)).match(/Schemas validity error/g)).toHaveLength(6);
  });

  it.each(['libxml2', 'libxmljs2', 'xerces'])('%s: one issue per attribute', async (engine) => {
    const { code, out } = await runCli(['validate', '--no-rules', '--engine', engine, '--schemas', `${temp.dir}/set`, '--format', 'json', doc]);
    expect(code).toBe(1);
    const issues = (JSON.parse(out) as { files: Array<{ issues: Array<{ rule: string; message: string; line: number }> }> }).files[0]!.issues;
    const about = issues.map((issue) => `${issue.line} ${issue.rule} ${/[Aa]ttribute '([^']+)'/.exec(issue.message)?.[1] ?? '-'}`);
    expect(about).toStrictEqual([
      '1 xsd-invalid x',
      '1 xsd-invalid y',
      '2 xsd-invalid id',
      '2 xsd-invalid kind',
      // One rule's issues at one position in the engine's order, here the document's (review r30 spec L1).
      '3 xsd-invalid-value n',
      '3 xsd-invalid-value m',
    ]);
  });
});

describe('siblings on one line keep their own attribute errors (review r19 recheck M1)', () => {
  const set = temp.write(
    'line/r.xsd',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:r" xmlns="urn:r" elementFormDefault="qualified">
  <xs:simpleType name="Short"><xs:restriction base="xs:string"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>
  <xs:element name="r"><xs:complexType><xs:sequence><xs:element name="c" maxOccurs="unbounded"><xs:complexType>
    <xs:attribute name="n" type="xs:int" use="required"/><xs:attribute name="s" type="Short"/>
  </xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element>
</xs:schema>
`,
  );
  // Minified, as the API sends documents: every element on line 1.
  const line = temp.write('line.xml', '<r xmlns="urn:r"><c/><c n="q" s="toolong"/><c n="1" s="abcd" m="1"/><c s="wxyz"/></r>\n');

  it('xmllint lists seven', () => {
    expect(xmllintVerdict(set, readFileSync(line)).match(/Schemas validity error/g)).toHaveLength(7);
  });

  it.each(['libxml2', 'libxmljs2', 'xerces'])('%s: each at its own element', async (engine) => {
    const { out } = await runCli(['validate', '--no-rules', '--engine', engine, '--schemas', `${temp.dir}/line`, '--format', 'json', line]);
    const issues = (JSON.parse(out) as { files: Array<{ issues: Array<{ path: string; message: string }> }> }).files[0]!.issues;
    const about = issues.map((issue) => `${issue.path} ${/[Aa]ttribute '([^']+)'/.exec(issue.message)?.[1] ?? '-'}`).sort();
    expect(about).toStrictEqual(['/r/c[1] n', '/r/c[2] n', '/r/c[2] s', '/r/c[3] m', '/r/c[3] s', '/r/c[4] n', '/r/c[4] s']);
  });
});

describe('libxmljs2, values written with spaces on one line (review r19 recheck2 M1)', () => {
  const set = temp.write(
    'ints/r.xsd',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"><xs:complexType><xs:sequence><xs:element name="c" maxOccurs="unbounded"><xs:complexType><xs:attribute name="n" type="xs:int"/></xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element></xs:schema>\n`,
  );
  const doc = temp.write('ints.xml', '<r><c n="7x"/><c n=" 7x"/><c n="&#9;7x"/></r>\n');

  it('each bad value is its own issue, as xmllint says', async () => {
    expect(xmllintVerdict(set, readFileSync(doc)).match(/Schemas validity error/g)).toHaveLength(3);
    const { out } = await runCli(['validate', '--no-rules', '--engine', 'libxmljs2', '--schemas', `${temp.dir}/ints`, '--format', 'json', doc]);
    const paths = (JSON.parse(out) as { files: Array<{ issues: Array<{ path: string }> }> }).files[0]!.issues.map((issue) => issue.path);
    expect(paths).toStrictEqual(['/r/c[1]', '/r/c[2]', '/r/c[3]']);
  });
});

describe('a no-namespace root with a non-ASCII name (review r19 recheck2 L3)', () => {
  it('is found in the XSD that declares it', async () => {
    temp.write('accents/s.xsd', '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="dóc"><xs:complexType><xs:sequence><xs:element name="p" type="xs:string"/></xs:sequence></xs:complexType></xs:element></xs:schema>\n');
    const doc = temp.write('accents.xml', '<dóc><p>x</p><q/></dóc>\n');
    const { out } = await runCli(['validate', '--no-rules', '--schemas', `${temp.dir}/accents`, '--format', 'json', doc]);
    expect((JSON.parse(out) as { files: Array<{ issues: Array<{ rule: string; path: string }> }> }).files[0]!.issues.map((issue) => `${issue.rule} ${issue.path}`)).toStrictEqual(['xsd-unexpected-element /dóc/q']);
  });
});

describe('Xerces on attribute values (review r19 regress H1, L1)', () => {
  const set = temp.write(
    'xerces/e.xsd',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:e" xmlns="urn:e" elementFormDefault="qualified">
  <xs:simpleType name="color"><xs:restriction base="xs:string"><xs:enumeration value="red"/><xs:enumeration value="green"/></xs:restriction></xs:simpleType>
  <xs:element name="r"><xs:complexType><xs:sequence><xs:element name="a" maxOccurs="unbounded"><xs:complexType>
    <xs:attribute name="id" type="xs:ID"/><xs:attribute name="color" type="color"/>
  </xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element>
</xs:schema>
`,
  );
  const doc = temp.write('xerces.xml', '<r xmlns="urn:e">\n  <a id="x" color="blue"/>\n  <a id="x"/>\n</r>\n');

  it('an enumeration keeps its values, a duplicate xs:ID is one issue, as xmllint counts', async () => {
    expect(xmllintVerdict(set, readFileSync(doc)).match(/Schemas validity error/g)).toHaveLength(2);
    const { out } = await runCli(['validate', '--no-rules', '--engine', 'xerces', '--schemas', `${temp.dir}/xerces`, '--format', 'json', doc]);
    const messages = (JSON.parse(out) as { files: Array<{ issues: Array<{ message: string }> }> }).files[0]!.issues.map((issue) => issue.message);
    expect(messages).toStrictEqual([
      "Attribute 'color': Value 'blue' is not facet-valid with respect to enumeration '[red, green]'. It must be a value from the enumeration.",
      "Attribute 'id': There are multiple occurrences of ID value 'x'.",
    ]);
  });
});
