/**
 * Names in validate's messages keep their namespace where it is the difference (review r13
 * opcua 5, interplay 7): a local name met in two namespaces (or in one and in none), the QName of
 * an xsi:type that does not resolve, and QName enumeration sets, which libxml2 prints garbled
 * (`'{urn:t}urn:t'`) and which are shown from the IR. Real documents against
 * fixtures/schema-sets/message-names through the CLI; xmllint refuses each of them too.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { namesInMessage } from '../../src/validate/message-names.js';
import { xmllintValid } from '../emit/xmllint.js';
import { runCli, tempDir } from './helpers.js';

const set = join(import.meta.dirname, 'fixtures/schema-sets/message-names');
const xsd = join(set, 'g1/t.xsd');
const TYPES = 'http://opcfoundation.org/UA/2008/02/Types.xsd';

describe('namesInMessage', () => {
  const cases = [
    { name: 'a name in one namespace loses it', given: "Element '{urn:a}id': This element is not expected. Expected is ( {urn:a}name ).", want: "Element 'id': This element is not expected. Expected is ( name )." },
    {
      name: 'no namespace beside a namespace: both said',
      given: `Element 'String': This element is not expected. Expected is ( {${TYPES}}String ).`,
      want: `Element 'String' (no namespace): This element is not expected. Expected is ( {${TYPES}}String ).`,
    },
    {
      name: 'two namespaces of one name keep theirs, and so does the rest of their list (a bare name there reads as one of no namespace)',
      given: "Element '{urn:b}id': This element is not expected. Expected is one of ( {urn:a}id, {urn:a}name ).",
      want: "Element '{urn:b}id': This element is not expected. Expected is one of ( {urn:a}id, {urn:a}name ).",
    },
    {
      name: 'an expected name of no namespace beside a namespaced element',
      given: "Element '{urn:a}code': This element is not expected. Expected is ( code, {urn:a}name ).",
      want: "Element '{urn:a}code': This element is not expected. Expected is ( code (no namespace), name ).",
    },
    {
      name: 'an attribute of the XML or the schema-instance namespace keeps its prefix (review r30 newsets L2: a bare lang read as an attribute of no namespace)',
      given: "Element '{urn:md}DisplayName': The attribute '{http://www.w3.org/XML/1998/namespace}lang' is required but missing.",
      want: "Element 'DisplayName': The attribute 'xml:lang' is required but missing.",
    },
    {
      name: 'the QName of an unresolved xsi:type keeps its namespace',
      given: "Element '{urn:b}Person', attribute '{http://www.w3.org/2001/XMLSchema-instance}type': The QName value '{urn:b}VipType' of the xsi:type attribute does not resolve to a type definition.",
      want: "Element 'Person', attribute 'xsi:type': The QName value '{urn:b}VipType' of the xsi:type attribute does not resolve to a type definition.",
    },
    { name: "a pattern's quantifier is no name", given: "Element 'a': [facet 'pattern'] The value '1' is not accepted by the pattern '\\d{3}-x'.", want: "Element 'a': [facet 'pattern'] The value '1' is not accepted by the pattern '\\d{3}-x'." },
    {
      name: 'Xerces: no namespace beside a namespace',
      given: `cvc-complex-type.2.4.a: Invalid content was found starting with element 'String'. One of '{"${TYPES}":String}' is expected.`,
      want: `cvc-complex-type.2.4.a: Invalid content was found starting with element 'String' (no namespace). One of '{"${TYPES}":String}' is expected.`,
    },
    {
      name: 'Xerces: one namespace per name',
      given: 'cvc-complex-type.2.4.a: Invalid content was found starting with element \'{"urn:x":bogus}\'. One of \'{"urn:x":cause, "urn:y":status}\' is expected.',
      want: "cvc-complex-type.2.4.a: Invalid content was found starting with element '{bogus}'. One of '{cause, status}' is expected.",
    },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(namesInMessage(given)).toBe(want));

  test('a name the caller keeps keeps its namespace', () => {
    expect(namesInMessage("Element '{urn:other}requirement': This element is not expected.", { keep: "'{urn:other}requirement'" })).toBe(
      "Element '{urn:other}requirement': This element is not expected.",
    );
  });
});

describe('validate messages on real documents', () => {
  const tree = tempDir('fleetcase-names-');
  afterAll(() => tree.cleanup());
  const document = (body: string) =>
    `<doc xmlns="urn:t" xmlns:u="urn:u" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  ${body}\n</doc>\n`;

  const cases = [
    {
      name: 'an element of no namespace where the namespace one is expected (OPC UA ListOfString)',
      given: '<list><String>a</String><String xmlns="">b</String></list>',
      want: { message: "Element 'String' (no namespace): This element is not expected. Expected is ( {urn:t}String ).", path: '/doc/list/String[2]', line: 2, column: 27 },
    },
    {
      name: 'an xsi:type in a namespace that lacks the type (it is in urn:t)',
      given: '<person xsi:type="u:VipType"><name>n</name></person>',
      want: { message: "Element 'person', attribute 'xsi:type': The QName value '{urn:u}VipType' of the xsi:type attribute does not resolve to a type definition.", path: '/doc/person', line: 2, column: 3 },
    },
    {
      name: 'a QName enumeration, one value of no namespace',
      given: '<state>Idle</state>',
      want: { message: "Element 'state': [facet 'enumeration'] The value 'Idle' is not an element of the set {'{urn:t}Timeout', '{urn:t}Busy', 'Local'}.", path: '/doc/state', line: 2, column: 3 },
    },
    {
      name: "two QName enumerations libxml2 prints alike: the element's type's",
      given: '<code2 xmlns:t="urn:t">t:A</code2>',
      want: { message: "Element 'code2': [facet 'enumeration'] The value 't:A' is not an element of the set {'{urn:t}C', '{urn:t}D'}.", path: '/doc/code2', line: 2, column: 3 },
    },
    {
      name: "two QName enumerations libxml2 prints alike: the attribute's type's",
      given: '<scheme xmlns:t="urn:t" kind="t:D"/>',
      want: { message: "Element 'scheme', attribute 'kind': [facet 'enumeration'] The value 't:D' is not an element of the set {'{urn:t}A', '{urn:t}B'}.", path: '/doc/scheme', line: 2, column: 3 },
    },
  ];
  test.each(cases)('$name', async ({ name, given, want }) => {
    const xml = document(given);
    expect(xmllintValid(xsd, xml)).toBe(false);
    const file = tree.write(`${name.replace(/\W+/g, '-')}.xml`, xml);
    const { code, out } = await runCli(['validate', '--format', 'json', '--schemas', set, file]);
    expect(code).toBe(1);
    const [issue, ...more] = (JSON.parse(out) as { files: Array<{ issues: Array<{ message: string; path: string; line: number; column: number }> }> }).files[0]!.issues;
    expect(more).toEqual([]);
    expect({ message: issue!.message, path: issue!.path, line: issue!.line, column: issue!.column }).toEqual(want);
  });
});
