/**
 * A schema that imports another by a remote URL (SAML names xmldsig by its w3.org location; the
 * copy in the folder answers it) gets the same corrections of libxml2's lax checks as one that
 * imports it by a local path (review r16 newsets L4: a stray `!` in an xs:base64Binary passed with
 * the remote spelling and failed with the local one; xmllint lets it through either way).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli, tempDir } from './helpers.js';

const tree = tempDir();
afterAll(() => tree.cleanup());

const B = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:b" elementFormDefault="qualified">
  <xs:element name="value" type="xs:base64Binary"/>
</xs:schema>`;
const a = (location: string) => `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:b="urn:b" targetNamespace="urn:a" elementFormDefault="qualified">
  <xs:import namespace="urn:b" schemaLocation="${location}"/>
  <xs:element name="doc"><xs:complexType><xs:sequence><xs:element ref="b:value"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`;

describe('corrections through a remote import', () => {
  test.each([
    ['a local path', 'b.xsd'],
    ['a remote URL', 'http://www.example.com/schemas/b.xsd'],
  ])('imported by %s: a stray character in a base64Binary is invalid', async (_name, location) => {
    const folder = join(tree.dir, location.startsWith('http') ? 'remote' : 'local');
    mkdirSync(folder, { recursive: true });
    tree.write(join(folder, 'a.xsd').slice(tree.dir.length + 1), a(location));
    tree.write(join(folder, 'b.xsd').slice(tree.dir.length + 1), B);
    const doc = tree.write('doc.xml', '<doc xmlns="urn:a" xmlns:b="urn:b"><b:value>!!!AAAAAAAA</b:value></doc>');
    const { code, out } = await runCli(['validate', '--format', 'json', '--jobs', '1', '--schemas', folder, doc], tree.dir);
    expect(code).toBe(1);
    const issues = JSON.parse(out).files[0].issues;
    expect(issues.map((issue: { rule: string; message: string }) => [issue.rule, issue.message])).toStrictEqual([
      ['xsd-invalid-value', "Element 'value': '!!!AAAAAAAA' is not a valid value of the atomic type 'xs:base64Binary'."],
    ]);
  });
});
