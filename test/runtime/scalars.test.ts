import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  canonicalDecimal,
  checkFractionDigits,
  checkTotalDigits,
  compareDecimals,
  decimal,
  booleanIssue,
  doubleIssue,
  formatBoolean,
  formatDouble,
  formatInteger,
  integerIssue,
  parseDouble,
  integerParser,
  multiplyDecimals,
  parseBigInteger,
  parseBoolean,
  parseDate,
  parseDateTime,
  parseDecimal,
  parseLong,
  parseTime,
  parseUnsignedInt,
  roundDecimal,
  ScalarError,
  subtractDecimals,
  sumDecimals,
  dateTimeToDate,
  dateTimeFromDate,
  type Decimal,
  type ScalarIssueCode,
} from '../../src/runtime/index.js';

function codeOf(run: () => unknown): ScalarIssueCode | 'ok' {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof ScalarError) return error.code;
    throw error;
  }
}

const d = (text: string): Decimal => parseDecimal(text);

describe('decimal', () => {
  const lexical: Array<{ given: string; want: string | ScalarIssueCode }> = [
    { given: '0.10', want: '0.10' },
    { given: '12345678901234567.89', want: '12345678901234567.89' },
    { given: '-0', want: '-0' },
    { given: '+1.', want: '+1.' },
    { given: '.5', want: '.5' },
    { given: ' 42.00\n', want: '42.00' },
    { given: '1e3', want: 'decimal-invalid' },
    { given: '1,5', want: 'decimal-invalid' },
    { given: '', want: 'decimal-invalid' },
    { given: '.', want: 'decimal-invalid' },
    { given: 'NaN', want: 'decimal-invalid' },
    { given: '- 1', want: 'decimal-invalid' },
  ];
  it.each(lexical)('parseDecimal($given) -> $want', ({ given, want }) => {
    const code = codeOf(() => parseDecimal(given));
    expect(code === 'ok' ? parseDecimal(given) : code).toBe(want);
  });

  const arithmetic: Array<{ given: string; want: string }> = [
    { given: `${addDecimals(d('0.10'), d('1.5'))}`, want: '1.60' },
    { given: `${addDecimals(d('12345678901234567.89'), d('0.01'))}`, want: '12345678901234567.90' },
    { given: `${subtractDecimals(d('1.00'), d('2.5'))}`, want: '-1.50' },
    { given: `${sumDecimals([d('0.1'), d('0.2'), d('0.3')])}`, want: '0.6' },
    { given: `${sumDecimals([], 2)}`, want: '0.00' },
    { given: `${multiplyDecimals(d('1.5'), d('85.25'))}`, want: '127.875' },
    { given: `${roundDecimal(d('127.875'), 2)}`, want: '127.88' },
    { given: `${roundDecimal(d('-127.875'), 2)}`, want: '-127.88' },
    { given: `${roundDecimal(d('2.345'), 2, 'half-even')}`, want: '2.34' },
    { given: `${roundDecimal(d('2.355'), 2, 'half-even')}`, want: '2.36' },
    { given: `${roundDecimal(d('7'), 2)}`, want: '7.00' },
    { given: `${canonicalDecimal(d('+007.500'))}`, want: '7.5' },
    { given: `${canonicalDecimal(d('-0.10'))}`, want: '-0.1' },
    { given: `${decimal(10n ** 30n)}`, want: '1000000000000000000000000000000' },
  ];
  it.each(arithmetic)('$given = $want', ({ given, want }) => expect(given).toBe(want));

  it('compares exactly, scale-independent', () => {
    expect(compareDecimals(d('1.0'), d('1'))).toBe(0);
    expect(compareDecimals(d('0.30'), d('0.3000000000000000001'))).toBe(-1);
    expect(compareDecimals(d('-2'), d('-10'))).toBe(1);
  });

  it('checks fraction and total digits on the value space', () => {
    expect(checkFractionDigits(d('1.50'), 1)).toBeUndefined();
    expect(checkFractionDigits(d('1.505'), 2)?.code).toBe('fraction-digits-exceeded');
    expect(checkTotalDigits(d('00123.4500'), 5)).toBeUndefined();
    expect(checkTotalDigits(d('123.456'), 5)?.code).toBe('total-digits-exceeded');
  });

  it('refuses unsafe numbers instead of rounding them', () => {
    expect(codeOf(() => decimal(0.1))).toBe('decimal-invalid');
  });

  it('keeps every lexical form exactly (property)', () => {
    const lexicalForm = fc
      .tuple(
        fc.constantFrom('', '+', '-'),
        fc.stringMatching(/^[0-9]{0,25}$/),
        fc.option(fc.stringMatching(/^[0-9]{0,25}$/)),
      )
      .filter(([, whole, fraction]) => whole !== '' || (fraction !== null && fraction !== ''))
      .map(
        ([sign, whole, fraction]) => `${sign}${whole}${fraction === null ? '' : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(lexicalForm, (text) => {
        expect(parseDecimal(text)).toBe(text);
        // canonical form is numerically equal and stable
        expect(compareDecimals(canonicalDecimal(parseDecimal(text)), parseDecimal(text))).toBe(0);
        expect(canonicalDecimal(canonicalDecimal(parseDecimal(text)))).toBe(
          canonicalDecimal(parseDecimal(text)),
        );
      }),
    );
  });

  it('adds exactly (property, against BigInt cents)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        (a, b) => {
          const cents = (v: bigint): Decimal => {
            const abs = v < 0n ? -v : v;
            return d(
              `${v < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`,
            );
          };
          expect(compareDecimals(addDecimals(cents(a), cents(b)), cents(a + b))).toBe(0);
        },
      ),
    );
  });
});

describe('dates and times', () => {
  const cases: Array<{
    parse: (t: string) => string;
    given: string;
    want: string | ScalarIssueCode;
  }> = [
    { parse: parseDateTime, given: '2024-03-01T08:15:00.5', want: '2024-03-01T08:15:00.5' },
    { parse: parseDateTime, given: '2024-03-01T08:15:00Z', want: '2024-03-01T08:15:00Z' },
    { parse: parseDateTime, given: '2024-03-01T08:15:00+00:00', want: '2024-03-01T08:15:00+00:00' },
    { parse: parseDateTime, given: '2024-02-29T23:59:59-14:00', want: '2024-02-29T23:59:59-14:00' },
    { parse: parseDateTime, given: '2024-12-31T24:00:00', want: '2024-12-31T24:00:00' },
    { parse: parseDateTime, given: '-0044-03-15T12:00:00', want: '-0044-03-15T12:00:00' },
    { parse: parseDateTime, given: '12024-01-01T00:00:00Z', want: '12024-01-01T00:00:00Z' },
    { parse: parseDateTime, given: ' 2024-03-01T08:15:00Z ', want: '2024-03-01T08:15:00Z' },
    { parse: parseDateTime, given: '2023-02-29T00:00:00', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '2024-03-01T24:00:01', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '2024-03-01T08:15:60Z', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '2024-03-01 08:15:00', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '2024-03-01T08:15', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '2024-03-01T08:15:00.', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '2024-03-01T08:15:00+14:30', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '2024-03-01T08:15:00+0000', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '0000-01-01T00:00:00', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '02024-01-01T00:00:00', want: 'datetime-invalid' },
    { parse: parseDateTime, given: '2024-03-01', want: 'datetime-invalid' },
    { parse: parseDate, given: '2024-03-01', want: '2024-03-01' },
    { parse: parseDate, given: '2024-03-01Z', want: '2024-03-01Z' },
    { parse: parseDate, given: '1900-02-29', want: 'date-invalid' },
    { parse: parseDate, given: '2000-02-29', want: '2000-02-29' },
    { parse: parseDate, given: '2024-04-31', want: 'date-invalid' },
    { parse: parseDate, given: '20240301', want: 'date-invalid' },
    { parse: parseTime, given: '08:15:00.125+01:00', want: '08:15:00.125+01:00' },
    { parse: parseTime, given: '8:15:00', want: 'time-invalid' },
  ];
  it.each(cases)('$parse.name($given) -> $want', ({ parse, given, want }) => {
    const code = codeOf(() => parse(given));
    expect(code === 'ok' ? parse(given) : code).toBe(want);
  });

  it.each([
    { parse: parseDateTime, given: '2003-02-30T11:12:13Z', want: '"2003-02-30T11:12:13Z" is not a date-time (YYYY-MM-DDThh:mm:ss[.f][Z|±hh:mm]): February 2003 has 28 days' },
    { parse: parseDate, given: '2024-04-31', want: '"2024-04-31" is not a date (YYYY-MM-DD[Z|±hh:mm]): April 2024 has 30 days' },
    { parse: parseDate, given: '2024-13-01', want: '"2024-13-01" is not a date (YYYY-MM-DD[Z|±hh:mm]): there is no month 13' },
    { parse: parseDate, given: '0000-01-01', want: '"0000-01-01" is not a date (YYYY-MM-DD[Z|±hh:mm]): there is no year 0000' },
    { parse: parseDate, given: '2024-3-1', want: '"2024-3-1" is not a date (YYYY-MM-DD[Z|±hh:mm])' },
  ])('$parse.name($given) says why a date of the right shape does not exist', ({ parse, given, want }) => {
    expect(() => parse(given)).toThrow(want);
  });

  it('converts to and from Date', () => {
    expect(dateTimeToDate(parseDateTime('2024-03-01T08:15:00.5')).toISOString()).toBe(
      '2024-03-01T08:15:00.500Z',
    );
    expect(dateTimeToDate(parseDateTime('2024-03-01T08:15:00+02:00')).toISOString()).toBe(
      '2024-03-01T06:15:00.000Z',
    );
    expect(dateTimeFromDate(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe(
      '2024-01-02T03:04:05.000Z',
    );
  });
});

describe('integers and booleans', () => {
  const cases: Array<{ given: () => unknown; want: unknown }> = [
    { given: () => parseUnsignedInt('4294967295'), want: 4294967295 },
    { given: () => parseUnsignedInt(' 007 '), want: 7 },
    { given: () => codeOf(() => parseUnsignedInt('4294967296')), want: 'integer-out-of-range' },
    { given: () => codeOf(() => parseUnsignedInt('-1')), want: 'integer-out-of-range' },
    { given: () => codeOf(() => parseUnsignedInt('1.0')), want: 'integer-invalid' },
    { given: () => codeOf(() => parseUnsignedInt('')), want: 'integer-invalid' },
    { given: () => integerParser('byte')('-128'), want: -128 },
    { given: () => parseLong('9007199254740991'), want: 9007199254740991 },
    { given: () => codeOf(() => parseLong('9007199254740992')), want: 'integer-out-of-range' },
    { given: () => codeOf(() => parseLong('9223372036854775808')), want: 'integer-out-of-range' },
    { given: () => parseBigInteger('9223372036854775807', 'long'), want: 9223372036854775807n },
    { given: () => formatInteger(-12), want: '-12' },
    { given: () => codeOf(() => formatInteger(1.5)), want: 'integer-invalid' },
    {
      given: () => [
        parseBoolean('true'),
        parseBoolean('1'),
        parseBoolean(' false '),
        parseBoolean('0'),
      ],
      want: [true, true, false, false],
    },
    { given: () => codeOf(() => parseBoolean('TRUE')), want: 'boolean-invalid' },
    { given: () => codeOf(() => parseBoolean('yes')), want: 'boolean-invalid' },
    { given: () => [formatBoolean(true), formatBoolean(false)], want: ['true', 'false'] },
    // Another JS type is refused, not written by its truthiness ("false" would read true).
    { given: () => codeOf(() => formatBoolean('false' as never)), want: 'boolean-invalid' },
    { given: () => codeOf(() => formatInteger('12' as never)), want: 'integer-invalid' },
    { given: () => formatInteger(12n), want: '12' },
    { given: () => [formatDouble(-0), formatDouble(Infinity), formatDouble(1e21)], want: ['-0', 'INF', '1e+21'] },
    { given: () => codeOf(() => formatDouble('1.5' as never)), want: 'decimal-invalid' },
    { given: () => [parseDouble(' -INF '), parseDouble('1e3'), parseDouble('.5')], want: [-Infinity, 1000, 0.5] },
    { given: () => codeOf(() => parseDouble('1,5')), want: 'decimal-invalid' },
    // What validators report on hand-built values: what the encoder refuses, then the bounds.
    { given: () => integerIssue(parseUnsignedInt, '12')?.message, want: 'a string is not an integer (give a number or a bigint)' },
    { given: () => integerIssue(parseUnsignedInt, -1)?.code, want: 'integer-out-of-range' },
    { given: () => integerIssue(parseUnsignedInt, 2.5)?.code, want: 'integer-invalid' },
    { given: () => [integerIssue(parseUnsignedInt, 7), integerIssue(parseUnsignedInt, 7n)], want: [undefined, undefined] },
    { given: () => booleanIssue('true')?.message, want: 'a string is not a boolean (give true or false)' },
    { given: () => booleanIssue({})?.message, want: 'an object is not a boolean (give true or false)' },
    { given: () => [booleanIssue(false), doubleIssue(NaN)], want: [undefined, undefined] },
    { given: () => doubleIssue('1')?.code, want: 'decimal-invalid' },
  ];
  it.each(cases)('case %#', ({ given, want }) => expect(given()).toStrictEqual(want));
});
