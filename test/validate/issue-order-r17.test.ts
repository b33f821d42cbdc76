/**
 * Review r17 newsets L3: identity-constraint failures come after the other issues of a file, so
 * that one wrong element (an unknown test in an OVAL file) comes before the keyref failures it
 * causes at earlier lines, not after them.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { runCli, tempDir } from './helpers.js';

const temp = tempDir();
afterAll(() => temp.cleanup());

temp.write(
  'set/t.xsd',
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t" elementFormDefault="qualified">
  <xs:element name="root">
    <xs:complexType><xs:sequence>
      <xs:element name="ref" maxOccurs="unbounded"><xs:complexType><xs:attribute name="to" type="xs:string"/></xs:complexType></xs:element>
      <xs:element name="test" maxOccurs="unbounded"><xs:complexType><xs:attribute name="id" type="xs:string"/></xs:complexType></xs:element>
    </xs:sequence></xs:complexType>
    <xs:key name="testKey"><xs:selector xpath="t:test"/><xs:field xpath="@id"/></xs:key>
    <xs:keyref name="testRef" refer="t:testKey"><xs:selector xpath="t:ref"/><xs:field xpath="@to"/></xs:keyref>
  </xs:element>
</xs:schema>
`,
);
temp.write('doc.xml', '<root xmlns="urn:t">\n  <ref to="a"/>\n  <ref to="b"/>\n  <test id="a"/>\n  <bogus id="b"/>\n</root>\n');

describe('issue order', () => {
  test('the unexpected element first, then the keyref failure it causes at an earlier line', async () => {
    const { code, out } = await runCli(['validate', '--no-rules', '--schemas', 'set', '--format', 'json', 'doc.xml'], temp.dir);
    expect(code).toBe(1);
    const issues = JSON.parse(out).files[0].issues as Array<{ rule: string; line: number; message: string }>;
    expect(issues.map((issue) => issue.line)).toStrictEqual([5, 3]);
    expect(issues[0]!.rule).toBe('xsd-unexpected-element');
    expect(issues[1]!.message).toMatch(/key-sequence/);
  });
});
