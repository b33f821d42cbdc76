/**
 * Review round 14 (r14-spec M1, M2, L2, L7; r14-newsets LOW 3): what `fleetcase validate` says
 * about an element in the wrong namespace, an xsi:nil the element does not allow, a missing child
 * of another namespace, a duplicate xs:ID, and how files found through a config above the working
 * directory are shown. Real documents (the valid fixtures, mutated) and a small self-contained
 * `--schemas` set; xmllint is the oracle of validity.
 */
import { join, sep } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { xmllintVerdict } from '../emit/xmllint.js';
import { displayPath } from '../../src/validate/inputs.js';
import { createValidator } from '../../src/validate/validator.js';
import { mutate, ns, repoRoot, runCli, tempDir, validFixture, XSI } from './helpers.js';




const schemas = join(repoRoot, 'schemas');
const xsdOf = (generation: string, schema: string) => join(schemas, generation, `${schema}.xsd`);

/** A --schemas set of one generation ('r14'): a note (xs:all) with a referenced sender, a user of another namespace, IDs. */
const tree = tempDir('fleetcase-review-r14-');
afterAll(() => tree.cleanup());
const SCHEMA_NS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';
tree.write(
  'set/r14/n.xsd',
  `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema ${SCHEMA_NS} xmlns:s="urn:r14:sender" xmlns:u="urn:r14:user" targetNamespace="urn:r14:note" elementFormDefault="qualified">
  <xs:import namespace="urn:r14:sender" schemaLocation="s.xsd"/>
  <xs:import namespace="urn:r14:user" schemaLocation="u.xsd"/>
  <xs:element name="note">
    <xs:complexType>
      <xs:all>
        <xs:element name="message" type="xs:string" minOccurs="0"/>
        <xs:element name="public" type="xs:boolean" minOccurs="0"/>
        <xs:element name="flag" type="xs:boolean"/>
        <xs:element ref="s:sender" minOccurs="0"/>
        <xs:element name="owner" type="u:User" minOccurs="0"/>
        <xs:element name="entries" minOccurs="0">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="entry" maxOccurs="unbounded">
                <xs:complexType><xs:attribute name="id" type="xs:ID" use="required"/><xs:attribute name="ref" type="xs:IDREF"/></xs:complexType>
              </xs:element>
            </xs:sequence>
          </xs:complexType>
        </xs:element>
      </xs:all>
    </xs:complexType>
  </xs:element>
</xs:schema>
`,
);
tree.write(
  'set/r14/s.xsd',
  `<xs:schema ${SCHEMA_NS} targetNamespace="urn:r14:sender" elementFormDefault="qualified">
  <xs:element name="sender"><xs:complexType><xs:sequence><xs:element name="id" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>
`,
);
tree.write(
  'set/r14/u.xsd',
  `<xs:schema ${SCHEMA_NS} targetNamespace="urn:r14:user" elementFormDefault="qualified">
  <xs:complexType name="User"><xs:sequence><xs:element name="id" type="xs:string"/><xs:element name="name" type="xs:string" minOccurs="0"/></xs:sequence></xs:complexType>
</xs:schema>
`,
);
const setDir = join(tree.dir, 'set');
const setXsd = join(setDir, 'r14/n.xsd');
const note = (body: string, declarations = 'xmlns:s="urn:r14:sender" xmlns:u="urn:r14:user"') => `<note xmlns="urn:r14:note" ${declarations} ${XSI}>\n${body}\n</note>\n`;

interface Case {
  name: string;
  xsd: string;
  given: string;
  /** Where xmllint (the oracle) says it is invalid, and in which words (a piece of its message). */
  xmllint: string;
  want: Array<{ rule: string; path: string; message: string }>;
}

/** Every case through both libxml2 engines (they share libxml2's wording), against xmllint's verdict. */
function run(schemasDir: string, cases: Case[]): void {
  const validators = { libxml2: createValidator({ schemasDir }), libxmljs2: createValidator({ schemasDir, engine: 'libxmljs2' }) };
  for (const { name, xsd, given, xmllint, want } of cases) {
    test(name, () => {
      expect(xmllintVerdict(xsd, given)).toContain(xmllint);
      for (const [engine, validator] of Object.entries(validators)) {
        const issues = validator.validate(given).issues.map(({ rule, path, message }) => ({ rule, path, message }));
        expect(issues, engine).toStrictEqual(want);
      }
    });
  }
}

describe('review r14 spec M1: an element in the wrong namespace says which name the model has there', () => {
  const NOTE = ns('0.1', 'NoteRequest');
  const note01 = validFixture('0.1', 'NoteRequest.note.1');
  const attachment01 = validFixture('0.1', 'AttachmentRequest.attachment.1');
  run(schemas, [
    {
      name: 'note: <sender> in the NoteRequest namespace, where the model has s:sender',
      xsd: xsdOf('0.1', 'NoteRequest'),
      given: mutate(note01, /<s:sender>\s*<s:id>5120<\/s:id>\s*<\/s:sender>/, '<sender><id>42</id></sender>'),
      xmllint: `Element '{${NOTE}}sender': This element is not expected.`,
      want: [
        {
          rule: 'xsd-unexpected-element',
          path: '/note/sender',
          message: `Element '{${NOTE}}sender': This element is not expected: <sender> here is {${ns('0.1', 'SenderResponse')}}sender (prefix s).`,
        },
      ],
    },
    {
      name: 'note: <recipients> in the NoteRequest namespace, where the model has r:recipients',
      xsd: xsdOf('0.1', 'NoteRequest'),
      given: mutate(note01, /<r:recipients>[\s\S]*<\/r:recipients>/, '<recipients><recipient><id>7</id></recipient></recipients>'),
      xmllint: `Element '{${NOTE}}recipients': This element is not expected.`,
      want: [
        {
          rule: 'xsd-unexpected-element',
          path: '/note/recipients',
          message: `Element '{${NOTE}}recipients': This element is not expected: <recipients> here is {${ns('0.1', 'RecipientRequest')}}recipients (prefix r).`,
        },
      ],
    },
    {
      name: 'attachment: <sender> with no prefix bound to SenderResponse in the document',
      xsd: xsdOf('0.1', 'AttachmentRequest'),
      given: mutate(mutate(attachment01, /<s:sender>\s*<s:id>5120<\/s:id>\s*<\/s:sender>/, '<sender><id>42</id></sender>'), / xmlns:s="[^"]*"/, ''),
      xmllint: `Element '{${ns('0.1', 'AttachmentRequest')}}sender': This element is not expected.`,
      want: [
        {
          rule: 'xsd-unexpected-element',
          path: '/attachment/sender',
          message: `Element '{${ns('0.1', 'AttachmentRequest')}}sender': This element is not expected: <sender> here is {${ns('0.1', 'SenderResponse')}}sender (no prefix is bound to its namespace here).`,
        },
      ],
    },
  ]);
  run(setDir, [
    {
      name: 'a --schemas set: <sender> of no namespace',
      xsd: setXsd,
      given: note('<flag>true</flag><sender xmlns=""><id>1</id></sender>'),
      xmllint: "Element 'sender': This element is not expected.",
      want: [{ rule: 'xsd-unexpected-element', path: '/note/sender', message: "Element 'sender' (no namespace): This element is not expected: <sender> here is {urn:r14:sender}sender (prefix s)." }],
    },
    {
      name: 'a name the model has in no namespace at all keeps the short message',
      xsd: setXsd,
      given: note('<flag>true</flag><bogus/>'),
      xmllint: "Element '{urn:r14:note}bogus': This element is not expected.",
      want: [{ rule: 'xsd-unexpected-element', path: '/note/bogus', message: "Element 'bogus': This element is not expected." }],
    },
    {
      name: 'the right name in the wrong place (a second <flag>) gets no hint',
      xsd: setXsd,
      given: note('<flag>true</flag><flag>false</flag>'),
      xmllint: "Element '{urn:r14:note}flag': This element is not expected.",
      want: [{ rule: 'xsd-unexpected-element', path: '/note/flag[2]', message: "Element 'flag': This element is not expected." }],
    },
  ]);
});

describe('review r14 spec M2: xsi:nil on an element that is not nillable is one issue, with what to do', () => {
  const item03 = validFixture('0.3-beta', 'EstimateItemRequest.item.1');
  const estimate01 = validFixture('0.1', 'EstimateRequest.estimate.1');
  const underWarrantyNil = mutate(item03, '<underWarranty>false</underWarranty>', '<underWarranty xsi:nil="true"/>');
  const shopSuppliesNil = mutate(estimate01, '<shopSupplies>35.00</shopSupplies>', `<shopSupplies ${XSI} xsi:nil="true"/>`);
  const UNDER_WARRANTY = "Element 'underWarranty': The element is not 'nillable' in generation 0.3-beta, so xsi:nil=\"true\" is not allowed on it: leave the element out instead.";
  const SHOP_SUPPLIES = "Element 'shopSupplies': The element is not 'nillable' in generation 0.1, so xsi:nil=\"true\" is not allowed on it, and the element is required here: give it a value instead.";
  run(schemas, [
    {
      name: 'an optional item boolean (0.3-beta underWarranty): leave it out',
      xsd: xsdOf('0.3-beta', 'EstimateItemRequest'),
      given: underWarrantyNil,
      xmllint: "underWarranty': The element is not 'nillable'.",
      want: [{ rule: 'xsd-invalid', path: '/item/underWarranty', message: UNDER_WARRANTY }],
    },
    {
      name: 'a required estimate amount (0.1 shopSupplies): give it a value',
      xsd: xsdOf('0.1', 'EstimateRequest'),
      given: shopSuppliesNil,
      xmllint: "shopSupplies': The element is not 'nillable'.",
      want: [{ rule: 'xsd-invalid', path: '/estimate/shopSupplies', message: SHOP_SUPPLIES }],
    },
  ]);
  run(setDir, [
    {
      name: 'a complex element: its missing child is the nil\'s echo too; a required one right before it',
      xsd: setXsd,
      given: note('<flag xsi:nil="1"/><owner xsi:nil="true"/>'),
      xmllint: "Element '{urn:r14:note}owner': The element is not 'nillable'.",
      want: [
        { rule: 'xsd-invalid', path: '/note/flag', message: "Element 'flag': The element is not 'nillable' in the schemas of 'r14', so xsi:nil=\"1\" is not allowed on it, and the element is required here: give it a value instead." },
        { rule: 'xsd-invalid', path: '/note/owner', message: "Element 'owner': The element is not 'nillable' in the schemas of 'r14', so xsi:nil=\"true\" is not allowed on it: leave the element out instead." },
      ],
    },
    {
      name: 'an element with content: its value is checked and reported',
      xsd: setXsd,
      given: note('<flag>true</flag><public xsi:nil="true">maybe</public>'),
      xmllint: "'maybe' is not a valid value of the atomic type 'xs:boolean'",
      want: [
        { rule: 'xsd-invalid', path: '/note/public', message: "Element 'public': The element is not 'nillable' in the schemas of 'r14', so xsi:nil=\"true\" is not allowed on it: remove the attribute (the content is checked as given)." },
        { rule: 'xsd-invalid-value', path: '/note/public', message: "Element 'public': 'maybe' is not a valid value of the atomic type 'xs:boolean'." },
      ],
    },
  ]);

  test('xerces says the same, one issue each (its value errors at the end of the start tag go too)', async () => {
    const files = [tree.write('m2/item.xml', underWarrantyNil), tree.write('m2/estimate.xml', shopSuppliesNil), tree.write('m2/set.xml', note('<flag xsi:nil="1"/><owner xsi:nil="true"/>'))];
    const api = await runCli(['validate', '--format', 'json', '--engine', 'xerces', ...files.slice(0, 2)]);
    const set = await runCli(['validate', '--format', 'json', '--engine', 'xerces', '--schemas', setDir, files[2]!]);
    const issues = (out: string) => (JSON.parse(out) as { files: Array<{ issues: Array<{ rule: string; path: string; message: string }> }> }).files.map((file) => file.issues.map(({ rule, path, message }) => ({ rule, path, message })));
    expect(issues(api.out)).toStrictEqual([
      [{ rule: 'xsd-invalid', path: '/item/underWarranty', message: UNDER_WARRANTY }],
      [{ rule: 'xsd-invalid', path: '/estimate/shopSupplies', message: SHOP_SUPPLIES }],
    ]);
    expect(issues(set.out)[0]!.map((issue) => `${issue.rule} ${issue.path}`)).toStrictEqual(['xsd-invalid /note/flag', 'xsd-invalid /note/owner']);
  }, 60_000);
});

describe('review r14 spec L2: a missing child of another namespace is named as the document writes it', () => {
  const item03 = validFixture('0.3-beta', 'EstimateItemRequest.item.1');
  run(schemas, [
    {
      name: 'workStatus/setByUser given as a plain id: g:id',
      xsd: xsdOf('0.3-beta', 'EstimateItemRequest'),
      given: mutate(item03, /<eit:setByUser>\s*<g:id>usr-20931<\/g:id>\s*<\/eit:setByUser>/, '<eit:setByUser>42</eit:setByUser>'),
      xmllint: `Expected is one of ( {${ns('0.2', 'GroupedUser')}}id`,
      want: [
        { rule: 'xsd-invalid', path: '/item/workStatus/setByUser', message: "Element 'setByUser': Character content other than whitespace is not allowed because the content type is 'element-only'." },
        { rule: 'xsd-missing-element', path: '/item/workStatus/setByUser', message: '<setByUser> lacks the required element g:id' },
      ],
    },
  ]);
  run(setDir, [
    {
      name: 'no prefix bound to its namespace: {namespace}local',
      xsd: setXsd,
      given: note('<flag>true</flag><owner/>', ''),
      xmllint: "Expected is ( {urn:r14:user}id )",
      want: [{ rule: 'xsd-missing-element', path: '/note/owner', message: '<owner> lacks the required element {urn:r14:user}id' }],
    },
    {
      name: 'the same child with the prefix the document binds: u:id',
      xsd: setXsd,
      given: note('<flag>true</flag><owner/>'),
      xmllint: "Expected is ( {urn:r14:user}id )",
      want: [{ rule: 'xsd-missing-element', path: '/note/owner', message: '<owner> lacks the required element u:id' }],
    },
  ]);
});

describe('review r14 newsets LOW 3: a duplicate xs:ID is called one, with the line of its first use', () => {
  const entries = (ids: string[]) => note(`<flag>true</flag>\n<entries>\n${ids.map((id) => `<entry id="${id}"/>`).join('\n')}\n</entries>`);
  run(setDir, [
    {
      name: 'the same NCName twice',
      xsd: setXsd,
      given: entries(['a1', 'b" ref="a1', 'a1']),
      xmllint: "attribute 'id': 'a1' is not a valid value of the atomic type 'xs:ID'",
      want: [{ rule: 'xsd-invalid-value', path: '/note/entries/entry[3]', message: "Element 'entry', attribute 'id': 'a1' is a duplicate ID: <entry> on line 4 has it already, and an xs:ID is unique in the document." }],
    },
    {
      name: 'a value that is no NCName keeps libxml2\'s message',
      xsd: setXsd,
      given: entries(['a1', '1x']),
      xmllint: "attribute 'id': '1x' is not a valid value of the atomic type 'xs:ID'",
      want: [{ rule: 'xsd-invalid-value', path: '/note/entries/entry[2]', message: "Element 'entry', attribute 'id': '1x' is not a valid value of the atomic type 'xs:ID'." }],
    },
  ]);
});

describe('review r14 spec L7: files of a config above the working directory are shown relative to it', () => {
  const config = { validate: [{ files: 'payloads/cases/*.xml', generation: '0.1' }] };
  tree.write('cfg/fleetcase.config.json', JSON.stringify(config));
  tree.write('cfg/payloads/cases/c1.xml', `<case xmlns="${ns('0.1', 'CaseRequest')}"/>`);
  tree.write('cfg/sub/keep.txt', '');
  const files = async (cwd: string, argv: string[] = []) => {
    const { out, err } = await runCli(['validate', '--format', 'json', ...argv], join(tree.dir, cwd));
    expect(err).toBe('');
    return (JSON.parse(out) as { files: Array<{ file: string; generation: string }> }).files.map(({ file, generation }) => ({ file, generation }));
  };

  test('from the config\'s folder and from a folder below it', async () => {
    expect(await files('cfg')).toStrictEqual([{ file: 'payloads/cases/c1.xml', generation: '0.1' }]);
    expect(await files('cfg/sub')).toStrictEqual([{ file: '../payloads/cases/c1.xml', generation: '0.1' }]);
  });

  test('a relative FILE outside the working directory is shown as given; an absolute one stays absolute', async () => {
    expect(await files('cfg/sub', ['../payloads/cases/c1.xml'])).toStrictEqual([{ file: '../payloads/cases/c1.xml', generation: '0.1' }]);
    const absolute = join(tree.dir, 'cfg/payloads/cases/c1.xml');
    expect(await files('cfg/sub', [absolute])).toStrictEqual([{ file: absolute, generation: '0.1' }]);
  });

  test.runIf(sep === '/').each([
    { path: '/w/cfg/payloads/c1.xml', cwd: '/w/cfg/sub', outside: 'relative' as const, want: '../payloads/c1.xml' },
    { path: '/w/cfg/payloads/c1.xml', cwd: '/w/cfg/sub', outside: 'absolute' as const, want: '/w/cfg/payloads/c1.xml' },
    { path: '/w/cfg/sub/c1.xml', cwd: '/w/cfg/sub', outside: 'relative' as const, want: 'c1.xml' },
    { path: '/w/cfg/sub', cwd: '/w/cfg/sub', outside: 'relative' as const, want: '/w/cfg/sub' },
  ])('displayPath($path, $cwd, $outside) = $want', ({ path, cwd, outside, want }) => {
    expect(displayPath(path, cwd, { outside })).toBe(want);
  });
});
