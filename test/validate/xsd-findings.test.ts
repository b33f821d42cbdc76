/**
 * Engine messages -> rule ids, clean messages and element paths, for libxml2's wording and
 * Xerces' cvc codes alike.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ElementLocator } from '../../src/validate/element-locator.js';
import { parseXercesMessages } from '../../src/validate/engines/xerces.js';
import type { EngineFinding } from '../../src/validate/engines/engine.js';
import { classifyXsdMessage, cleanXsdMessage, xsdIssues } from '../../src/validate/xsd-findings.js';
import { parseXmlTree } from '../../src/runtime/parse-tree.js';
import { FORMATS, REPORTERS } from '../../src/validate/reporters/index.js';
import { ruleCatalog } from '../../src/validate/rule-catalog.js';
import { createValidator } from '../../src/validate/validator.js';
import { xmllintValid } from '../emit/xmllint.js';

const NS = 'http://www.decisiv.net/platform_api/0.1/Case/CaseRequest';
const CT = 'http://www.decisiv.net/platform_api/0.1/Case/CaseTypes';

describe('classifyXsdMessage', () => {
  const cases: Array<{ given: string; want: string }> = [
    { given: `Element '{${NS}}primaryContact': Missing child element(s). Expected is ( {${CT}}phone ).`, want: 'xsd-missing-element' },
    { given: `Element '{${NS}}bogus': This element is not expected.`, want: 'xsd-unexpected-element' },
    { given: `Element '{${NS}}items': No matching global declaration available for the validation root.`, want: 'xsd-unexpected-element' },
    { given: `Element '{${NS}}downtime': 'x' is not a valid value of the atomic type 'xs:dateTime'.`, want: 'xsd-invalid-value' },
    { given: `Element 'code': [facet 'pattern'] The value '1' is not accepted by the pattern '\\d{2}'.`, want: 'xsd-invalid-value' },
    { given: `Element 'name': The element is not 'nillable'.`, want: 'xsd-invalid' },
    { given: "cvc-complex-type.2.4.b: The content of element 'primaryContact' is not complete.", want: 'xsd-missing-element' },
    { given: "cvc-complex-type.2.4.a: Invalid content was found starting with element '{\"urn:x\":bogus}'.", want: 'xsd-unexpected-element' },
    { given: "cvc-elt.1.a: Cannot find the declaration of element 'items'.", want: 'xsd-unexpected-element' },
    { given: "cvc-datatype-valid.1.2.1: 'zzz' is not a valid value for 'dateTime'.", want: 'xsd-invalid-value' },
    { given: "cvc-enumeration-valid: Value 'x' is not facet-valid with respect to enumeration '[a, b]'.", want: 'xsd-invalid-value' },
    { given: "cvc-elt.3.1: Attribute 'xsi:nil' must not appear on element 'name'.", want: 'xsd-invalid' },
  ];
  test.each(cases)('$want: $given', ({ given, want }) => {
    expect(classifyXsdMessage(given, 'error')).toBe(want);
  });

  test('a fatal engine message is a well-formedness problem', () => {
    expect(classifyXsdMessage('Premature end of data', 'fatal')).toBe('xml-malformed');
  });
});

describe('cleanXsdMessage', () => {
  const cases = [
    { given: `Element '{${NS}}primaryContact': Missing child element(s). Expected is ( {${CT}}phone ).`, want: "Element 'primaryContact': Missing child element(s). Expected is ( phone )." },
    {
      given: `cvc-complex-type.2.4.a: Invalid content was found starting with element '{"${NS}":bogus}'. One of '{"${NS}":cause, "${CT}":status}' is expected.`,
      want: "Invalid content was found starting with element 'bogus'. One of '{cause, status}' is expected.",
    },
    // A value's own spaces stay (r10 misc2 3: xmltv's `Text  service` read as 'Text service', not in the set it is in); line breaks go.
    {
      given: "Element 'station', attribute 'type': [facet 'enumeration'] The value 'Text  service' is not an element of the set {'Radio', 'TV'}.\n",
      want: "Element 'station', attribute 'type': [facet 'enumeration'] The value 'Text  service' is not an element of the set {'Radio', 'TV'}.",
    },
    { given: 'Element \'a\': first line\n   second line', want: "Element 'a': first line second line" },
    // A line break inside a quoted value is escaped, its spaces kept (r12 nfe 3: shown as a space, 'a\nb' looked valid)
    {
      given: "Element 'infCpl': [facet 'pattern'] The value 'Pedido 4711;\nentrega' is not accepted by the pattern '[!-ÿ][ -ÿ]*[!-ÿ]'.\n",
      want: "Element 'infCpl': [facet 'pattern'] The value 'Pedido 4711;\\nentrega' is not accepted by the pattern '[!-ÿ][ -ÿ]*[!-ÿ]'.",
    },
    { given: "Element 'a': The value 'x \r\n  y' is not accepted.", want: "Element 'a': The value 'x \\r\\n  y' is not accepted." },
    { given: "Element 'a': '\n 2025-01 ' is not a valid value of the atomic type 'xs:gYearMonth'.\n", want: "Element 'a': '\\n 2025-01 ' is not a valid value of the atomic type 'xs:gYearMonth'." },
    // An apostrophe in the value leaves the pieces unpaired: the message's last line break still goes
    { given: "Element 'a': [facet 'enumeration'] The value 'l'eau' is not an element of the set {'eau'}.\n", want: "Element 'a': [facet 'enumeration'] The value 'l'eau' is not an element of the set {'eau'}." },
  ];
  test.each(cases)('$want', ({ given, want }) => expect(cleanXsdMessage(given)).toBe(want));
});

describe('parseXercesMessages', () => {
  test('splits messages printed in one chunk and keeps positions', () => {
    const given = ["[error] cvc-a: one (9:96)[error] cvc-b: two\nlines (12:11)", '[fatal] no position'];
    expect(parseXercesMessages(given).map(({ message, line, column, positioned }) => ({ message, line, column, positioned }))).toStrictEqual([
      { message: 'cvc-a: one', line: 9, column: 96, positioned: true },
      { message: 'cvc-b: two\nlines', line: 12, column: 11, positioned: true },
      { message: 'no position', line: 0, column: 0, positioned: false },
    ]);
  });
});

describe('locating the element a finding is about', () => {
  const document = `<case xmlns="${NS}" xmlns:ct="${CT}">
  <primaryContact>
    <ct:name>x</ct:name>
  </primaryContact>
  <cause>a</cause>
  <cause>b</cause>
</case>`;
  const locator = new ElementLocator(parseXmlTree(document));
  const finding = (init: Partial<EngineFinding>): EngineFinding => ({ engine: 'libxml2', level: 'error', message: '', line: 0, column: 0, ...init });

  const cases: Array<{ name: string; given: EngineFinding; want: { path: string; line: number } }> = [
    { name: 'libxml2 node path', given: finding({ xpath: '/*/*[1]/ct:name', message: "Element 'x': y" }), want: { path: '/case/primaryContact/name', line: 3 } },
    { name: 'libxml2 node path, repeated', given: finding({ xpath: '/*/*[3]' }), want: { path: '/case/cause[2]', line: 6 } },
    { name: 'libxml2 name and line', given: finding({ engine: 'libxmljs2', message: `Element '{${NS}}cause': bad`, line: 5 }), want: { path: '/case/cause[1]', line: 5 } },
    {
      name: 'xerces: end tag of an incomplete parent',
      given: finding({ engine: 'xerces', message: "cvc-complex-type.2.4.b: The content of element 'primaryContact' is not complete.", line: 4, column: 20 }),
      want: { path: '/case/primaryContact', line: 2 },
    },
    { name: 'xerces: a value error without a name', given: finding({ engine: 'xerces', message: "cvc-datatype-valid.1.2.1: 'a' bad", line: 6, column: 11 }), want: { path: '/case/cause[2]', line: 6 } },
    {
      // Said at the parent's end tag, after its children (review r27 hostiledocs M4: it was put on the last child)
      name: "xerces: `Element 'x'` after the code",
      given: finding({ engine: 'xerces', message: "cvc-type.3.1.2: Element 'primaryContact' is a simple type, so it must have no element information item [children].", line: 4, column: 20 }),
      want: { path: '/case/primaryContact', line: 2 },
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    const [issue] = xsdIssues([given], locator);
    expect({ path: issue!.path, line: issue!.line }).toStrictEqual(want);
  });

  test('the same rule at the same path is reported once', () => {
    const twice = [
      finding({ engine: 'xerces', message: "cvc-datatype-valid.1.2.1: 'a' is not a valid value for 'dateTime'.", line: 5, column: 17 }),
      finding({ engine: 'xerces', message: "cvc-type.3.1.3: The value 'a' of element 'cause' is not valid.", line: 5, column: 17 }),
    ];
    expect(xsdIssues(twice, locator)).toHaveLength(1);
  });
});

/**
 * A line break in a value a pattern refuses (r12 nfe 3, NF-e's TString on `infCpl`): xmllint
 * refuses the document too and prints the break itself; fleetcase's message shows it as `\n` or
 * `\r` (a tab as `\t`) in every format, never as a space, which the pattern allows.
 */
describe('a line break inside a quoted value', () => {
  const set = join(import.meta.dirname, 'fixtures/schema-sets/line-breaks');
  const xsd = join(set, 'g1/t.xsd');
  const document = (text: string) => `<r xmlns="urn:l"><text>${text}</text></r>`;
  const cases = [
    { given: 'Pedido 4711;\nentrega', want: "The value 'Pedido 4711;\\nentrega' is not accepted" },
    { given: 'Pedido 4711; \n entrega', want: "The value 'Pedido 4711; \\n entrega' is not accepted" },
    { given: 'Pedido 4711;&#13;entrega', want: "The value 'Pedido 4711;\\rentrega' is not accepted" },
    { given: 'Pedido 4711;\r\nentrega', want: "The value 'Pedido 4711;\\nentrega' is not accepted" },
  ];
  for (const engine of ['libxml2', 'libxmljs2'] as const) {
    const validator = createValidator({ schemasDir: set, engine });
    test.each(cases)(`${engine}: $given`, ({ given, want }) => {
      const xml = document(given);
      expect(xmllintValid(xsd, xml)).toBe(false);
      const [issue, ...more] = validator.validate(xml).issues;
      expect(more).toStrictEqual([]);
      expect(issue!.rule).toBe('xsd-invalid-value');
      expect(issue!.message).toContain(want);
    });
  }

  test.each(FORMATS)('%s shows the escape, no space in its place', (format) => {
    const result = createValidator({ schemasDir: set }).validate(document('Pedido 4711;\nentrega'));
    const reporter = REPORTERS[format]({ rules: ruleCatalog(), version: '9.9.9' });
    const output = reporter.start() + reporter.file({ ...result, file: 'lf.xml' }) + reporter.end({ files: 1, valid: 0, invalid: 1 });
    expect(output).not.toContain('4711; entrega');
    // JSON and SARIF write the backslash escaped again
    expect(output).toContain(format === 'json' || format === 'sarif' ? '4711;\\\\nentrega' : '4711;\\nentrega');
  });
});

describe('ElementLocator chains (review r27 hostiledocs H1: found by a walk first, then from a map of parents)', () => {
  const document = `<r><a><b/><c><d/></c></a>text<a><c/></a></r>`;
  const root = parseXmlTree(document);
  const names = (chain: readonly { local: string }[]) => chain.map((node) => node.local).join('/');
  test('each chain is the same by the walk and by the map, the root and a stranger included', () => {
    const locator = new ElementLocator(root);
    const nodes = locator.all().map((located) => located.node);
    const stranger = parseXmlTree('<x/>');
    const asked = [...nodes, stranger, ...nodes, stranger];
    // More questions than the walk answers: the later ones come from the map.
    expect(asked.map((node) => names(locator.chainTo(node)))).toStrictEqual(
      [...nodes.map((node) => locator.pathOf(node).replace(/\[\d+\]/g, '').slice(1)), 'x', ...nodes.map((node) => locator.pathOf(node).replace(/\[\d+\]/g, '').slice(1)), 'x'],
    );
    expect(locator.parentOf(root)).toBeUndefined();
    expect(locator.parentOf(nodes.at(-1)!)?.local).toBe('a');
  });
});
