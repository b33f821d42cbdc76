/**
 * Lexical checks of the partial dates and of durations (XSD Part 2, 3.2.6 and 3.2.9-3.2.13):
 * `gYear`, `gYearMonth`, `gMonth`, `gMonthDay`, `gDay`, `duration`. Their values stay strings
 * (the lexical form); these only say whether a (whitespace-collapsed) text is one, calendar
 * included (`--02-30` is no gMonthDay, `2024-13` no gYearMonth).
 * @see https://www.w3.org/TR/xmlschema-2/#gYearMonth
 */
import { daysInMonth, digits, validZoneAt } from './date-time.js';

/** `-?YYYY` (four digits, or more without a leading zero; no year 0) at 0: the index after it, or -1. */
function scanYear(text: string): number {
  let i = text.charCodeAt(0) === 0x2d ? 1 : 0;
  const start = i;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  const count = i - start;
  if (count < 4 || (count > 4 && text.charCodeAt(start) === 0x30)) return -1;
  return /^0+$/.test(text.slice(start, i)) ? -1 : i;
}

/** `MM` at `at`, 01..12, or -1. */
function month(text: string, at: number): number {
  const value = digits(text, at, 2);
  return value >= 1 && value <= 12 ? value : -1;
}

/** xs:gYear: `2024`, `-0044`, `2024Z`. */
export function isGYear(text: string): boolean {
  const end = scanYear(text);
  return end > 0 && validZoneAt(text, end);
}

/** xs:gYearMonth: `2024-02`, `2024-02+01:00`. */
export function isGYearMonth(text: string): boolean {
  const end = scanYear(text);
  return (
    end > 0 &&
    text.charCodeAt(end) === 0x2d &&
    month(text, end + 1) > 0 &&
    validZoneAt(text, end + 3)
  );
}

/** xs:gMonth: `--02`, `--02Z`. */
export function isGMonth(text: string): boolean {
  return text.startsWith('--') && month(text, 2) > 0 && validZoneAt(text, 4);
}

/** xs:gMonthDay: `--02-29` (any year: February has 29 days), `--04-30Z`. */
export function isGMonthDay(text: string): boolean {
  if (!text.startsWith('--') || text.charCodeAt(4) !== 0x2d) return false;
  const m = month(text, 2);
  const day = digits(text, 5, 2);
  return m > 0 && day >= 1 && day <= daysInMonth(2000, m) && validZoneAt(text, 7);
}

/** xs:gDay: `---01` to `---31`. */
export function isGDay(text: string): boolean {
  const day = digits(text, 3, 2);
  return text.startsWith('---') && day >= 1 && day <= 31 && validZoneAt(text, 5);
}

const DURATION =
  /^-?P(?:[0-9]+Y)?(?:[0-9]+M)?(?:[0-9]+D)?(?:T(?:[0-9]+H)?(?:[0-9]+M)?(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)S)?)?$/;

/** xs:duration: `P1Y2M3DT4H5M6.7S`, `-PT5M`; at least one part, and a `T` only before time parts. */
export function isDuration(text: string): boolean {
  return DURATION.test(text) && !/[PT]$/.test(text);
}

/** The partial date types, whose values are ordered as the dates they stand for. */
export type GregorianType = 'gYear' | 'gYearMonth' | 'gMonth' | 'gMonthDay' | 'gDay';

const ZONE = '(Z|[+-]\\d\\d:\\d\\d)?$';

/**
 * For each partial date type: its lexical check, its parts, and the xs:date its value is
 * ordered as (XSD Part 2, 3.2.7.4 and 3.2.9-3.2.13: a missing year is the leap year 1972, a
 * missing month December, a missing day the first).
 */
const AS_DATE: Readonly<Record<GregorianType, readonly [(text: string) => boolean, RegExp, string]>> = {
  gYear: [isGYear, new RegExp(`^(-?\\d{4,})${ZONE}`), '$1-01-01$2'],
  gYearMonth: [isGYearMonth, new RegExp(`^(-?\\d{4,}-\\d\\d)${ZONE}`), '$1-01$2'],
  gMonth: [isGMonth, new RegExp(`^--(\\d\\d)${ZONE}`), '1972-$1-01$2'],
  gMonthDay: [isGMonthDay, new RegExp(`^--(\\d\\d-\\d\\d)${ZONE}`), '1972-$1$2'],
  gDay: [isGDay, new RegExp(`^---(\\d\\d)${ZONE}`), '1972-12-$1$2'],
};

/**
 * The xs:date a (whitespace-collapsed) partial date is ordered as, zone kept, or undefined when
 * the text is no value of `type`.
 * @example gregorianAsDate('2024-02Z', 'gYearMonth') // '2024-02-01Z'
 */
export function gregorianAsDate(text: string, type: GregorianType): string | undefined {
  const [isValue, parts, date] = AS_DATE[type];
  return isValue(text) ? text.replace(parts, date) : undefined;
}
