/**
 * Bounds (minInclusive, maxExclusive...) on xs:double, xs:float, xs:date, xs:dateTime, xs:time,
 * xs:duration and the partial dates (gYear...): generated validators check them in each type's
 * value space, as XSD engines do (they were dropped: at first only decimal and integer bounds
 * were checked, and until review r23 schemaerr M1 not those of durations and partial dates). xmllint is the oracle of each
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

describe('bounds of doubles, dates, times, durations and partial dates in generated validators', () => {
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
    { given: '<shift>PT90M</shift><season>2024-06</season><born>1990</born><busy>--05</busy><payday>---15</payday><holiday>--12-24</holiday>', want: [] },
    { given: '<shift>PT30M</shift>', want: [['xsd-invalid-value', '/reading/shift']] },
    { given: '<shift>P1D</shift>', want: [['xsd-invalid-value', '/reading/shift']] },
    { given: '<shift>PT480M</shift>', want: [] },
    { given: '<shift>PT480M1S</shift>', want: [['xsd-invalid-value', '/reading/shift']] },
    { given: '<shift>-PT2H</shift>', want: [['xsd-invalid-value', '/reading/shift']] },
    { given: '<season>2025-01</season>', want: [['xsd-invalid-value', '/reading/season']] },
    { given: '<season>2023-12</season>', want: [['xsd-invalid-value', '/reading/season']] },
    { given: '<born>2011</born>', want: [['xsd-invalid-value', '/reading/born']] },
    { given: '<born>-0044</born>', want: [] },
    { given: '<busy>--11</busy>', want: [['xsd-invalid-value', '/reading/busy']] },
    { given: '<payday>---29</payday>', want: [['xsd-invalid-value', '/reading/payday']] },
    { given: '<holiday>--11-30</holiday>', want: [['xsd-invalid-value', '/reading/holiday']] },
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

describe('enumerations and fixed values of durations and partial dates in generated decoders', () => {
  // They compare values, as xmllint and Xerces do: the decoders refused `PT60M` under an
  // enumeration `PT1H` (they compared texts).
  const cases: Array<{ given: string; valid: boolean }> = [
    { given: '<slot>PT60M</slot>', valid: true },
    { given: '<slot>PT24H</slot>', valid: true },
    { given: '<slot>PT61M</slot>', valid: false },
    { given: '<vintage>2020+00:00</vintage>', valid: true },
    { given: '<vintage>2020</vintage>', valid: false },
    { given: '<lunch>PT3600S</lunch>', valid: true },
    { given: '<lunch>PT2H</lunch>', valid: false },
  ];
  it.each(cases)('$given', ({ given, valid }) => {
    const xml = doc(given);
    // xmllint compares a fixed duration as text (it refuses PT3600S): Xerces and XSD do not.
    if (!given.startsWith('<lunch>')) expect(xmllintVerdict(join(fixtures, 'Bounds.xsd'), xml) === '').toBe(valid);
    const bounds = sets.modules.get('bounds')!;
    const decoded = () => bounds.validateBoundsReading!(bounds.decodeBoundsReading!(xml)) as unknown[];
    if (valid) expect(decoded()).toStrictEqual([]);
    else expect(decoded).toThrow(/is not one of|is not the fixed value/);
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
    // Durations: months and seconds, in XSD's partial order (Part 2, 3.2.6.2).
    { given: ['PT60M', { maxInclusive: 'PT1H', minInclusive: 'PT3600S' }, 'duration'], want: undefined },
    { given: ['P1D', { maxExclusive: 'PT24H' }, 'duration'], want: 'value-too-large' },
    { given: ['P1M', { maxExclusive: 'P32D' }, 'duration'], want: undefined },
    { given: ['P1M', { minExclusive: 'P27D' }, 'duration'], want: undefined },
    // A month is 28 to 31 days: P1M and P30D are incomparable, so neither bound holds.
    { given: ['P1M', { maxInclusive: 'P30D' }, 'duration'], want: 'value-too-large' },
    { given: ['P1M', { minInclusive: 'P30D' }, 'duration'], want: 'value-too-small' },
    { given: ['P1Y', { minInclusive: 'P12M', maxInclusive: 'P12M' }, 'duration'], want: undefined },
    { given: ['-P1Y', { minExclusive: '-P366D' }, 'duration'], want: 'value-too-small' },
    { given: ['-P1Y', { minExclusive: '-P367D' }, 'duration'], want: undefined },
    { given: ['PT0.5S', { maxExclusive: 'PT0.50000000000000000001S' }, 'duration'], want: undefined },
    { given: ['P99999999999999999999Y', { minExclusive: 'P1Y' }, 'duration'], want: undefined },
    // Partial dates, as the dates they stand for; zones as for dates.
    { given: ['2024', { minInclusive: '2024', maxExclusive: '2025' }, 'gYear'], want: undefined },
    { given: ['2024Z', { maxInclusive: '2023Z' }, 'gYear'], want: 'value-too-large' },
    { given: ['2024-02', { minExclusive: '2024-01' }, 'gYearMonth'], want: undefined },
    { given: ['--02-29', { maxInclusive: '--03-01' }, 'gMonthDay'], want: undefined },
    { given: ['---31', { maxInclusive: '---30' }, 'gDay'], want: 'value-too-large' },
    { given: ['--12', { minInclusive: '--01' }, 'gMonth'], want: undefined },
    { given: ['2024', { maxInclusive: '2024Z' }, 'gYear'], want: 'value-too-large' },
    { given: ['not a year', { maxInclusive: '2024' }, 'gYear'], want: 'value-too-large' },
    // Years beyond JavaScript's Date (±275 760), compared exactly (review r28 fuzz L1: NaN met every bound)
    { given: ['-2147483648', { minInclusive: '3000' }, 'gYear'], want: 'value-too-small' },
    { given: ['2147483648', { minInclusive: '3000', maxExclusive: '2147483649' }, 'gYear'], want: undefined },
    { given: ['999999999999999999999-02-29', { maxInclusive: '2000-01-01' }, 'date'], want: 'value-too-large' },
    { given: ['-999999999999999999999-12-31T23:59:59Z', { minExclusive: '-999999999999999999999-12-31T23:59:58Z' }, 'dateTime'], want: undefined },
    { given: ['100000000-03-01Z', { minExclusive: '100000000-02-29+01:00' }, 'date'], want: undefined },
  ];
  it.each(cases)('$given.0 $given.1 -> $want', ({ given, want }) => {
    expect(checkOrderedRange(...given)?.code).toBe(want);
  });

  it('an incomparable value is not called greater or less (review r27 recheck L1)', () => {
    expect(checkOrderedRange('P28D', { maxInclusive: 'P1M' }, 'duration')?.message).toBe('P28D cannot be compared with the maximum P1M, so it does not meet it');
    expect(checkOrderedRange('11:00:00', { minExclusive: '12:00:00Z' }, 'time')?.message).toBe('11:00:00 cannot be compared with the lower bound 12:00:00Z, so it does not meet it');
    expect(checkOrderedRange('P2M', { maxInclusive: 'P1M' }, 'duration')?.message).toBe('P2M is greater than the maximum P1M');
  });
});
