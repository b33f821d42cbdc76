/**
 * xs:double and xs:float as JS numbers: decimal or exponent notation, `INF`, `-INF`, `NaN`
 * (XSD Part 2, 3.2.4-3.2.5). An xs:float is read as the double of its text, which the encoder
 * writes back as a lexical form of that double, hence of the same float; its facets and
 * enumerations compare the 32-bit float it stands for (`sameValue`, `checkOrderedRange` with
 * `'float'`: `1E-50` is 0, `1.00000001` is 1).
 * @see https://www.w3.org/TR/xmlschema-2/#double
 */
import { collapseEdges } from './integers.js';
import { ScalarError, scalarIssueOf, wrongJsType, type ScalarIssue } from './scalar-error.js';
import { quotedValue } from './quoted-value.js';

const NUMERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads an xs:double or xs:float.
 * @throws ScalarError `decimal-invalid`
 * @example parseDouble(' 1e3 ') // 1000
 */
export function parseDouble(text: string): number {
  const trimmed = collapseEdges(text);
  if (trimmed === 'INF') return Infinity;
  if (trimmed === '-INF') return -Infinity;
  if (trimmed === 'NaN') return NaN;
  if (!NUMERAL.test(trimmed))
    throw new ScalarError(
      'decimal-invalid',
      `${quotedValue(trimmed)} is not a floating-point number (xs:double, xs:float)`,
    );
  return Number(trimmed);
}

/**
 * Writes an xs:double or xs:float in XSD's spelling (`INF`, `-INF`, `NaN`, `-0` kept); refuses
 * any other JS type than a number (a numeric string would be written as it is, unchecked).
 * @throws ScalarError `decimal-invalid`
 */
export function formatDouble(value: number): string {
  if (typeof value !== 'number')
    throw wrongJsType('decimal-invalid', value, 'a floating-point number', 'give a number');
  if (value === Infinity) return 'INF';
  if (value === -Infinity) return '-INF';
  return Object.is(value, -0) ? '-0' : String(value);
}

/** What a validator reports on a hand-built xs:double or xs:float: what `formatDouble` refuses. */
export function doubleIssue(value: unknown): ScalarIssue | undefined {
  return scalarIssueOf(() => formatDouble(value as number));
}
