/**
 * Bounds (minInclusive, maxExclusive...) on xs:double, xs:float, xs:date, xs:dateTime and xs:time:
 * generated validators check them in each type's value space, as XSD engines do (they were
 * dropped: only decimal and integer bounds were checked). xmllint is the oracle of each
 * document's verdict; the validator must agree on the decoded value.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOrderedRange } from '../../src/runtime/index.js';
import { strictErrorsOf, useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'ordered-bounds');
type Module = Record<string, (value: unknown) => unknown>;
const sets = useGeneratedSets<Module>({ bounds: fixtures });

const doc = (children: string) => `<reading xmlns="urn:bounds">${children}</reading>`;

describe('bounds of doubles, dates and times in generated validators', () => {
  it('the generated code type-checks under --strict', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);

  const cases: Array<{ given: string; want: Array<[rule: string, path: string]> }> = [
    { given: '<p>0</p><f>0.5</f><day>2000-01-01</day><at>2029-12-31T23:59:59Z</at><open>08:00:00</open>', want: [] },
    { given: '<p>150</p>', want: [['xsd-invalid-value', '/reading/p']] },
    { given: '<p>-0</p>', want: [] },
    { given: '<p>INF</p>', want: [['xsd-invalid-value', '/reading/p']] },
    { given: '<p>NaN</p>', want: [['xsd-invalid-value', '/reading/p']] },
    { given: '<p>1e2</p>', want: [] },
    { given: '<f>-1</f>', want: [['xsd-invalid-value', '/reading/f']] },
    { given: '<f>0</f>', want: [['xsd-invalid-value', '/reading/f']] },
    { given: '<day>1999-12-31</day>', want: [['xsd-invalid-value', '/reading/day']] },
    { given: '<at>2030-01-01T00:00:00Z</at>', want: [['xsd-invalid-value', '/reading/at']] },
    { given: '<at>2030-01-01T00:30:00+01:00</at>', want: [] },
    { given: '<at>2029-12-31T00:00:00</at>', want: [] },
    { given: '<open>18:00:01</open>', want: [['xsd-invalid-value', '/reading/open']] },
    { given: '<open>07:59:59</open>', want: [['xsd-invalid-value', '/reading/open']] },
  ];
  it.each(cases)('$given', ({ given, want }) => {
    const xml = doc(given);
    const oracle = xmllintVerdict(join(fixtures, 'Bounds.xsd'), xml);
    expect(oracle === '' ? [] : ['invalid']).toStrictEqual(want.length === 0 ? [] : ['invalid']);
    const bounds = sets.modules.get('bounds')!;
    const issues = bounds.validateBoundsReading!(bounds.decodeBoundsReading!(xml)) as Array<{ rule: string; path: string }>;
    expect(issues.map(({ rule, path }) => [rule, path])).toStrictEqual(want);
  });
});

describe('checkOrderedRange', () => {
  const cases: Array<{ given: Parameters<typeof checkOrderedRange>; want: string | undefined }> = [
    { given: [5, { minInclusive: '0', maxInclusive: '10' }, 'double'], want: undefined },
    { given: [11, { maxInclusive: '10' }, 'double'], want: 'value-too-large' },
    { given: [Number.NaN, { maxInclusive: '10' }, 'double'], want: 'value-too-large' },
    { given: ['1999-12-31', { minInclusive: '2000-01-01' }, 'date'], want: 'value-too-small' },
    { given: ['2000-01-01Z', { minExclusive: '1999-12-31Z' }, 'date'], want: undefined },
    // An unzoned value within 14 hours of a zoned bound is incomparable: the bound fails.
    { given: ['2024-01-01T10:00:00', { maxExclusive: '2024-01-01T20:00:00Z' }, 'dateTime'], want: 'value-too-large' },
    { given: ['2024-01-01T05:00:00', { maxExclusive: '2024-01-01T20:00:00Z' }, 'dateTime'], want: undefined },
    { given: ['2024-01-01T10:00:00.5Z', { maxInclusive: '2024-01-01T10:00:00.25Z' }, 'dateTime'], want: 'value-too-large' },
    { given: ['12:00:00', { minInclusive: '08:00:00', maxInclusive: '18:00:00' }, 'time'], want: undefined },
  ];
  it.each(cases)('$given.0 $given.1 -> $want', ({ given, want }) => {
    expect(checkOrderedRange(...given)?.code).toBe(want);
  });
});
