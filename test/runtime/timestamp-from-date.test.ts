/**
 * timestampFromDate writes a JS Date in a timestamp form SPEC.md lists (Conventions 4:
 * `YYYY-MM-DDThh:mm:ssZ`), so a document filled from `new Date()` gets no
 * `timestamp-form-nonstandard` warning, where `toISOString()`'s `.sssZ` does (review r11).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCaseRequestCase, encodeCaseRequestCase, validateCaseRequestCase } from '../../generated/0.3-beta/index.js';
import { packageRoot } from '../../src/paths.js';
import { dateTimeFromDate, parseDateTime, ScalarError, timestampFromDate, type DateTimeString } from '../../src/runtime/index.js';
import { xmllintVerdict } from '../emit/xmllint.js';

describe('timestampFromDate', () => {
  it.each([
    ['milliseconds are dropped, UTC with Z', new Date(Date.UTC(2024, 2, 4, 7, 20, 11, 123)), '2024-03-04T07:20:11Z'],
    ['midnight of New Year', new Date(Date.UTC(2019, 0, 1, 0, 0, 0, 0)), '2019-01-01T00:00:00Z'],
    ['the last millisecond of a day stays in that second', new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999)), '2024-02-29T23:59:59Z'],
    ['a date given with an offset is written in UTC', new Date('2019-03-04T07:20:11.5-06:00'), '2019-03-04T13:20:11Z'],
    ['a four-digit year below 1000 keeps its zeros', new Date('0999-12-31T10:00:00Z'), '0999-12-31T10:00:00Z'],
  ])('%s', (_name, given, want) => {
    const text = timestampFromDate(given);
    expect(text).toBe(want);
    expect(parseDateTime(text)).toBe(text);
  });

  it.each([
    ['an invalid Date', new Date('no date')],
    ['a year xs:dateTime cannot write with four digits and toISOString writes with a sign', new Date(Date.UTC(10000, 0, 1))],
    ['a value that is no Date', '2024-03-04T07:20:11Z' as unknown as Date],
  ])('refuses %s with a ScalarError, not a RangeError', (_name, given) => {
    expect(() => timestampFromDate(given)).toThrow(ScalarError);
  });

  it('fills a DateTime field of a generated type: no timestamp-form-nonstandard warning, and xmllint accepts the document', () => {
    const xml = readFileSync(join(packageRoot, 'test', 'fixtures', '0.3-beta', 'valid', 'CaseRequest.case.1.xml'), 'utf8');
    const instant = new Date(Date.UTC(2024, 2, 4, 7, 20, 11, 123));
    const withTimestamp = (downtime: DateTimeString) => ({ ...decodeCaseRequestCase(xml), downtime });
    const rulesOn = (downtime: DateTimeString) => validateCaseRequestCase(withTimestamp(downtime)).map((issue) => issue.rule);

    expect(rulesOn(timestampFromDate(instant))).toStrictEqual([]);
    // Why the helper exists: what Date writes by itself gets the warning on every timestamp.
    expect(rulesOn(dateTimeFromDate(instant))).toStrictEqual(['timestamp-form-nonstandard']);

    const encoded = encodeCaseRequestCase(withTimestamp(timestampFromDate(instant)));
    expect(encoded).toContain('>2024-03-04T07:20:11Z</');
    expect(xmllintVerdict(join(packageRoot, 'schemas', '0.3-beta', 'CaseRequest.xsd'), encoded)).toBe('');
  });
});
