/**
 * Equality in value spaces (src/runtime/value-space.ts): enumerations and fixed values compare
 * values, as XSD does (xmllint accepts `1`, `1.00` and `2.5` for an xs:decimal enumeration of
 * `1.0` and `2.50`, and refuses `version="2.0"` where `2.1` is fixed).
 */
import { describe, expect, it } from 'vitest';
import {
  checkEnumeration,
  fixedValueIssue,
  parseDecimal,
  sameValue,
  type ValueSpace,
} from '../../src/runtime/index.js';

describe('sameValue', () => {
  const given: Array<[value: unknown, lexical: string, space: ValueSpace, want: boolean]> = [
    ['1', '1.0', 'decimal', true],
    ['1.00', '1.0', 'decimal', true],
    ['2.5', '2.50', 'decimal', true],
    ['+02.50', '2.5', 'decimal', true],
    ['3', '1.0', 'decimal', false],
    ['x', '1', 'decimal', false],
    [20, '020', 'decimal', true],
    [1500, '1.5E3', 'double', true],
    [NaN, 'NaN', 'double', true],
    [Infinity, 'INF', 'double', true],
    [0, '-0', 'double', true],
    [true, '1', 'boolean', true],
    ['0', 'false', 'boolean', true],
    ['2024-01-01T10:00:00Z', '2024-01-01T11:00:00+01:00', 'dateTime', true],
    ['2024-01-01T10:00:00.50Z', '2024-01-01T10:00:00.5Z', 'dateTime', true],
    ['2024-01-01T10:00:00', '2024-01-01T10:00:00Z', 'dateTime', false],
    ['2024-01-01T10:00:00.5Z', '2024-01-01T10:00:00.51Z', 'dateTime', false],
    ['2024-01-01', '2024-01-01', 'date', true],
    ['2024-01-01Z', '2024-01-02+01:00', 'date', false],
    // a zone moves a time to the next day: 00:00 UTC of the day after, not 00:00:00Z (xmllint
    // and Xerces refuse it under that enumeration)
    ['23:00:00-01:00', '00:00:00Z', 'time', false],
    ['10:00:00-01:00', '11:00:00Z', 'time', true],
    // durations equal where their order is (xmllint accepts PT60M under enumeration PT1H)
    ['PT60M', 'PT1H', 'duration', true],
    ['P1D', 'PT24H', 'duration', true],
    ['P1M', 'P30D', 'duration', false],
    ['PT61M', 'PT1H', 'duration', false],
    ['x', 'PT1H', 'duration', false],
    // partial dates as the dates they stand for
    ['2020+00:00', '2020Z', 'gYear', true],
    ['2020', '2020Z', 'gYear', false],
    ['--12-31Z', '--12-31+00:00', 'gMonthDay', true],
    ['---05', '---06', 'gDay', false],
    ['ab', 'AB', 'hexBinary', true],
    ['q8 3v', 'q83v', 'base64Binary', true],
    [['a', 'b'], ' a  b ', 'lexical', true],
    ['EUR', 'EUR', 'string', true],
    ['EUR ', 'EUR', 'string', false],
  ];
  it.each(given)('%j = %j in %s: %s', (value, lexical, space, want) => {
    expect(sameValue(value, lexical, space)).toBe(want);
  });
});

describe('checkEnumeration in a value space', () => {
  it('compares decimals as values: {1.0, 2.50} takes 1, 1.00 and 2.5, not 3', () => {
    const allowed = ['1.0', '2.50'];
    expect(
      ['1', '1.00', '2.5', '3'].map((text) => checkEnumeration(text, allowed, 'decimal')?.code),
    ).toStrictEqual([undefined, undefined, undefined, 'enumeration-mismatch']);
  });

  it('compares strings exactly by default', () => {
    expect(checkEnumeration('1', ['1.0'])).toStrictEqual({
      code: 'enumeration-mismatch',
      message: '"1" is not one of "1.0"',
    });
  });
});

describe('fixedValueIssue', () => {
  it('accepts the fixed value in any lexical form of it and refuses another value', () => {
    expect(fixedValueIssue(parseDecimal('2.10'), '2.1', 'decimal')).toBeUndefined();
    expect(fixedValueIssue('UBL', 'UBL', 'string')).toBeUndefined();
    expect(fixedValueIssue('XYZ', 'UBL', 'string')).toStrictEqual({
      code: 'fixed-mismatch',
      message: '"XYZ" is not the fixed value "UBL"',
    });
  });
});
