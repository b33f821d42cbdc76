/**
 * Values kept as their text (src/runtime/lexical-forms.ts), xs:float's 32-bit value space
 * (value-space.ts) and enumerations of lists and unions (lists.ts, unions.ts): review r9
 * (tools) findings 2-4; the end-to-end tests with xmllint are test/emit/lexical-forms-r9.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  checkOrderedRange,
  checkUnionValue,
  lexicalFormIssue,
  lexicalFormParser,
  listEnumerationIssue,
  parseDecimal,
  parserIssue,
  parseUnion,
  sameValue,
  ScalarError,
  type UnionMember,
  type UnionMemberCheck,
} from '../../src/runtime/index.js';

describe('lexicalFormParser keeps the text, checked', () => {
  it.each([
    { builtin: 'integer', given: ' 005 ', want: '005' },
    { builtin: 'integer', given: '123456789012345678901234', want: '123456789012345678901234' },
    { builtin: 'unsignedByte', given: '0255', want: '0255' },
    { builtin: 'double', given: '1.50', want: '1.50' },
    { builtin: 'float', given: '1E-50', want: '1E-50' },
    { builtin: 'boolean', given: '1', want: '1' },
  ])('$builtin $given -> $want', ({ builtin, given, want }) => {
    expect(lexicalFormParser(builtin)(given)).toBe(want);
  });

  it.each([
    { builtin: 'integer', given: '1.0', code: 'integer-invalid' },
    { builtin: 'unsignedByte', given: '256', code: 'integer-out-of-range' },
    { builtin: 'double', given: '1,5', code: 'decimal-invalid' },
    { builtin: 'boolean', given: 'yes', code: 'boolean-invalid' },
  ])('$builtin $given: $code', ({ builtin, given, code }) => {
    expect(() => lexicalFormParser(builtin)(given)).toThrow(ScalarError);
    expect(lexicalFormIssue(builtin, given)?.code).toBe(code);
  });

  it.each([
    { builtin: 'integer', given: 5, code: 'integer-invalid' },
    { builtin: 'double', given: 1.5, code: 'decimal-invalid' },
    { builtin: 'boolean', given: true, code: 'boolean-invalid' },
  ])('a hand-built $given for $builtin is not its text: $code', ({ builtin, given, code }) => {
    expect(lexicalFormIssue(builtin, given)).toMatchObject({
      code,
      message: expect.stringContaining('the pattern applies to it'),
    });
  });
});

describe("xs:float compares 32-bit floats ('float'), xs:double 64-bit", () => {
  it.each([
    { value: 0.100000001, lexical: '0.1', float: true, double: false },
    { value: '1.00000001', lexical: '1', float: true, double: false },
    { value: 1e-50, lexical: '0', float: true, double: false },
    { value: 0.10000001, lexical: '0.1', float: false, double: false },
    { value: NaN, lexical: 'NaN', float: true, double: true },
  ])('$value = $lexical: float $float, double $double', ({ value, lexical, float, double }) => {
    expect(sameValue(value, lexical, 'float')).toBe(float);
    expect(sameValue(value, lexical, 'double')).toBe(double);
  });

  it.each([
    { value: 1e-50, bounds: { minExclusive: '0' }, want: 'value-too-small' },
    { value: 1e-45, bounds: { minExclusive: '0' }, want: undefined },
    { value: -1e-50, bounds: { minInclusive: '0' }, want: undefined },
    { value: 1.00000001, bounds: { maxInclusive: '1' }, want: undefined },
    { value: 1.0000001, bounds: { maxInclusive: '1' }, want: 'value-too-large' },
  ])('$value within $bounds: $want', ({ value, bounds, want }) => {
    expect(checkOrderedRange(value, bounds, 'float')?.code).toBe(want);
  });
});

describe('enumerations of lists and unions compare values', () => {
  it.each([
    { items: ['1', '2.0'], allowed: ['1.0 2'], want: undefined },
    { items: [1, 2], allowed: ['01 +2'], want: undefined },
    { items: ['2', '1'], allowed: ['1.0 2'], want: 'enumeration-mismatch' },
    { items: ['1'], allowed: ['1.0 2'], want: 'enumeration-mismatch' },
  ])('list $items in $allowed: $want', ({ items, allowed, want }) => {
    expect(listEnumerationIssue(items, allowed, 'decimal')?.code).toBe(want);
  });

  const members: UnionMember[] = [
    { type: 'string', parse: parseDecimal, space: 'decimal' },
    { type: 'string', parse: (text) => text },
  ];
  const checks: UnionMemberCheck[] = [
    { type: 'string', check: (value) => parserIssue(parseDecimal, value), space: 'decimal' },
    { type: 'string' },
  ];
  it.each([
    { text: '1', want: '1' },
    { text: '+01.00', want: '+01.00' },
    { text: 'auto', want: 'auto' },
  ])('union text $text: one of 1.0, auto', ({ text, want }) => {
    expect(parseUnion(text, members, 'U', ['1.0', 'auto'])).toBe(want);
    expect(checkUnionValue(want, checks, 'U', ['1.0', 'auto'])).toBeUndefined();
  });

  it.each(['2', 'Auto', '1.0x'])('union text %s: none of 1.0, auto', (text) => {
    expect(() => parseUnion(text, members, 'U', ['1.0', 'auto'])).toThrow(/is not one of/);
    expect(checkUnionValue(text, checks, 'U', ['1.0', 'auto'])?.code).toBe('enumeration-mismatch');
  });
});
