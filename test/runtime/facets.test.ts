import { describe, expect, it } from 'vitest';
import {
  characterLength,
  checkEnumeration,
  checkFractionDigits,
  checkLength,
  checkPattern,
  checkRange,
  compileXsdPattern,
  DecodeError,
  octetLength,
  parseDecimal,
  requireValid,
  XmlReader,
  XsdPatternError,
} from '../../src/runtime/index.js';

describe('compileXsdPattern', () => {
  const cases: Array<{ pattern: string; matches: string[]; rejects: string[] }> = [
    // The patterns of the deployed VMRS schemas.
    {
      pattern: '\\d{3}-\\d{3}-\\d{3}',
      matches: ['013-001-002'],
      rejects: ['013-001-02', 'x013-001-002', '013-001-002\n', 'abc-def-ghi'],
    },
    { pattern: '\\d', matches: ['7', '\u0667'], rejects: ['', '77', 'a'] },
    { pattern: '[A-Za-z0-9]{1,2}', matches: ['A', 'b7'], rejects: ['', 'abc', '-'] },
    // XSD specifics: implicit anchoring, ^ and $ literal, '.' excludes only CR/LF, subtraction.
    { pattern: 'a|b', matches: ['a', 'b'], rejects: ['ab', 'c'] },
    { pattern: '^$', matches: ['^$'], rejects: ['', '$'] },
    { pattern: 'a.c', matches: ['abc', 'a\u2028c', 'a\u{1F600}c'], rejects: ['a\nc', 'ac'] },
    { pattern: '[a-z-[aeiou]]+', matches: ['xyz'], rejects: ['xaz', ''] },
    { pattern: '[^\\s]+', matches: ['a-b'], rejects: ['a b', 'a\tb'] },
    { pattern: '\\i\\c*', matches: ['_name-1', 'caf\u00e9'], rejects: ['1abc', '-x'] },
    {
      pattern: '[\\-+]?\\p{Nd}+(\\.\\d{2})?',
      matches: ['-10.50', '+3', '42'],
      rejects: ['10.5', '1e3'],
    },
    { pattern: '\\p{IsBasicLatin}+', matches: ['abc'], rejects: ['\u00e9'] },
    { pattern: '(sold|not sold|deferred)', matches: ['not sold'], rejects: ['Sold'] },
  ];
  it.each(cases)('$pattern', ({ pattern, matches, rejects }) => {
    const regex = compileXsdPattern(pattern);
    expect(regex.flags).toContain('u');
    for (const text of matches) expect(regex.test(text), text).toBe(true);
    for (const text of rejects) expect(regex.test(text), text).toBe(false);
  });

  it.each(['(a', 'a)', '[a', '\\q', 'a{x}', '\\p{IsKlingon}', '[]'])('refuses %s', (pattern) => {
    expect(() => compileXsdPattern(pattern)).toThrow(XsdPatternError);
  });
});

describe('facet checks', () => {
  const cases: Array<{ name: string; given: () => unknown; want: unknown }> = [
    {
      name: 'enumeration ok',
      given: () => checkEnumeration('deferred', ['sold', 'not sold', 'deferred']),
      want: undefined,
    },
    {
      name: 'enumeration is case-sensitive',
      given: () => checkEnumeration('Sold', ['sold'])?.code,
      want: 'enumeration-mismatch',
    },
    {
      name: 'pattern',
      given: () => checkPattern('01-001-002', '\\d{3}-\\d{3}-\\d{3}')?.code,
      want: 'pattern-mismatch',
    },
    {
      name: 'patterns of one step are ORed',
      given: () => checkPattern('AB', ['\\d{2}', '[A-Z]{2}']),
      want: undefined,
    },
    { name: 'length counts code points', given: () => characterLength('a\u{1F600}b'), want: 3 },
    {
      name: 'maxLength',
      given: () => checkLength('abcd', { maxLength: 3 })?.code,
      want: 'length-too-long',
    },
    {
      name: 'minLength',
      given: () => checkLength('', { minLength: 1 })?.code,
      want: 'length-too-short',
    },
    {
      name: 'length',
      given: () => checkLength('ab', { length: 3 })?.code,
      want: 'length-mismatch',
    },
    // Binary types count octets (XSD Part 2, 4.3.1.3): two hex digits, or 4 base64 characters
    // for 3 octets, padding and whitespace not counted.
    { name: 'hexBinary octets', given: () => octetLength('ff00ff00', 'hexBinary'), want: 4 },
    { name: 'base64 octets', given: () => octetLength('AAEC', 'base64Binary'), want: 3 },
    { name: 'base64 octets, padded', given: () => octetLength('AAE=', 'base64Binary'), want: 2 },
    { name: 'base64 octets, spaced', given: () => octetLength('A A = =', 'base64Binary'), want: 1 },
    {
      name: 'hexBinary length counts octets',
      given: () => checkLength('ff00ff00', { length: 4 }, 'hexBinary'),
      want: undefined,
    },
    {
      name: 'hexBinary length, message in octets',
      given: () => checkLength('ff00', { length: 4 }, 'hexBinary')?.message,
      want: 'length 2 octets; exactly 4 required',
    },
    {
      name: 'base64Binary maxLength counts octets',
      given: () => checkLength('AAEC', { maxLength: 2 }, 'base64Binary')?.code,
      want: 'length-too-long',
    },
    {
      name: 'enumeration of ints by value',
      given: () => checkEnumeration(1, ['01', '+2'], 'decimal'),
      want: undefined,
    },
    {
      name: 'enumeration of big integers by value',
      given: () => checkEnumeration(9007199254740993n, ['9007199254740992'], 'decimal')?.code,
      want: 'enumeration-mismatch',
    },
    {
      name: 'minInclusive exact',
      given: () => checkRange(parseDecimal('0.00'), { minInclusive: '0' }),
      want: undefined,
    },
    {
      name: 'minExclusive',
      given: () => checkRange(0, { minExclusive: '0' })?.code,
      want: 'value-too-small',
    },
    {
      name: 'maxInclusive beyond float precision',
      given: () =>
        checkRange(parseDecimal('9007199254740993.01'), { maxInclusive: '9007199254740993' })?.code,
      want: 'value-too-large',
    },
  ];
  it.each(cases)('$name', ({ given, want }) => expect(given()).toStrictEqual(want));

  it('requireValid turns an issue into a located value-invalid decode error', () => {
    const reader = new XmlReader('<a>\n  <total>10.505</total>\n</a>');
    reader.root();
    reader.nextChild();
    let error: unknown;
    try {
      reader.textAs((text) => requireValid(parseDecimal(text), (v) => checkFractionDigits(v, 2)));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DecodeError);
    expect({ ...(error as DecodeError), message: (error as DecodeError).message }).toMatchObject({
      code: 'value-invalid',
      detail: 'fraction-digits-exceeded',
      line: 2,
      column: 3,
      path: '/a/total',
    });
  });
});
