/**
 * Facet checks of simple-type restrictions, shared by decoders (`requireValid`) and validators
 * (which collect the returned issues). Each returns undefined when the value passes.
 * @see https://www.w3.org/TR/xmlschema-2/#rf-facets
 */
import { allowedValuesPhrase } from './allowed-values.js';
import { compareDecimals, decimal, type Decimal } from './decimal.js';
import { ScalarError, type ScalarIssue } from './scalar-error.js';
import { compileXsdPattern } from './xsd-pattern.js';
import { rangeIssue, sameValue, type ValueSpace } from './value-space.js';
import { quotedValue } from './quoted-value.js';

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
    message: `"${String(value)}" is not one of ${allowedValuesPhrase(String(value), allowed)}`,
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
    message: `${quotedValue(value)} does not match the pattern ${list.join(' | ')}`,
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

/**
 * What a length facet counts (XSD Part 2, 4.3.1.3): characters for the string types, octets of
 * the decoded binary data for xs:hexBinary (two digits an octet) and xs:base64Binary.
 */
export type LengthUnit = 'characters' | 'hexBinary' | 'base64Binary';

/**
 * The octets a lexically valid xs:hexBinary or xs:base64Binary text stands for: half its hex
 * digits; three for every four base64 characters, padding (`=`) and whitespace not counted.
 * @example octetLength('ff00ff00', 'hexBinary') // 4
 * @example octetLength('AAE=', 'base64Binary') // 2
 */
export function octetLength(value: string, unit: 'hexBinary' | 'base64Binary'): number {
  let digits = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // Whitespace (collapsed for both types; base64 may have it inside too) and '=' are no data.
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x3d) digits++;
  }
  return unit === 'hexBinary' ? Math.floor(digits / 2) : Math.floor((digits * 3) / 4);
}

/**
 * xs:length / xs:minLength / xs:maxLength, in characters (code points), or for `hexBinary` and
 * `base64Binary` in octets (`ff00ff00` has length 4).
 * @example checkLength('ff00', { length: 4 }, 'hexBinary') // length-mismatch (2 octets)
 */
export function checkLength(
  value: string,
  facets: LengthFacets,
  unit: LengthUnit = 'characters',
): ScalarIssue | undefined {
  const length = unit === 'characters' ? characterLength(value) : octetLength(value, unit);
  const counted = unit === 'characters' ? `length ${length}` : `length ${length} octets`;
  if (facets.length !== undefined && length !== facets.length) {
    return {
      code: 'length-mismatch',
      message: `${counted}; exactly ${facets.length} required`,
    };
  }
  if (facets.minLength !== undefined && length < facets.minLength) {
    return {
      code: 'length-too-short',
      message: `${counted}; at least ${facets.minLength} required`,
    };
  }
  if (facets.maxLength !== undefined && length > facets.maxLength) {
    return {
      code: 'length-too-long',
      message: `${counted}; at most ${facets.maxLength} allowed`,
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
