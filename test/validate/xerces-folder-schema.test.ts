/**
 * `--engine xerces` and `both` on `--schemas` folders of several XSDs: Xerces validates against
 * the folder's schema where libxml2 does (engines/libxml2-umbrella.ts, written for the JVM by
 * engines/xerces-schema-copy.ts), so a substitution-group member from another namespace's XSD
 * and lax wildcard content from another XSD get xmllint's verdict from both engines, with no
 * `engine-disagreement`. Before, Xerces read the document's own XSD only: "One of 'att' is
 * expected" on the member, the wildcard's content unchecked, and an XSD importing a namespace
 * without schemaLocation refused. One CLI run (a JVM per document): every folder is a
 * generation of one schemas folder. A document naming a type with `xsi:type` is checked against the
 * folder's schema too, in both engines (before, against its own XSD: extension content unchecked).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { xmllintValid } from '../emit/xmllint.js';
import { runCli, tempDir } from './helpers.js';

const sets = join(import.meta.dirname, 'fixtures/schema-sets');

/** W3C's prolog (xmldsig-core-schema.xsd): a DTD beside the schema that is not there, and `&max;` (5). */
const W3C_PROLOG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE schema PUBLIC "-//W3C//DTD XMLSchema 200102//EN" "XMLSchema.dtd" [
   <!ENTITY max '5'>
  ]>`;

const xs = (namespace: string | undefined, body: string) =>
  `<?xml version="1.0"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"${namespace ? ` targetNamespace="${namespace}"` : ''} elementFormDefault="qualified">\n${body}\n</xs:schema>\n`;

/** Generation folder -> its XSDs; each generation's documents, with the XSD xmllint is given for the whole set. */
const FOLDERS: Record<string, Record<string, string>> = {
  // The fixtures of schema-sets-folder.test.ts (libxml2's cases).
  inc: Object.fromEntries(['a.xsd', 'a-types.xsd', 'b.xsd'].map((name) => [name, readFileSync(join(sets, 'include-substitution/g', name), 'utf8')])),
  umb: Object.fromEntries(['all.xsd', 'root.xsd', 'ext.xsd'].map((name) => [name, readFileSync(join(sets, 'umbrella-file/g', name), 'utf8')])),
  // The wildcard's content in an XSD with W3C's DOCTYPE: the folder's schema goes in the DTD-free copy.
  dtd: {
    'all.xsd': xs(undefined, '  <xs:import namespace="urn:w" schemaLocation="wrap.xsd"/>\n  <xs:import namespace="urn:d" schemaLocation="d.xsd"/>'),
    'wrap.xsd': xs('urn:w', '  <xs:element name="wrap"><xs:complexType><xs:sequence><xs:any namespace="##other" processContents="lax" maxOccurs="unbounded"/></xs:sequence></xs:complexType></xs:element>'),
    'd.xsd': `${W3C_PROLOG}
<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:d" elementFormDefault="qualified">
  <element name="d"><simpleType><restriction base="int"><maxInclusive value="&max;"/></restriction></simpleType></element>
</schema>
`,
  },
  // An import without schemaLocation: the namespace comes from the folder (Xerces refused c.xsd alone: src-resolve).
  noloc: {
    'all.xsd': xs(undefined, '  <xs:import namespace="urn:t" schemaLocation="t.xsd"/>\n  <xs:import namespace="urn:c" schemaLocation="c.xsd"/>'),
    'c.xsd': xs('urn:c', '  <xs:import namespace="urn:t"/>\n  <xs:element xmlns:t="urn:t" name="c" type="t:T"/>'),
    't.xsd': xs('urn:t', '  <xs:simpleType name="T"><xs:restriction base="xs:int"/></xs:simpleType>'),
  },
  // A document naming a type with xsi:type (r12 omg 1): the folder's schema still, so the wildcard's
  // b:ext is checked and an xsi:type naming a type another file derives resolves.
  xsit: {
    ...Object.fromEntries(['a.xsd', 'b.xsd', 'c.xsd'].map((name) => [name, readFileSync(join(sets, 'wildcard-xsi-type/g', name), 'utf8')])),
    'all.xsd': xs(undefined, ['a', 'b', 'c'].map((name) => `  <xs:import namespace="urn:${name}" schemaLocation="${name}.xsd"/>`).join('\n')),
  },
  // A broken XSD beside a good one with a wildcard: the folder's schema compiles in neither engine, each XSD alone.
  broken: {
    'ok.xsd': xs('urn:ok', '  <xs:element name="ok"><xs:complexType><xs:sequence><xs:any namespace="##other" processContents="lax"/></xs:sequence></xs:complexType></xs:element>'),
    'nope.xsd': xs('urn:nope', '  <xs:element name="nope" type="nope"/>'),
  },
};

const DOCUMENTS = [
  { given: 'inc/valid.xml', text: readFileSync(join(sets, 'include-substitution/valid.xml'), 'utf8'), driver: 'inc/b.xsd', want: [] as string[] },
  { given: 'inc/invalid.xml', text: readFileSync(join(sets, 'include-substitution/invalid.xml'), 'utf8'), driver: 'inc/b.xsd', want: ['xsd-invalid-value /doc/color:1'] },
  { given: 'umb/good.xml', text: readFileSync(join(sets, 'umbrella-file/good.xml'), 'utf8'), driver: 'umb/all.xsd', want: [] },
  { given: 'umb/bad.xml', text: readFileSync(join(sets, 'umbrella-file/bad.xml'), 'utf8'), driver: 'umb/all.xsd', want: ['xsd-invalid-value /root/port:1'] },
  { given: 'dtd/over.xml', text: '<wrap xmlns="urn:w">\n  <d xmlns="urn:d">7</d>\n</wrap>\n', driver: 'dtd/all.xsd', want: ['xsd-invalid-value /wrap/d:2'] },
  { given: 'dtd/under.xml', text: '<wrap xmlns="urn:w">\n  <d xmlns="urn:d">3</d>\n</wrap>\n', driver: 'dtd/all.xsd', want: [] },
  { given: 'noloc/good.xml', text: '<c xmlns="urn:c">4</c>\n', driver: 'noloc/all.xsd', want: [] },
  { given: 'noloc/bad.xml', text: '<c xmlns="urn:c">x</c>\n', driver: 'noloc/all.xsd', want: ['xsd-invalid-value /c:1'] },
  { given: 'xsit/bad.xml', text: readFileSync(join(sets, 'wildcard-xsi-type/xsi-type-bad.xml'), 'utf8'), driver: 'xsit/all.xsd', want: ['xsd-invalid /root/ext:1'] },
  { given: 'xsit/derived.xml', text: readFileSync(join(sets, 'wildcard-xsi-type/derived-good.xml'), 'utf8'), driver: 'xsit/all.xsd', want: [] },
  { given: 'broken/ok.xml', text: '<ok xmlns="urn:ok"><x xmlns="urn:x"/></ok>\n', driver: 'broken/ok.xsd', want: [] },
];

const temp = tempDir('fleetcase-xerces-folder-');
beforeAll(() => {
  for (const [folder, files] of Object.entries(FOLDERS)) for (const [name, text] of Object.entries(files)) temp.write(`schemas/${folder}/${name}`, text);
  for (const { given, text } of DOCUMENTS) temp.write(`docs/${given}`, text);
});
afterAll(() => temp.cleanup());

type Report = { files: Array<{ file: string; issues: Array<{ rule: string; path: string; line: number; message: string }> }> };

describe('xerces validates against the folder\'s schema where libxml2 does (review: umbrella for xerces)', () => {
  test('xmllint\'s verdicts on the set, from both engines, with no engine-disagreement', async () => {
    for (const { given, driver, want } of DOCUMENTS) {
      expect(xmllintValid(join(temp.dir, 'schemas', driver), { file: join(temp.dir, 'docs', given) }), given).toBe(want.length === 0);
    }
    const run = await runCli(['validate', '--format', 'json', '--schemas', join(temp.dir, 'schemas'), '--engine', 'both', '--jobs', '2', ...DOCUMENTS.map(({ given }) => `docs/${given}`)], temp.dir);
    expect(run.err).toBe('');
    const files = (JSON.parse(run.out) as Report).files;
    const got = Object.fromEntries(files.map((file) => [file.file, file.issues.map((issue) => `${issue.rule} ${issue.path}:${issue.line}`)]));
    expect(got).toStrictEqual(Object.fromEntries(DOCUMENTS.map(({ given, want }) => [`docs/${given}`, want])));
    expect(run.out).not.toContain('fleetcase-xerces'); // the folder of copies
  }, 120_000);
});
