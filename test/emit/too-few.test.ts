/**
 * Review r31 recheck L5: fewer elements than a minOccurs of two or more, some given, was
 * "required element <two> is missing" in the generated decoder and validator, though one was
 * there; both now say the count, as they say it for maxOccurs, and none given is still missing.
 * xmllint is the oracle of the verdict.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeOutcome, rootCodecs, strictErrorsOf, useGeneratedSets, type CodecModule } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r31-few');
const xsd = join(fixtures, 'few.xsd');
const sets = useGeneratedSets<CodecModule>({ few: fixtures });
const NS = 'xmlns="urn:few"';

it('the generated code type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

describe('fewer than minOccurs', () => {
  it.each([
    ['a required list, one of two', 'Required', `<required ${NS}><two>a</two><tail>t</tail></required>`, { two: ['a'], tail: 't' }, '/required', 'at least 2 elements <two> needed, 1 given'],
    ['a required list, none of two', 'Required', `<required ${NS}><tail>t</tail></required>`, { two: [], tail: 't' }, '/required', 'required element <two> is missing'],
    ['an optional group, two of three once it is given', 'Group', `<group ${NS}><head>h</head><lead>l</lead><three>1</three><three>2</three></group>`, { head: 'h', lead: 'l', three: ['1', '2'] }, '/group', 'at least 3 elements <three> needed, 2 given'],
    ['a choice branch, one of its pair', 'Branch', `<branch ${NS}><pair>p</pair></branch>`, { pair: ['p'] }, '/branch', 'at least 2 elements <pair> needed, 1 given'],
  ])('%s: the decoder and the validator say so', (_, root, xml, value, path, message) => {
    expect(xmllintVerdict(xsd, xml)).not.toBe('');
    const { decode, issues } = rootCodecs(sets, 'few', 'Few', root);
    expect(decodeOutcome(() => decode(xml))).toBe(`element-missing: ${message}`);
    expect(issues(value)).toStrictEqual([`${path}: ${message}`]);
  });

  it('enough of each decodes, and validates', () => {
    const xml = `<group ${NS}><head>h</head><lead>l</lead><three>1</three><three>2</three><three>3</three></group>`;
    expect(xmllintVerdict(xsd, xml)).toBe('');
    const { decode, issues } = rootCodecs(sets, 'few', 'Few', 'Group');
    expect(issues(decode(xml))).toStrictEqual([]);
  });
});
