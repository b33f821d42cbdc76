/**
 * Equality in a simple type's value space (XSD Part 2, 2.2), for the facets and constraints that
 * compare values rather than texts: enumeration (4.3.5) and fixed values (Part 1, 3.3.4 and
 * 3.2.4). `1`, `1.0` and `01.00` are one xs:decimal; `true` and `1` one xs:boolean;
 * `2024-01-01T10:00:00Z` and `2024-01-01T11:00:00+01:00` one instant; `ab` and `AB` one
 * xs:hexBinary; `0.1` and `0.100000001` one xs:float (32 bits: `1E-50` is 0). A value is the typed value a decoder made (a `Decimal` or other lexical string,
 * a number, a boolean) or a text; the other side is the lexical form the schema wrote.
 * @see https://www.w3.org/TR/xmlschema-2/#equal
 */
import { parseDouble } from './doubles.js';
import { parseBoolean } from './integers.js';
import { compareDecimals, decimal, parseDecimal, type Decimal } from './decimal.js';
import { ScalarError, type ScalarIssue } from './scalar-error.js';
import { lexicalForm } from './lexical-forms.js';
import { collapseWhiteSpace } from './white-space.js';
import { compareDurations } from './duration-order.js';
import { gregorianAsDate, type GregorianType } from './gregorian.js';
import { quotedValue } from './quoted-value.js';

/**
 * The value spaces compared differently from plain text: `decimal` holds every integer type
 * too; `float` is 32-bit (IEEE single precision, XSD Part 2, 3.2.4), `double` 64-bit;
 * `duration` is equal where the order is (`PT60M` = `PT1H`); a partial date (`gYear`…) is the
 * date it stands for (`2020Z` = `2020+00:00`); `lexical` compares the collapsed lexical forms
 * (lists, unions).
 */
export type ValueSpace =
  | 'string'
  | 'decimal'
  | 'double'
  | 'float'
  | 'boolean'
  | 'dateTime'
  | 'date'
  | 'time'
  | 'duration'
  | GregorianType
  | 'hexBinary'
  | 'base64Binary'
  | 'lexical';

/** A text or number as an xs:decimal, or undefined when it is none. */
function toDecimal(value: unknown): Decimal | undefined {
  try {
    if (typeof value === 'number' || typeof value === 'bigint') return decimal(value);
    return typeof value === 'string' ? parseDecimal(value) : undefined;
  } catch (error) {
    if (error instanceof ScalarError) return undefined;
    throw error;
  }
}

/** A text or number as an xs:double (INF, -INF, NaN spelled as XSD does), or undefined. */
function toDouble(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  try {
    return typeof value === 'string' ? parseDouble(value) : undefined;
  } catch (error) {
    if (error instanceof ScalarError) return undefined;
    throw error;
  }
}

/**
 * A text or number as an xs:float: its double rounded to the nearest 32-bit float, as libxml2
 * does (`1E-50` is 0, `1.00000001` is 1, beyond ±3.4E38 ±INF). A JS number holding a float's
 * value (a decoder keeps the double of the text) compares as the float it stands for.
 */
function toFloat(value: unknown): number | undefined {
  const double = toDouble(value);
  return double === undefined ? undefined : Math.fround(double);
}

function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  try {
    return typeof value === 'string' ? parseBoolean(value) : undefined;
  } catch (error) {
    if (error instanceof ScalarError) return undefined;
    throw error;
  }
}

const TIMELINE: Record<'dateTime' | 'date' | 'time', RegExp> = {
  dateTime: /^(-?\d{4,})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)?$/,
  date: /^(-?\d{4,})-(\d\d)-(\d\d)()()()()(Z|[+-]\d\d:\d\d)?$/,
  time: /^()()()(\d\d):(\d\d):(\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)?$/,
};

/** Milliseconds in 400 Gregorian years (146 097 days): the calendar repeats after them. */
const MS_PER_400_YEARS = 146_097n * 86_400_000n;

/**
 * Milliseconds since 1970 (UTC) of a date and time, for a year of any size: JavaScript's Date
 * holds ±275 760 years, so a year beyond is taken in the 400-year cycle of 2000-2399 that has
 * the same calendar and moved by whole cycles (a year of 2^31 compared as NaN, and met every
 * bound: review r28 fuzz L1).
 */
function instant(year: bigint, month: number, day: number, hour: number, minute: number, second: number): bigint {
  const cycles = (year - 2000n) / 400n - (year < 2000n && (year - 2000n) % 400n !== 0n ? 1n : 0n);
  const date = new Date(0);
  date.setUTCFullYear(Number(year - cycles * 400n), month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return BigInt(date.getTime()) + cycles * MS_PER_400_YEARS;
}

/**
 * A point of the time line as a comparable key (milliseconds in UTC, then the fraction beyond
 * them), and whether the text had a zone; undefined for no such lexical form. Times are taken
 * on one reference day, and a zone may move them to the day before or after (XSD 1.1 Part 2,
 * 3.3.8: `23:00:00-05:00` is 04:00 UTC of the next day, after `12:00:00Z`, and not equal to
 * `04:00:00Z`; Xerces has it so, and libxml2 where the zone is behind UTC).
 */
function timeline(text: string, space: 'dateTime' | 'date' | 'time') {
  const match = TIMELINE[space].exec(collapseWhiteSpace(text));
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const offset =
    zone === undefined || zone === 'Z'
      ? 0
      : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  const millis = space === 'time'
    ? instant(1970n, 1, 1, Number(hour), Number(minute) - offset, Number(second))
    : instant(BigInt(year!), Number(month), Number(day), Number(hour || 0), Number(minute || 0) - offset, Number(second || 0));
  const rest = (fraction ?? '').replace(/0+$/, '');
  return { key: `${millis}.${rest}`, millis, rest, zoned: zone !== undefined };
}

type TimePoint = NonNullable<ReturnType<typeof timeline>>;

/** -1, 0 or 1: `a` before, at or after `b` (both zoned, or both not), shifted by `shift` ms. */
function compareTimePoints(a: TimePoint, b: TimePoint, shift = 0n): number {
  if (a.millis + shift !== b.millis) return a.millis + shift < b.millis ? -1 : 1;
  if (shift !== 0n || a.rest === b.rest) return 0;
  // Fractions beyond the millisecond, trailing zeros dropped: compare as digit strings.
  const width = Math.max(a.rest.length, b.rest.length);
  return a.rest.padEnd(width, '0') < b.rest.padEnd(width, '0') ? -1 : 1;
}

const FOURTEEN_HOURS = 14n * 3_600_000n;

/**
 * The order of two points of the time line (XSD Part 2, 3.2.7.4): a value without a zone is
 * before or after a zoned one only if it is so under every zone from -14:00 to +14:00; else
 * they are incomparable (undefined).
 */
function orderOfTimePoints(a: TimePoint, b: TimePoint): number | undefined {
  if (a.zoned === b.zoned) return compareTimePoints(a, b);
  // The unzoned one (read as UTC) may be any instant from 14 hours earlier to 14 hours later:
  // `a` is before `b` if it is even 14 hours later, after it if it is even 14 hours earlier.
  if (compareTimePoints(a, b, FOURTEEN_HOURS) < 0) return -1;
  if (compareTimePoints(a, b, -FOURTEEN_HOURS) > 0) return 1;
  return undefined;
}

/**
 * The spaces with an order other than the decimal one (bounds on decimals: `checkRange`), each
 * named as its built-in, for code that picks one by a built-in's name.
 */
export const ORDERED_SPACES = [
  'double',
  'float',
  'dateTime',
  'date',
  'time',
  'duration',
  'gYear',
  'gYearMonth',
  'gMonth',
  'gMonthDay',
  'gDay',
] as const satisfies ReadonlyArray<'double' | 'float' | 'dateTime' | 'date' | 'time' | 'duration' | GregorianType>;

export type OrderedSpace = (typeof ORDERED_SPACES)[number];

/** A text as a point of the time line of `space` (a partial date as the date it stands for). */
function pointOf(text: string, space: Exclude<OrderedSpace, 'double' | 'float' | 'duration'>): TimePoint | undefined {
  if (space === 'dateTime' || space === 'date' || space === 'time') return timeline(text, space);
  const date = gregorianAsDate(collapseWhiteSpace(text), space);
  return date === undefined ? undefined : timeline(date, 'date');
}

/** The order of `value` against the lexical form `bound` in `space`; undefined: incomparable. */
function orderIn(value: unknown, bound: string, space: OrderedSpace): number | undefined {
  if (space === 'double' || space === 'float') {
    const read = space === 'float' ? toFloat : toDouble;
    const a = read(value);
    const b = read(bound);
    // NaN is incomparable to everything, itself included.
    if (a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b)) return undefined;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (typeof value !== 'string') return undefined;
  if (space === 'duration') return compareDurations(value, bound);
  const a = pointOf(value, space);
  const b = pointOf(bound, space);
  return a === undefined || b === undefined ? undefined : orderOfTimePoints(a, b);
}

/** The bounds of a range facet set, each with the orders that satisfy it. */
const BOUNDS = [
  ['minInclusive', [0, 1], 'value-too-small', 'is less than the minimum', 'minimum'],
  ['minExclusive', [1], 'value-too-small', 'must be greater than', 'lower bound'],
  ['maxInclusive', [-1, 0], 'value-too-large', 'is greater than the maximum', 'maximum'],
  ['maxExclusive', [-1], 'value-too-large', 'must be less than', 'upper bound'],
] as const;

/**
 * xs:minInclusive / maxInclusive / minExclusive / maxExclusive on xs:double, xs:float (value and
 * bound as 32-bit floats), the date and time types, the partial dates (gYear... as the dates
 * they stand for) and xs:duration (./duration-order.ts), in their value space: a value
 * incomparable to a bound (NaN; a date without a zone within 14 hours of a zoned bound; `P1M`
 * against `P30D`) does not satisfy it.
 * @example checkOrderedRange('1999-01-01', { minInclusive: '2000-01-01' }, 'date') // value-too-small
 */
export function checkOrderedRange(
  value: unknown,
  facets: RangeBounds,
  space: OrderedSpace,
): ScalarIssue | undefined {
  return rangeIssue(facets, lexicalForm(value), (bound) => orderIn(value, bound, space));
}

/** The bounds of a range: any of the four facets, each a lexical form. */
export type RangeBounds = Readonly<Partial<Record<(typeof BOUNDS)[number][0], string>>>;

/**
 * The first bound of `facets` a value (`shown` in messages) breaks, in XSD's order of the
 * facets; `order` compares it to a bound (-1, 0, 1; undefined: incomparable, which breaks every
 * bound). Shared by decimal bounds (`checkRange`) and the other ordered spaces.
 */
export function rangeIssue(
  facets: RangeBounds,
  shown: string,
  order: (bound: string) => number | undefined,
): ScalarIssue | undefined {
  for (const [facet, satisfied, code, says, named] of BOUNDS) {
    const bound = facets[facet];
    if (bound === undefined) continue;
    const found = order(bound);
    // Incomparable (NaN, `P1M` and `P28D`, an unzoned time near a zoned bound): neither less
    // nor greater, so said as such (review r27 recheck L1).
    if (found === undefined) return { code, message: `${shown} cannot be compared with the ${named} ${bound}, so it does not meet it` };
    if (!(satisfied as readonly number[]).includes(found)) return { code, message: `${shown} ${says} ${bound}` };
  }
  return undefined;
}

/**
 * True when `value` (a typed value or a text) is the value the lexical form `lexical` has in
 * `space`; a text outside the space equals nothing.
 * @example sameValue('1.00', '1.0', 'decimal') // true
 * @example sameValue(20, '020', 'decimal') // true
 */
export function sameValue(value: unknown, lexical: string, space: ValueSpace): boolean {
  switch (space) {
    case 'decimal': {
      const a = toDecimal(value);
      const b = toDecimal(lexical);
      return a !== undefined && b !== undefined && compareDecimals(a, b) === 0;
    }
    case 'double':
    case 'float': {
      const read = space === 'float' ? toFloat : toDouble;
      const a = read(value);
      const b = read(lexical);
      return (
        a !== undefined && b !== undefined && (a === b || (Number.isNaN(a) && Number.isNaN(b)))
      );
    }
    case 'boolean': {
      const a = toBoolean(value);
      return a !== undefined && a === toBoolean(lexical);
    }
    case 'duration':
      return typeof value === 'string' && compareDurations(value, lexical) === 0;
    case 'dateTime':
    case 'date':
    case 'time':
    case 'gYear':
    case 'gYearMonth':
    case 'gMonth':
    case 'gMonthDay':
    case 'gDay': {
      const a = typeof value === 'string' ? pointOf(value, space) : undefined;
      const b = pointOf(lexical, space);
      // A zoned and an unzoned value are incomparable, so not equal (Part 2, 3.2.7.4).
      return a !== undefined && b !== undefined && a.zoned === b.zoned && a.key === b.key;
    }
    case 'hexBinary':
      return (
        typeof value === 'string' &&
        collapseWhiteSpace(value).toUpperCase() === collapseWhiteSpace(lexical).toUpperCase()
      );
    case 'base64Binary':
      return typeof value === 'string' && value.replace(/\s/g, '') === lexical.replace(/\s/g, '');
    case 'lexical':
      return collapseWhiteSpace(lexicalForm(value)) === collapseWhiteSpace(lexical);
    default:
      return value === lexical;
  }
}

/**
 * A fixed value constraint (XSD Part 1, 3.3.4 clause 5.2.2 for elements, 3.2.4 for attributes):
 * the value must be the fixed one, compared in its value space.
 * @example fixedValueIssue(parseDecimal('2.10'), '2.1', 'decimal') // undefined
 */
export function fixedValueIssue(
  value: unknown,
  fixed: string,
  space: ValueSpace,
): ScalarIssue | undefined {
  if (sameValue(value, fixed, space)) return undefined;
  return {
    code: 'fixed-mismatch',
    message: `${quotedValue(lexicalForm(value))} is not the fixed value "${fixed}"`,
  };
}
