/**
 * `validate --schemas` on sets that import by a remote schemaLocation (review r10 web 1): MediaWiki
 * dumps import `http://www.w3.org/2001/xml.xsd`, XLIFF 1.2 ships a copy of it beside itself,
 * opensaml imports xmldsig from w3.org. Loading stays offline: libxml2 reads the set's file that
 * declares the namespace, or the built-in XML namespace schema, as the schema loader does
 * (src/schema/files.ts); nothing else is read.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { refusedLoads } from '../../src/validate/engines/libxml2-input.js';
import { remoteSources } from '../../src/validate/schema-closure.js';
import { runCli, tempDir } from './helpers.js';

const XML_XSD = 'http://www.w3.org/2001/xml.xsd';

/** A schema of `urn:a` whose root `doc` requires xml:lang, imported from the W3C's address. */
const A_XSD = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:a" xmlns="urn:a" elementFormDefault="qualified">
  <xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="${XML_XSD}"/>
  <xs:element name="doc">
    <xs:complexType>
      <xs:sequence><xs:any namespace="##other" processContents="lax" minOccurs="0"/></xs:sequence>
      <xs:attribute ref="xml:lang" use="required"/>
      <xs:anyAttribute namespace="##other" processContents="lax"/>
    </xs:complexType>
  </xs:element>
</xs:schema>`;

/** A copy of the XML namespace schema a set ships (its `space` allows `keep` too, to tell it from the built-in one). */
const XML_COPY = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/XML/1998/namespace">
  <xs:attribute name="lang" type="xs:string"/>
  <xs:attribute name="space"><xs:simpleType><xs:restriction base="xs:NCName">
    <xs:enumeration value="default"/><xs:enumeration value="preserve"/><xs:enumeration value="keep"/>
  </xs:restriction></xs:simpleType></xs:attribute>
</xs:schema>`;

/** `urn:main` imports `urn:b` from a web address; the set holds b.xsd. */
const MAIN_XSD = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:b="urn:b" targetNamespace="urn:main" elementFormDefault="qualified">
  <xs:import namespace="urn:b" schemaLocation="http://example.com/schemas/b.xsd"/>
  <xs:element name="main"><xs:complexType><xs:sequence><xs:element ref="b:code"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`;
const B_XSD = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:b" elementFormDefault="qualified">
  <xs:element name="code"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}"/></xs:restriction></xs:simpleType></xs:element>
</xs:schema>`;

const temp = tempDir('fleetcase-remote-');
afterAll(() => temp.cleanup());
temp.write('builtin/g/a.xsd', A_XSD);
temp.write('copy/g/a.xsd', A_XSD);
temp.write('copy/g/xml.xsd', XML_COPY);
temp.write('other/g/main.xsd', MAIN_XSD);
temp.write('other/g/b.xsd', B_XSD);

async function verdict(set: string, xml: string): Promise<{ code: number; rules: string[]; err: string }> {
  const file = temp.write(`docs/${set}-${Math.random().toString(36).slice(2)}.xml`, xml);
  const { code, out, err } = await runCli(['validate', '--format', 'json', '--schemas', `${temp.dir}/${set}`, file]);
  const rules = code === 2 ? [] : (JSON.parse(out) as { files: Array<{ issues: Array<{ rule: string }> }> }).files[0]!.issues.map((issue) => issue.rule);
  return { code, rules, err };
}

describe('a remote schemaLocation stands for the local schema of its namespace', () => {
  it.each([
    { set: 'builtin', name: 'xml:lang from the built-in XML namespace schema', xml: '<doc xmlns="urn:a" xml:lang="en"/>', want: { code: 0, rules: [] } },
    { set: 'builtin', name: 'an xml:lang that is no language', xml: '<doc xmlns="urn:a" xml:lang="e n"/>', want: { code: 1, rules: ['xsd-invalid-value'] } },
    // Two files of two namespaces: one schema for the folder, which imports the shipped copy.
    { set: 'copy', name: 'the copy the set ships, not the built-in one', xml: '<doc xmlns="urn:a" xml:lang="en" xml:space="keep"/>', want: { code: 0, rules: [] } },
    { set: 'copy', name: 'a value the shipped copy refuses', xml: '<doc xmlns="urn:a" xml:lang="en" xml:space="drop"/>', want: { code: 1, rules: ['xsd-invalid-value'] } },
    { set: 'other', name: 'another namespace, declared by a file of the set', xml: '<main xmlns="urn:main"><code xmlns="urn:b">ABC</code></main>', want: { code: 0, rules: [] } },
    { set: 'other', name: 'a value of that namespace the set refuses', xml: '<main xmlns="urn:main"><code xmlns="urn:b">abc</code></main>', want: { code: 1, rules: ['xsd-invalid-value'] } },
  ])('$set: $name', async ({ set, xml, want }) => {
    const got = await verdict(set, xml);
    expect(got.err).toBe('');
    expect({ code: got.code, rules: got.rules }).toStrictEqual(want);
  });

  it('maps each remote location to a local file or the built-in text, and reads no address', () => {
    const builtin = remoteSources([`${temp.dir}/builtin/g/a.xsd`]);
    expect([...builtin.keys()]).toStrictEqual([XML_XSD]);
    expect(builtin.get(XML_XSD)).toMatchObject({ text: expect.stringContaining('targetNamespace="http://www.w3.org/XML/1998/namespace"') });
    expect(remoteSources([`${temp.dir}/copy/g/a.xsd`]).get(XML_XSD)).toBe(`${temp.dir}/copy/g/xml.xsd`);
    expect(remoteSources([`${temp.dir}/other/g/main.xsd`]).get('http://example.com/schemas/b.xsd')).toBe(`${temp.dir}/other/g/b.xsd`);
    expect(refusedLoads().filter((name) => /^https?:/.test(name))).toStrictEqual([]);
  });

  it('a namespace no file of the set declares is still not loaded, and said so', async () => {
    temp.write('missing/g/main.xsd', MAIN_XSD);
    const got = await verdict('missing', '<main xmlns="urn:main"><code xmlns="urn:b">ABC</code></main>');
    expect(got.code).toBe(2);
    expect(got.err).toMatch(/http:\/\/example\.com\/schemas\/b\.xsd/);
  });

  it('the xerces engine, which resolves locations itself, refuses such a set rather than fetch it', async () => {
    const file = temp.write('docs/xerces.xml', '<doc xmlns="urn:a" xml:lang="en"/>');
    const { code, err } = await runCli(['validate', '--engine', 'xerces', '--schemas', `${temp.dir}/builtin`, file]);
    expect(code).toBe(2);
    expect(err).toMatch(/the xerces engine would fetch http:\/\/www\.w3\.org\/2001\/xml\.xsd over the network, which validation never does/);
  });
});
