/**
 * Findings of review round 9 (tools) on values, on small XSDs of test/emit/fixtures/r9-values
 * with xmllint as the oracle:
 * 2. a pattern applies to the text as written: integer, double, float and boolean types with a
 *    pattern keep their text (`005` matches `\d{3}`; `1` is no `true|false`), and what the
 *    encoder writes back is that text;
 * 4. xs:float is 32-bit: bounds, enumerations and fixed values compare floats (`1E-50` is 0,
 *    `1.00000001` is 1), in validators and in decoders (union members);
 * 3. enumerations of union and list types compare values: in the value space of the member that
 *    reads the value (decoders) or accepts it (validators), of the item type for lists.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeError, rootCodecs, strictErrorsOf, useGeneratedSets, type CodecModule as Module, type Value } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r9-values');
const IDS = ['lexical-patterns', 'float-values', 'list-union-enums'];

const sets = useGeneratedSets<Module>(
  Object.fromEntries(IDS.map((id) => [id, join(fixtures, id)])),
);

it('the generated code type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

describe('patterns of integer, double, float and boolean types see the text (tools 2)', () => {
  const { xsd, decode, encode, issues } = { xsd: join(fixtures, 'lexical-patterns', 'Patterns.xsd'), ...rootCodecs(sets, 'lexical-patterns', 'Patterns') };
  const doc = (body: string, attributes = '') =>
    `<r xmlns="urn:r9:patterns"${attributes}>${body}</r>`;

  it.each([
    {
      given: doc('<code>005</code><code> 123 </code><small>007</small><money>1.50</money>'),
      want: { code: ['005', '123'], small: '007', money: '1.50', either: [] },
    },
    {
      given: doc('<ratio>0.25</ratio><level>01</level><either>005</either><either>abc</either>'),
      want: { code: [], ratio: '0.25', level: '01', either: ['005', 'abc'] },
    },
    {
      given: doc('<dflt/>', ' flag="false"'),
      want: { $flag: 'false', code: [], either: [], dflt: '007' },
    },
  ])('$given: valid for xmllint, decoded as written, written back as read', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).toBe('');
    const value = decode(given);
    expect(value).toStrictEqual(want);
    expect(issues(value)).toStrictEqual([]);
    expect(xmllintVerdict(xsd, encode(value))).toBe('');
    expect(decode(encode(value))).toStrictEqual(value);
  });

  it.each([
    {
      given: doc('<code>5</code>'),
      want: '/r/code: "5" does not match the pattern \\d{3} (pattern-mismatch)',
    },
    {
      given: doc('<code>+12</code>'),
      want: '/r/code: "+12" does not match the pattern \\d{3} (pattern-mismatch)',
    },
    {
      given: doc('<small>051</small>'),
      want: '/r/small: 051 is greater than the maximum 050 (value-too-large)',
    },
    {
      given: doc('<money>1.5</money>'),
      want: '/r/money: "1.5" does not match the pattern \\d+\\.\\d{2} (pattern-mismatch)',
    },
    {
      given: doc('<ratio>0.75</ratio>'),
      want: '/r/ratio: 0.75 must be less than 0.5 (value-too-large)',
    },
    {
      given: doc('<ratio>.25</ratio>'),
      want: '/r/ratio: ".25" does not match the pattern 0\\.\\d+ (pattern-mismatch)',
    },
    {
      given: doc('<level>03</level>'),
      want: '/r/level: "03" is not one of "1", "2" (enumeration-mismatch)',
    },
    {
      given: doc('<level>1</level>'),
      want: '/r/level: "1" does not match the pattern 0\\d (pattern-mismatch)',
    },
    {
      given: doc('', ' flag="1"'),
      want: '/r/@flag: "1" does not match the pattern true|false (pattern-mismatch)',
    },
  ])('$given: refused by xmllint, reported', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(issues(decode(given))).toStrictEqual([want]);
  });

  it('a union member with a pattern sees the text: `5` is no Code (and no NCName)', () => {
    const given = doc('<either>5</either>');
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(decodeError(() => decode(given))).toMatchObject({ code: 'value-invalid' });
  });

  it.each([
    { given: { code: [5] }, want: /^\/r\/code: a number is not the text of an xs:integer/ },
    { given: { $flag: true }, want: /^\/r\/@flag: a boolean is not the text of an xs:boolean/ },
    { given: { money: '1.5e0x' }, want: /^\/r\/money: "1.5e0x" is not a floating-point number/ },
  ])('hand-built $given: the value must be the text, reported', ({ given, want }) => {
    const found = issues(given);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(want);
  });
});

describe('xs:float values are 32-bit (tools 4)', () => {
  const { xsd, decode, encode, issues } = { xsd: join(fixtures, 'float-values', 'Floats.xsd'), ...rootCodecs(sets, 'float-values', 'Floats') };
  const doc = (body: string, attributes = '') =>
    `<r xmlns="urn:r9:floats"${attributes}>${body}</r>`;

  it.each([
    { name: 'maxInclusive 1: 1.00000001 is the float 1', given: doc('', ' up="1.00000001"') },
    { name: 'minInclusive 0: -1E-50 is the float -0', given: doc('', ' nn="-1E-50"') },
    { name: 'minInclusive 0: -0', given: doc('', ' nn="-0"') },
    { name: 'enumeration 0.1: 0.100000001', given: doc('', ' tenth="0.100000001"') },
    { name: 'fixed 0.1: 0.100000001', given: doc('', ' fixedF="0.100000001"') },
    { name: 'minExclusive 0: 1E-45, the least float', given: doc('<pos>1E-45</pos>') },
    { name: 'a union member', given: doc('<size>auto</size><size>1E-45</size>') },
    { name: 'a double enumeration stays 64-bit', given: doc('', ' dtenth="0.1"') },
  ])('$name: valid for xmllint, no issue, written back as the same float', ({ given }) => {
    expect(xmllintVerdict(xsd, given)).toBe('');
    const value = decode(given);
    expect(issues(value)).toStrictEqual([]);
    expect(xmllintVerdict(xsd, encode(value))).toBe('');
    expect(decode(encode(value))).toStrictEqual(value);
  });

  it.each([
    {
      given: doc('<pos>1E-50</pos>'),
      want: '/r/pos: 1e-50 must be greater than 0 (value-too-small)',
    },
    {
      given: doc('<pos>1E-46</pos>'),
      want: '/r/pos: 1e-46 must be greater than 0 (value-too-small)',
    },
    {
      given: doc('', ' up="1.0000001"'),
      want: '/r/@up: 1.0000001 is greater than the maximum 1 (value-too-large)',
    },
    {
      given: doc('', ' tenth="0.10000001"'),
      want: '/r/@tenth: "0.10000001" is not one of "0.1" (enumeration-mismatch)',
    },
    {
      given: doc('', ' dtenth="0.100000001"'),
      want: '/r/@dtenth: "0.100000001" is not one of "0.1" (enumeration-mismatch)',
    },
  ])('$given: refused by xmllint, reported', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(issues(decode(given))).toStrictEqual([want]);
  });

  it.each([doc('', ' fixedF="0.10000001"'), doc('<size>1E-50</size>')])(
    '%s: refused by xmllint and the decoder',
    (given) => {
      expect(xmllintVerdict(xsd, given)).not.toBe('');
      expect(decodeError(() => decode(given))).toMatchObject({ code: 'value-invalid' });
    },
  );
});

describe('enumerations of unions and lists compare values (tools 3)', () => {
  const { xsd, decode, encode, issues } = { xsd: join(fixtures, 'list-union-enums', 'Choices.xsd'), ...rootCodecs(sets, 'list-union-enums', 'Choices') };
  const doc = (body: string) => `<r xmlns="urn:r9:choices">${body}</r>`;

  it.each([
    {
      given: doc('<one>1</one><one>2.5</one><one>+01.00</one>'),
      want: { one: ['1', '2.5', '+01.00'], preset: [], pair: [], either: [] },
    },
    {
      given: doc('<preset>10</preset><preset>+0010</preset><preset>auto</preset>'),
      want: { one: [], preset: [10, 10, 'auto'], pair: [], either: [] },
    },
    {
      given: doc('<pair>1 2.0</pair><pair> 01.00  2 </pair>'),
      want: {
        one: [],
        preset: [],
        pair: [
          ['1', '2.0'],
          ['01.00', '2'],
        ],
        either: [],
      },
    },
    {
      given: doc('<either>1 2.00</either><either>none</either>'),
      want: { one: [], preset: [], pair: [], either: [['1', '2.00'], 'none'] },
    },
  ])('$given: valid for xmllint, decodes with no issue', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).toBe('');
    const value = decode(given);
    expect(value).toStrictEqual(want);
    expect(issues(value)).toStrictEqual([]);
    expect(xmllintVerdict(xsd, encode(value))).toBe('');
    expect(decode(encode(value))).toStrictEqual(value);
  });

  it.each([
    doc('<one>1.01</one>'),
    doc('<preset>11</preset>'),
    doc('<preset>Auto</preset>'),
    doc('<either>1 3</either>'),
  ])('%s: refused by xmllint and the decoder', (given) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(decodeError(() => decode(given))).toMatchObject({ code: 'value-invalid' });
  });

  it.each([
    { given: doc('<pair>2 1</pair>'), want: '/r/pair: "2 1" is not one of "1.0 2"' },
    { given: doc('<pair>1 2 3</pair>'), want: '/r/pair: "1 2 3" is not one of "1.0 2"' },
  ])('$given: refused by xmllint, reported', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(issues(decode(given))).toStrictEqual([`${want} (enumeration-mismatch)`]);
  });

  it.each([
    { given: { one: ['1.00'], preset: [10, 'auto'], pair: [], either: [] }, want: [] },
    {
      given: { one: ['3'], preset: [11, 'Auto'], pair: [], either: [] },
      want: [
        '/r/one: "3" is not one of "1.0", "2.50" (enumeration-mismatch)',
        '/r/preset[1]: "11" is not one of "010", "auto" (enumeration-mismatch)',
        '/r/preset[2]: "Auto" is not one of "010", "auto" (enumeration-mismatch)',
      ],
    },
  ])("hand-built $given: validated in the members' value spaces", ({ given, want }) => {
    expect(issues(given)).toStrictEqual(want);
  });
});
