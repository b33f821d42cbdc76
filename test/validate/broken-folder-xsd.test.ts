/**
 * A `--schemas` folder with an XSD that does not compile (review r13 opcua 1: OPC UA's
 * `Opc.Ua.Di.Types.xsd` without the Types.xsd it imports). The XSD is left out of the folder's
 * schema and the rest is compiled together: documents of the other XSDs are still checked, the
 * wildcard content of the other namespaces too (xmllint given a schema importing the good files
 * agrees), and content of the left-out namespace is `namespace-unchecked` naming the file and why,
 * never "valid". A document of the broken XSD's own namespace fails the run (exit 2), as before.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE_NAMES } from '../../src/validate/engines/engine.js';
import { runCli, tempDir } from './helpers.js';

const temp = tempDir('fleetcase-broken-xsd-');
afterAll(() => temp.cleanup());

const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';
// a.xsd: a root with a lax wildcard; b.xsd: refers to a type of a namespace no file declares
// (xmllint: "does not resolve to a(n) type definition"); c.xsd: fine.
const xsd = join(temp.dir, 'xsd');
temp.write('xsd/a.xsd', `<xs:schema ${XS} targetNamespace="urn:a" elementFormDefault="qualified">
  <xs:element name="R"><xs:complexType><xs:sequence><xs:any minOccurs="0" maxOccurs="unbounded" processContents="lax"/></xs:sequence><xs:anyAttribute processContents="lax"/></xs:complexType></xs:element>
</xs:schema>
`);
temp.write('xsd/b.xsd', `<xs:schema ${XS} xmlns:c="urn:missing" targetNamespace="urn:b" elementFormDefault="qualified">
  <xs:import namespace="urn:missing"/>
  <xs:element name="E" type="xs:boolean"/>
  <xs:attribute name="flag" type="xs:boolean"/>
  <xs:complexType name="T"><xs:sequence/></xs:complexType>
  <xs:element name="F" type="c:Missing"/>
</xs:schema>
`);
temp.write('xsd/c.xsd', `<xs:schema ${XS} targetNamespace="urn:c" elementFormDefault="qualified">
  <xs:element name="E" type="xs:boolean"/>
</xs:schema>
`);
// xmllint's oracle for the folder less b.xsd.
const good = temp.write('good.xsd', `<xs:schema ${XS}>
  <xs:import namespace="urn:a" schemaLocation="xsd/a.xsd"/>
  <xs:import namespace="urn:c" schemaLocation="xsd/c.xsd"/>
</xs:schema>
`);

const doc = (name: string, body: string, attributes = ''): string =>
  temp.write(name, `<R xmlns="urn:a" xmlns:b="urn:b" xmlns:c="urn:c" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"${attributes}>\n${body}\n</R>\n`);

/** The JSON report of one document. */
async function report(file: string, engine = 'libxml2') {
  const { code, out, err } = await runCli(['validate', '--format', 'json', '--engine', engine, '--schemas', xsd, file], temp.dir);
  return { code, err, issues: code === 2 ? [] : (JSON.parse(out).files[0].issues as Array<{ rule: string; message: string; path: string; line: number }>) };
}

/** xmllint's verdict against the good files alone (0 valid, else the error lines). */
function xmllint(file: string): string[] {
  try {
    execFileSync('/usr/bin/xmllint', ['--noout', '--schema', good, file], { stdio: 'pipe' });
    return [];
  } catch (error) {
    return String((error as { stderr: Buffer }).stderr).split('\n').filter((line) => /validity error/.test(line));
  }
}

const LEFT_OUT = "in the namespace 'urn:b' of xsd/b.xsd, which is left out of the folder's schema because it does not compile (xsd/b.xsd:6: ";

describe('a folder with an XSD that does not compile', () => {
  const cases: Array<{ name: string; body: string; attributes?: string; want: object[]; xmllint: number }> = [
    {
      name: 'an element of the broken XSD under a wildcard: not checked, said so (was: valid, exit 0)',
      body: '  <b:E>maybe</b:E>',
      want: [{ rule: 'namespace-unchecked', path: '/R/E', line: 2, message: expect.stringContaining(`<b:E> is ${LEFT_OUT}`) }],
      xmllint: 0,
    },
    {
      name: 'an attribute of its namespace under an attribute wildcard',
      body: '  <c:E>true</c:E>',
      attributes: ' b:flag="maybe"',
      want: [{ rule: 'namespace-unchecked', path: '/R', line: 1, message: expect.stringContaining(`the attribute b:flag of <R> is ${LEFT_OUT}`) }],
      xmllint: 0,
    },
    {
      name: 'an xsi:type naming one of its types',
      body: '  <c:E xsi:type="b:T">true</c:E>',
      // libxml2 (and xmllint), without b.xsd, also refuse the type as unknown.
      want: [
        { rule: 'namespace-unchecked', path: '/R/E', message: expect.stringContaining('the type xsi:type="b:T" of <E> names a type in the namespace \'urn:b\'') },
        { rule: 'xsd-invalid', path: '/R/E', message: expect.stringContaining('does not resolve to a type definition') },
      ],
      xmllint: 1,
    },
    {
      name: 'a wildcard element of another XSD of the folder is still checked against it',
      body: '  <c:E>maybe</c:E>',
      want: [{ rule: 'xsd-invalid-value', path: '/R/E', message: expect.stringContaining("'maybe' is not a valid value of the atomic type 'xs:boolean'") }],
      xmllint: 1,
    },
    { name: 'a document without content of the broken XSD is valid', body: '  <c:E>true</c:E>', want: [], xmllint: 0 },
  ];
  it.each(cases.map((one, index) => ({ ...one, index })))('$name', async ({ index, body, attributes, want, xmllint: errors }) => {
    const file = doc(`doc-${index}.xml`, body, attributes);
    const { code, issues } = await report(file);
    expect({ code, issues }).toMatchObject({ code: want.length > 0 ? 1 : 0, issues: want });
    if (existsSync('/usr/bin/xmllint')) expect(xmllint(file)).toHaveLength(errors);
  }, 30_000);

  it('the namespace-unchecked issue on every engine (libxmljs2 blamed a.xsd, xerces said valid)', async () => {
    const file = doc('engines.xml', '  <b:E>maybe</b:E>');
    const rules: Record<string, string[]> = {};
    for (const engine of ENGINE_NAMES) rules[engine] = (await report(file, engine)).issues.map((issue) => issue.rule);
    expect(rules).toStrictEqual(Object.fromEntries(ENGINE_NAMES.map((engine) => [engine, ['namespace-unchecked']])));
  }, 60_000);

  it('a document of the broken XSD itself fails the run, naming the file and why', async () => {
    const file = temp.write('b-doc.xml', '<E xmlns="urn:b">true</E>\n');
    const { code, err } = await report(file);
    expect({ code, err }).toMatchObject({ code: 2, err: expect.stringMatching(/b\.xsd:6: libxml2 cannot compile the schema: .*does not resolve to a\(n\) type definition/) });
  });
});
