/**
 * The order of xs:duration values (XSD Part 2, 3.2.6.2), a partial order. A duration is a
 * number of months and a number of seconds; `a` comes before `b` when, added to each of the four
 * reference instants 1696-09-01, 1697-02-01, 1903-03-01 and 1903-07-01 (UTC), it gives the
 * earlier instant every time. So `PT60M` equals `PT1H` and `P1D` equals `PT24H`, `P1M` lies
 * before `P32D`, and `P1M` and `P30D` are incomparable (a month is 28 to 31 days).
 * @see https://www.w3.org/TR/xmlschema-2/#duration-order
 */
import { addDecimals, compareDecimals, decimal, parseDecimal, subtractDecimals, type Decimal } from './decimal.js';
import { isDuration } from './gregorian.js';
import { collapseWhiteSpace } from './white-space.js';

const DURATION_PARTS =
  /^(-)?P(?:([0-9]+)Y)?(?:([0-9]+)M)?(?:([0-9]+)D)?(?:T(?:([0-9]+)H)?(?:([0-9]+)M)?(?:([0-9]+(?:\.[0-9]*)?|\.[0-9]+)S)?)?$/;

/** A duration's value: whole months, and seconds (exact, fraction included). */
interface DurationValue {
  months: bigint;
  seconds: Decimal;
}

/** The value of an xs:duration text (whitespace collapsed first), or undefined for none. */
function durationValue(text: string): DurationValue | undefined {
  const token = collapseWhiteSpace(text);
  const match = isDuration(token) ? DURATION_PARTS.exec(token) : null;
  if (!match) return undefined;
  const [, minus, years, months, days, hours, minutes, seconds] = match;
  const whole = BigInt(days ?? 0) * 86_400n + BigInt(hours ?? 0) * 3_600n + BigInt(minutes ?? 0) * 60n;
  const total = addDecimals(decimal(whole), parseDecimal(seconds ?? '0'));
  const allMonths = BigInt(years ?? 0) * 12n + BigInt(months ?? 0);
  return minus
    ? { months: -allMonths, seconds: subtractDecimals(decimal(0n), total) }
    : { months: allMonths, seconds: total };
}

/** `a / b` rounded down (BigInt division rounds toward zero). */
function floorDivide(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? quotient - 1n : quotient;
}

/** Days from 1970-01-01 to the first day of `month` (1-12) of `year`, proleptic Gregorian. */
function daysToFirstOf(year: bigint, month: bigint): bigint {
  // H. Hinnant's days_from_civil, with years starting in March.
  const y = month <= 2n ? year - 1n : year;
  const era = floorDivide(y, 400n);
  const yearOfEra = y - era * 400n;
  const dayOfYear = (153n * (month > 2n ? month - 3n : month + 9n) + 2n) / 5n;
  const dayOfEra = yearOfEra * 365n + yearOfEra / 4n - yearOfEra / 100n + dayOfYear;
  return era * 146_097n + dayOfEra - 719_468n;
}

/** The reference instants of XSD's duration order, as year and month (the first, 00:00Z). */
const REFERENCES: ReadonlyArray<readonly [bigint, bigint]> = [
  [1696n, 9n],
  [1697n, 2n],
  [1903n, 3n],
  [1903n, 7n],
];

/** The instant, in seconds since 1970, of `duration` added to the reference `[year, month]`. */
function addedTo([year, month]: readonly [bigint, bigint], duration: DurationValue): Decimal {
  const monthIndex = year * 12n + month - 1n + duration.months;
  const days = daysToFirstOf(floorDivide(monthIndex, 12n), monthIndex - floorDivide(monthIndex, 12n) * 12n + 1n);
  return addDecimals(decimal(days * 86_400n), duration.seconds);
}

/**
 * -1, 0 or 1: the duration `a` before, equal to or after `b`; undefined when they are
 * incomparable or either text is no duration.
 * @example compareDurations('PT60M', 'PT1H') // 0
 * @example compareDurations('P1M', 'P30D') // undefined
 */
export function compareDurations(a: string, b: string): -1 | 0 | 1 | undefined {
  const x = durationValue(a);
  const y = durationValue(b);
  if (x === undefined || y === undefined) return undefined;
  let order: -1 | 0 | 1 | undefined;
  for (const reference of REFERENCES) {
    const found = compareDecimals(addedTo(reference, x), addedTo(reference, y));
    if (order === undefined) order = found;
    else if (found !== order) return undefined;
  }
  return order;
}
