/**
 * A value outside a long enumeration: engines list every value (826 SPDX license ids, 13.8 KB
 * per message: review r13 sbom 5); validate shows the first SHOWN_VALUES, then "… and N more
 * (M values)". Read and written for libxml2's and Xerces' wording; a real document against the
 * 30 values of fixtures/schema-sets/message-names (`Licence`) through the CLI.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { SHOWN_VALUES } from '../../src/runtime/allowed-values.js';
import { readEnumerationSet, renderEnumerationSet, SET_PLACEHOLDER } from '../../src/validate/enumeration-set.js';
import { xmllintValid } from '../emit/xmllint.js';
import { runCli, tempDir } from './helpers.js';

const values = (count: number) => Array.from({ length: count }, (_, at) => `L-${String(at + 1).padStart(2, '0')}`);

describe('readEnumerationSet', () => {
  const cases = [
    {
      name: 'libxml2',
      given: "Element 'id': [facet 'enumeration'] The value 'MIT-X' is not an element of the set {'0BSD', 'AAL', 'MIT'}.",
      want: { message: `Element 'id': [facet 'enumeration'] The value 'MIT-X' is not an element of the set {${SET_PLACEHOLDER}}.`, values: ['0BSD', 'AAL', 'MIT'], quoted: true },
    },
    {
      name: 'libxml2, an attribute, a value with a comma',
      given: "Element 'c', attribute 'type': [facet 'enumeration'] The value 'x' is not an element of the set {'a, b', 'c'}.\n",
      want: { message: `Element 'c', attribute 'type': [facet 'enumeration'] The value 'x' is not an element of the set {${SET_PLACEHOLDER}}.\n`, values: ['a, b', 'c'], quoted: true },
    },
    {
      name: 'Xerces',
      given: "cvc-enumeration-valid: Value 'x' is not facet-valid with respect to enumeration '[a, b]'. It must be a value from the enumeration.",
      want: { message: `cvc-enumeration-valid: Value 'x' is not facet-valid with respect to enumeration '[${SET_PLACEHOLDER}]'. It must be a value from the enumeration.`, values: ['a', 'b'], quoted: false },
    },
    { name: 'no set', given: "Element 'a': 'x' is not a valid value of the atomic type 'xs:int'.", want: undefined },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(readEnumerationSet(given)).toEqual(want));
});

describe('renderEnumerationSet', () => {
  const cases = [
    { name: 'a short set, whole', given: { values: ['a', 'b'], quoted: true }, want: "'a', 'b'" },
    { name: `${SHOWN_VALUES} values, whole`, given: { values: values(SHOWN_VALUES), quoted: false }, want: values(SHOWN_VALUES).join(', ') },
    {
      name: '826 values, capped',
      given: { values: values(826), quoted: true },
      want: `${values(SHOWN_VALUES)
        .map((value) => `'${value}'`)
        .join(', ')}, … and 816 more (826 values)`,
    },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(renderEnumerationSet(given)).toBe(want));
});

describe('validate on a value outside 30 values', () => {
  const set = join(import.meta.dirname, 'fixtures/schema-sets/message-names');
  const tree = tempDir('fleetcase-enum-');
  afterAll(() => tree.cleanup());
  const xml = '<doc xmlns="urn:t">\n  <licence>L-99</licence>\n  <licence>L-30</licence>\n  <licence>L-31</licence>\n</doc>\n';
  const shown = values(SHOWN_VALUES)
    .map((value) => `'${value}'`)
    .join(', ');

  test.each(['libxml2', 'libxmljs2'])('%s: the first values, then how many more', async (engine) => {
    expect(xmllintValid(join(set, 'g1/t.xsd'), xml)).toBe(false);
    const file = tree.write(`licences-${engine}.xml`, xml);
    const { code, out } = await runCli(['validate', '--format', 'json', '--engine', engine, '--schemas', set, file]);
    expect(code).toBe(1);
    const issues = (JSON.parse(out) as { files: Array<{ issues: Array<{ message: string; path: string }> }> }).files[0]!.issues;
    expect(issues.map(({ message, path }) => ({ message, path }))).toEqual(
      ['L-99', 'L-31'].map((value, at) => ({
        message: `Element 'licence': [facet 'enumeration'] The value '${value}' is not an element of the set {${shown}, … and 20 more (30 values)}.`,
        path: `/doc/licence[${at * 2 + 1}]`,
      })),
    );
  });
});

describe('a set the engine cut (review r25 hostilexsd L1)', () => {
  const message = `Element 'root': [facet 'enumeration'] The value 'x' is not an element of the set {${values(40).map((value) => `'${value}'`).join(', ')}, 'L-4`;

  test('keeps the whole values, closes the set and says it was cut', () => {
    const set = readEnumerationSet(message)!;
    expect(set).toMatchObject({ cut: true, quoted: true });
    expect(set.values).toHaveLength(40);
    expect(set.message.endsWith(`{${SET_PLACEHOLDER}}.`)).toBe(true);
    expect(renderEnumerationSet(set)).toBe(`${values(SHOWN_VALUES).map((value) => `'${value}'`).join(', ')}, … (the engine cut its list after 40 values)`);
  });
});
