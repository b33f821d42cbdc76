/**
 * Review r21 newsets: M2, `--schema` naming a renamed document by its base name keeps its
 * findings (they carry the revision's name: it gave 0 findings and exit 0 under --fail-on
 * breaking); L1, an element moving to no namespace says so ("to the  namespace"); L2, an
 * identity constraint's field @xml:lang is not @lang (prefixes are dropped, but not xml:).
 * Scale H1: a change 40 levels down is found (the walk stopped at 32, silently). Scale H4: a
 * sequence of 2 000 children is diffed in linear time (8 000 passed a Set's size), and two
 * neighbours swapped in it are still found.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './helpers.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder with `v1/` and `v2/`, each holding the XSD files given. */
function versions(v1: Record<string, string>, v2: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fleetcase-diff-r21-'));
  folders.push(dir);
  for (const [side, files] of Object.entries({ v1, v2 })) {
    mkdirSync(join(dir, side));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, side, name), text);
  }
  return dir;
}

const invoice = (children: string) =>
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:inv" xmlns="urn:inv" elementFormDefault="qualified">
  <xs:element name="invoice"><xs:complexType><xs:sequence>${children}</xs:sequence></xs:complexType></xs:element>
</xs:schema>`;

describe('review r21 newsets M2: --schema of a renamed document', () => {
  const dir = () =>
    versions(
      { 'invoice_1.0.xsd': invoice('<xs:element name="id" type="xs:string"/><xs:element name="note" type="xs:string"/>') },
      { 'invoice_1.1.xsd': invoice('<xs:element name="id" type="xs:string"/>') },
    );

  it.each(['invoice_1.0', 'invoice_1.1'])('--schema %s keeps the pair\'s findings', async (schema) => {
    const { code, out } = await runCli(['diff', '--from', 'v1', '--to', 'v2', '--schema', schema, '--fail-on', 'breaking'], dir());
    expect(code).toBe(1);
    expect(out).toContain('breaking  element-removed  invoice_1.1 <invoice>: /invoice/note no longer exists in invoice_1.1.');
  });
});

describe('review r21 newsets L1: an element moving to no namespace', () => {
  it('is said to move to no namespace, and to be written without one', async () => {
    const schema = (form: string) =>
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:d" xmlns="urn:d" elementFormDefault="${form}">
  <xs:element name="docRequest"><xs:complexType><xs:sequence><xs:element name="a" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`;
    const { out } = await runCli(['diff', '--from', 'v1', '--to', 'v2', '--format', 'json'], versions({ 's.xsd': schema('qualified') }, { 's.xsd': schema('unqualified') }));
    const finding = (JSON.parse(out) as { findings: Array<{ id: string; message: string; action: string }> }).findings.find((candidate) => candidate.id === 'element-namespace-changed');
    expect(finding).toMatchObject({
      message: expect.stringMatching(/^\/docRequest\/a moves from the \S+ namespace to no namespace in /),
      action: expect.stringMatching(/without a namespace \(xmlns="" where a default namespace is in scope\)\.$/),
    });
  });
});

describe('review r21 newsets L2: @xml:lang and @lang in a constraint field', () => {
  it('are different fields', async () => {
    const schema = (field: string) =>
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:l" xmlns:l="urn:l" elementFormDefault="qualified">
  <xs:element name="list"><xs:complexType><xs:sequence>
    <xs:element name="title" maxOccurs="unbounded"><xs:complexType><xs:simpleContent><xs:extension base="xs:string">
      <xs:attribute name="lang" type="xs:string"/><xs:attribute name="code" type="xs:string"/>
    </xs:extension></xs:simpleContent></xs:complexType></xs:element>
  </xs:sequence></xs:complexType>
  <xs:unique name="titleLang"><xs:selector xpath="l:title"/><xs:field xpath="${field}"/></xs:unique>
  </xs:element>
</xs:schema>`;
    const { code, out } = await runCli(['diff', '--from', 'v1', '--to', 'v2', '--fail-on', 'breaking'], versions({ 'l.xsd': schema('@xml:lang') }, { 'l.xsd': schema('@lang') }));
    expect(code).toBe(1);
    expect(out).toContain('/list has a new identity constraint in l: unique (title: @lang).');
    expect(out).toContain('/list no longer has the identity constraint unique (title: @xml:lang) in l.');
    const same = await runCli(['diff', '--from', 'v1', '--to', 'v2'], versions({ 'l.xsd': schema('@xml:lang') }, { 'l.xsd': schema('@xml:lang') }));
    expect(same.out).toMatch(/^fleetcase diff v1 -> v2: 0 breaking, 0 warnings, 0 info/);
  });
});

describe('review r21 scale H1: a change deep in a chain of types', () => {
  it('is found 40 levels down', async () => {
    const chain = (leaf: string) => {
      const types = Array.from({ length: 40 }, (_, level) => `<xs:complexType name="N${level}"><xs:sequence><xs:element name="c" type="N${level + 1}"/></xs:sequence></xs:complexType>`);
      return `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:s" xmlns="urn:s" elementFormDefault="qualified">
<xs:complexType name="N40"><xs:sequence><xs:element name="leaf" type="${leaf}"/></xs:sequence></xs:complexType>
${types.join('\n')}
<xs:element name="rootRequest" type="N0"/>
</xs:schema>`;
    };
    const { code, out } = await runCli(['diff', '--from', 'v1', '--to', 'v2', '--format', 'json'], versions({ 's.xsd': chain('xs:int') }, { 's.xsd': chain('xs:string') }));
    expect(code).toBe(0);
    const findings = (JSON.parse(out) as { findings: Array<{ id: string; path: string }> }).findings;
    expect(findings.map((finding) => finding.path)).toStrictEqual([`/rootRequest${'/c'.repeat(40)}/leaf`]);
  });
});

describe('review r21 scale H4: a long sequence', () => {
  it('is diffed, and a swap of two neighbours is still found', async () => {
    const sequence = (names: string[]) =>
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:s" xmlns="urn:s" elementFormDefault="qualified">
<xs:element name="rootRequest"><xs:complexType><xs:sequence>${names.map((name) => `<xs:element name="${name}" type="xs:string" minOccurs="0"/>`).join('')}</xs:sequence></xs:complexType></xs:element>
</xs:schema>`;
    const names = Array.from({ length: 2000 }, (_, index) => `e${index}`);
    const swapped = [...names];
    [swapped[700], swapped[701]] = [swapped[701]!, swapped[700]!];
    const { out } = await runCli(['diff', '--from', 'v1', '--to', 'v2', '--format', 'json'], versions({ 's.xsd': sequence(names) }, { 's.xsd': sequence(swapped) }));
    const findings = (JSON.parse(out) as { findings: Array<{ id: string }> }).findings;
    expect(findings.map((finding) => finding.id)).toStrictEqual(['element-order-changed']);
  }, 60_000);
});

describe('review r21 recheck: xs:all regrouped, and fixed turned default', () => {
  const one = (content: string) =>
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:s" xmlns="urn:s" elementFormDefault="qualified">
<xs:element name="rRequest"><xs:complexType>${content}</xs:complexType></xs:element>
</xs:schema>`;
  const ids = async (before: string, after: string) => {
    const { out } = await runCli(['diff', '--from', 'v1', '--to', 'v2', '--format', 'json'], versions({ 's.xsd': one(before) }, { 's.xsd': one(after) }));
    return (JSON.parse(out) as { findings: Array<{ id: string }> }).findings.map((finding) => finding.id);
  };

  it('all(a?, b?) becoming (a | b)? narrows the combinations (H3)', async () => {
    expect(await ids('<xs:all><xs:element name="a" minOccurs="0"/><xs:element name="b" minOccurs="0"/></xs:all>', '<xs:choice minOccurs="0"><xs:element name="a"/><xs:element name="b"/></xs:choice>')).toStrictEqual(['content-model-narrowed']);
  });

  it('fixed "A" becoming default "A" changes nothing an empty element means (L2)', async () => {
    expect(await ids('<xs:sequence><xs:element name="p" type="xs:string" fixed="A"/></xs:sequence>', '<xs:sequence><xs:element name="p" type="xs:string" default="A"/></xs:sequence>')).toStrictEqual(['facet-loosened']);
  });
});

describe('review r21 scale M3: an enumeration of 70 000 values, all renamed', () => {
  it('is reported value by value, in text and markdown, not "ran out of stack"', async () => {
    const enumeration = (prefix: string) =>
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:s" xmlns="urn:s" elementFormDefault="qualified">
<xs:element name="rRequest"><xs:simpleType><xs:restriction base="xs:string">${Array.from({ length: 70_000 }, (_, index) => `<xs:enumeration value="${prefix}${index}"/>`).join('')}</xs:restriction></xs:simpleType></xs:element>
</xs:schema>`;
    const dir = versions({ 's.xsd': enumeration('a') }, { 's.xsd': enumeration('b') });
    for (const format of ['text', 'markdown']) {
      const { code, out, err } = await runCli(['diff', '--from', 'v1', '--to', 'v2', '--format', format], dir);
      expect({ code, err }).toStrictEqual({ code: 0, err: '' });
      expect(out).toContain('70000 breaking');
    }
  }, 120_000);
});
