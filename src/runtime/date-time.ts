/**
 * xs:dateTime, xs:date and xs:time as branded strings keeping the document's lexical form, so a
 * value decodes and re-encodes unchanged (`2024-03-01T08:15:00.5` stays without a zone; `Z` and
 * `+00:00` stay as written). Validation covers the whole lexical space, calendar included.
 * @see https://www.w3.org/TR/xmlschema-2/#dateTime (SPEC.md Conventions 4 shows three forms:
 *   `YYYY-MM-DDThh:mm:ss.f`, `YYYY-MM-DDThh:mm:ssZ`, `YYYY-MM-DDThh:mm:ss+00:00`)
 */
import { collapseEdges } from './integers.js';
import { ScalarError, wrongJsType } from './scalar-error.js';
import { quotedValue } from './quoted-value.js';

declare const dateTimeBrand: unique symbol;
declare const dateBrand: unique symbol;
declare const timeBrand: unique symbol;
/** An xs:dateTime lexical form. @example '2024-03-01T08:15:00Z' as DateTimeString */
export type DateTimeString = string & { readonly [dateTimeBrand]: true };
/** An xs:date lexical form. @example '2024-03-01' as DateString */
export type DateString = string & { readonly [dateBrand]: true };
/** An xs:time lexical form. @example '08:15:00' as TimeString */
export type TimeString = string & { readonly [timeBrand]: true };

/** Days of a month; February of a leap year (or of no year at all: pass a leap year) has 29. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    // XSD 1.0 has no year 0 and reads -1 as 1 BCE; leap years follow the proleptic calendar.
    const y = year < 0 ? year + 1 : year;
    return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Value of `count` ASCII digits at `at`, or -1. Scanned by hand: no regex match arrays per value. */
export function digits(text: string, at: number, count: number): number {
  if (at + count > text.length) return -1;
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const d = text.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/** `-?YYYY-MM-DD` at 0; returns the index after it, or -1. */
function scanDate(text: string): number {
  let i = text.charCodeAt(0) === 0x2d ? 1 : 0;
  const yearStart = i;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  const yearDigits = i - yearStart;
  // Four digits, or more without a leading zero; year 0000 does not exist in XSD 1.0.
  if (yearDigits < 4 || (yearDigits > 4 && text.charCodeAt(yearStart) === 0x30)) return -1;
  const year =
    (yearDigits === 4 ? digits(text, yearStart, 4) : Number(text.slice(yearStart, i))) *
    (yearStart === 1 ? -1 : 1);
  if (year === 0 || text.charCodeAt(i) !== 0x2d || text.charCodeAt(i + 3) !== 0x2d) return -1;
  const month = digits(text, i + 1, 2);
  const day = digits(text, i + 4, 2);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return -1;
  return i + 6;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Why a text of the right shape is still no date: a month or day that does not exist (`: February
 * 2003 has 28 days`). Empty when that is not the reason. Only asked once a value is refused.
 */
function calendarReason(text: string): string {
  const match = /^(-?\d{4,})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return '';
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year === 0) return ': there is no year 0000';
  if (month < 1 || month > 12) return `: there is no month ${match[2]}`;
  const days = daysInMonth(year, month);
  return day < 1 || day > days ? `: ${MONTHS[month - 1]} ${match[1]} has ${days} days` : '';
}

/** `hh:mm:ss(.f+)?` at `at`; returns the index after it, or -1. 24:00:00 only as end of day. */
function scanTime(text: string, at: number): number {
  const hour = digits(text, at, 2);
  const minute = digits(text, at + 3, 2);
  const second = digits(text, at + 6, 2);
  if (text.charCodeAt(at + 2) !== 0x3a || text.charCodeAt(at + 5) !== 0x3a) return -1;
  if (hour < 0 || minute < 0 || minute > 59 || second < 0 || second > 59 || hour > 24) return -1;
  let i = at + 8;
  let fractionZero = true;
  if (text.charCodeAt(i) === 0x2e) {
    const start = ++i;
    while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) {
      if (text.charCodeAt(i) !== 0x30) fractionZero = false;
      i++;
    }
    if (i === start) return -1;
  }
  if (hour === 24 && (minute !== 0 || second !== 0 || !fractionZero)) return -1;
  return i;
}

/** Optional `Z` or `±hh:mm` (at most ±14:00) ending the text at `at`. */
export function validZoneAt(text: string, at: number): boolean {
  if (at === text.length) return true;
  const c = text.charCodeAt(at);
  if (c === 0x5a) return at + 1 === text.length;
  if ((c !== 0x2b && c !== 0x2d) || at + 6 !== text.length || text.charCodeAt(at + 3) !== 0x3a)
    return false;
  const hours = digits(text, at + 1, 2);
  const minutes = digits(text, at + 4, 2);
  return (
    hours >= 0 && minutes >= 0 && minutes < 60 && (hours < 14 || (hours === 14 && minutes === 0))
  );
}

/** Validates an xs:dateTime and returns it branded (whitespace around it removed). */
export function parseDateTime(text: string): DateTimeString {
  if (typeof text !== 'string') throw wrongJsType('datetime-invalid', text, 'a date-time string');
  const token = collapseEdges(text);
  const date = scanDate(token);
  const time = date > 0 && token.charCodeAt(date) === 0x54 ? scanTime(token, date + 1) : -1;
  if (time < 0 || !validZoneAt(token, time)) {
    throw new ScalarError(
      'datetime-invalid',
      `${quotedValue(text)} is not a date-time (YYYY-MM-DDThh:mm:ss[.f][Z|±hh:mm])${calendarReason(token)}`,
    );
  }
  return token as DateTimeString;
}

/** Validates an xs:date and returns it branded. */
export function parseDate(text: string): DateString {
  if (typeof text !== 'string') throw wrongJsType('date-invalid', text, 'a date string');
  const token = collapseEdges(text);
  const date = scanDate(token);
  if (date < 0 || !validZoneAt(token, date)) {
    throw new ScalarError('date-invalid', `${quotedValue(text)} is not a date (YYYY-MM-DD[Z|±hh:mm])${calendarReason(token)}`);
  }
  return token as DateString;
}

/** Validates an xs:time and returns it branded. */
export function parseTime(text: string): TimeString {
  if (typeof text !== 'string') throw wrongJsType('time-invalid', text, 'a time string');
  const token = collapseEdges(text);
  const time = scanTime(token, 0);
  if (time < 0 || !validZoneAt(token, time)) {
    throw new ScalarError('time-invalid', `${quotedValue(text)} is not a time (hh:mm:ss[.f][Z|±hh:mm])`);
  }
  return token as TimeString;
}

/** True when the date-time carries a zone (`Z` or an offset). */
export function hasTimezone(value: DateTimeString | DateString | TimeString): boolean {
  return /(?:Z|[+-][0-9]{2}:[0-9]{2})$/.test(value);
}

/**
 * A JS Date as an xs:dateTime in UTC with milliseconds (`2024-03-01T08:15:00.000Z`), as
 * `toISOString()` writes it. That form is valid but not one SPEC.md lists, so the
 * `timestamp-form-nonstandard` rule warns on it: fill API timestamps with `timestampFromDate`.
 */
export function dateTimeFromDate(date: Date): DateTimeString {
  return parseDateTime(date.toISOString());
}

/**
 * A JS Date as an API timestamp in a form SPEC.md lists (Conventions 4): UTC, whole seconds, `Z`
 * (`2024-03-04T07:20:11Z`), the value to give the generated types' `DateTimeString` fields
 * (`createdAt`, `downtime`, `etr`, ...). The milliseconds are dropped (truncated, so the second
 * is never moved forward): the listed forms with a zone have no fraction, and
 * `toISOString()`'s `.sssZ` draws a `timestamp-form-nonstandard` warning on every timestamp.
 * @example timestampFromDate(new Date(Date.UTC(2024, 2, 4, 7, 20, 11, 123))) // '2024-03-04T07:20:11Z'
 * @throws ScalarError `datetime-invalid` for an invalid Date, or a year outside 0001-9999
 */
export function timestampFromDate(date: Date): DateTimeString {
  if (!(date instanceof Date)) {
    throw wrongJsType('datetime-invalid', date, 'a Date', 'give a Date object');
  }
  if (Number.isNaN(date.getTime())) {
    throw new ScalarError('datetime-invalid', 'an invalid Date (its time is NaN) is no timestamp');
  }
  const iso = date.toISOString();
  // Outside years 0000-9999 toISOString writes a signed six-digit year (`+010000-01-01T…`),
  // which is no xs:dateTime; year 0000 is refused by parseDateTime (XSD 1.0 has no year 0).
  if (iso.length !== 24) {
    throw new ScalarError('datetime-invalid', `${iso}: a timestamp's year is 0001-9999`);
  }
  return parseDateTime(`${iso.slice(0, 19)}Z`);
}

/**
 * The instant of a dateTime; a value without zone is read as UTC (SPEC.md leaves the zone of
 * such timestamps open).
 */
export function dateTimeToDate(value: DateTimeString): Date {
  return new Date(hasTimezone(value) ? value : `${value}Z`);
}

/** A JS Date's UTC calendar day as an xs:date (`2024-03-01`). */
export function dateFromDate(date: Date): DateString {
  return parseDate(date.toISOString().slice(0, 10));
}
