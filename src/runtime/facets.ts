/**
 * Facet checks of simple-type restrictions, shared by decoders (`requireValid`) and validators
 * (which collect the returned issues). Each returns undefined when the value passes.
 * @see https://www.w3.org/TR/xmlschema-2/#rf-facets
 */
import { compareDecimals, decimal, type Decimal } from './decimal.js';
import { ScalarError, type ScalarIssue } from './scalar-error.js';
import { compileXsdPattern } from './xsd-pattern.js';
import { rangeIssue, sameValue, type ValueSpace } from './value-space.js';

/**
 * xs:enumeration: the value must be one of `allowed`, compared in the type's value space (XSD
 * Part 2, 4.3.5.4): as strings by default; `decimal` for xs:decimal and the integer types (`1`,
 * `1.0` and `1.00` are one value), `double`, `boolean`, `dateTime`/`date`/`time`... (value-space.ts).
 * @example checkEnumeration('2.5', ['1.0', '2.50'], 'decimal') // undefined
 */
export function checkEnumeration(
  value: string | number | boolean | bigint,
  allowed: readonly string[],
  space: ValueSpace = 'string',
): ScalarIssue | undefined {
  if (
    space === 'string'
      ? allowed.includes(value as string)
      : allowed.some((lexical) => sameValue(value, lexical, space))
  )
    return undefined;
  return {
    code: 'enumeration-mismatch',
    message: `"${String(value)}" is not one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`,
  };
}

/**
 * xs:pattern: the value must match one of the patterns given in one restriction step (XSD ORs
 * patterns of one step; AND the steps by calling this once per step).
 */
export function checkPattern(
  value: string,
  patterns: string | readonly string[],
): ScalarIssue | undefined {
  const list = typeof patterns === 'string' ? [patterns] : patterns;
  for (const pattern of list) if (compileXsdPattern(pattern).test(value)) return undefined;
  return {
    code: 'pattern-mismatch',
    message: `"${value}" does not match the pattern ${list.join(' | ')}`,
  };
}

/** Length in characters as XSD counts them (Unicode code points, not UTF-16 units). */
export function characterLength(value: string): number {
  let length = value.length;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      length--;
      i++;
    }
  }
  return length;
}

/** Length facets of a string type. */
export interface LengthFacets {
  length?: number;
  minLength?: number;
  maxLength?: number;
}

/** xs:length / xs:minLength / xs:maxLength. */
export function checkLength(value: string, facets: LengthFacets): ScalarIssue | undefined {
  const length = characterLength(value);
  if (facets.length !== undefined && length !== facets.length) {
    return {
      code: 'length-mismatch',
      message: `length ${length}; exactly ${facets.length} required`,
    };
  }
  if (facets.minLength !== undefined && length < facets.minLength) {
    return {
      code: 'length-too-short',
      message: `length ${length}; at least ${facets.minLength} required`,
    };
  }
  if (facets.maxLength !== undefined && length > facets.maxLength) {
    return {
      code: 'length-too-long',
      message: `length ${length}; at most ${facets.maxLength} allowed`,
    };
  }
  return undefined;
}

/** Bounds of a numeric type, as decimal lexical strings (exact). @example { minInclusive: '0' } */
export interface RangeFacets {
  minInclusive?: string;
  maxInclusive?: string;
  minExclusive?: string;
  maxExclusive?: string;
}

/** xs:minInclusive / maxInclusive / minExclusive / maxExclusive on decimals and integers, exactly. */
export function checkRange(
  value: Decimal | number | bigint,
  facets: RangeFacets,
): ScalarIssue | undefined {
  const v = typeof value === 'string' ? value : decimal(value);
  return rangeIssue(facets, v, (bound) => compareDecimals(v, decimal(bound)));
}

/**
 * Returns the value when every issue is undefined, else throws the first as a ScalarError
 * (a decoder's `textAs` turns it into a located `value-invalid`).
 * @example r.textAs((t) => requireValid(parseDecimal(t), (v) => checkFractionDigits(v, 2)))
 */
export function requireValid<T>(
  value: T,
  ...checks: Array<(value: T) => ScalarIssue | undefined>
): T {
  for (const check of checks) {
    const issue = check(value);
    if (issue) throw new ScalarError(issue.code, issue.message);
  }
  return value;
}
