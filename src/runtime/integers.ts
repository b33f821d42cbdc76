/**
 * xs:integer and its built-in derivations, and xs:boolean.
 * @see https://www.w3.org/TR/xmlschema-2/#integer and #boolean
 *
 * Decision: every integer type decodes to a JS `number`. The bounded types up to 32 bits
 * (int, unsignedInt, short, byte, ...) always fit. The wider ones (long, unsignedLong, integer,
 * nonNegativeInteger, ...) decode to a number only when the value is within
 * Number.MAX_SAFE_INTEGER; a larger value is refused with `integer-out-of-range` rather than
 * silently rounded. `parseBigInteger` reads the full range for callers that need it.
 */
import { ScalarError, scalarIssueOf, wrongJsType, type ScalarIssue } from './scalar-error.js';
import { quotedValue } from './quoted-value.js';

const INTEGER_LEXICAL = /^[+-]?[0-9]+$/;

/** Trims the XML whitespace the XSD `collapse` facet removes around a token. */
export function collapseEdges(text: string): string {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first <= 0x20 || last <= 0x20 ? text.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '') : text;
}

/** Value bounds of the built-in integer types. */
export const INTEGER_BOUNDS = {
  integer: [undefined, undefined],
  long: [-(2n ** 63n), 2n ** 63n - 1n],
  int: [-(2n ** 31n), 2n ** 31n - 1n],
  short: [-32768n, 32767n],
  byte: [-128n, 127n],
  nonNegativeInteger: [0n, undefined],
  positiveInteger: [1n, undefined],
  nonPositiveInteger: [undefined, 0n],
  negativeInteger: [undefined, -1n],
  unsignedLong: [0n, 2n ** 64n - 1n],
  unsignedInt: [0n, 2n ** 32n - 1n],
  unsignedShort: [0n, 65535n],
  unsignedByte: [0n, 255n],
} as const satisfies Record<string, readonly [bigint | undefined, bigint | undefined]>;

/** Name of a built-in integer type. @example 'unsignedInt' */
export type IntegerTypeName = keyof typeof INTEGER_BOUNDS;

/** Reads any xs:integer lexical form as a bigint (full range). */
export function parseBigInteger(text: string, type: IntegerTypeName = 'integer'): bigint {
  const token = collapseEdges(text);
  if (!INTEGER_LEXICAL.test(token)) {
    throw new ScalarError('integer-invalid', `${quotedValue(text)} is not an integer (xs:${type})`);
  }
  const value = BigInt(token);
  const [min, max] = INTEGER_BOUNDS[type];
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    throw new ScalarError(
      'integer-out-of-range',
      `${token} is outside the range of xs:${type} (${min ?? '-inf'}..${max ?? 'inf'})`,
    );
  }
  return value;
}

const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Returns a parser of one integer type to `number` (see the decision above).
 * @example const parseUnsignedInt = integerParser('unsignedInt'); parseUnsignedInt('42') // 42
 */
export function integerParser(type: IntegerTypeName): (text: string) => number {
  return (text) => {
    const value = parseBigInteger(text, type);
    if (value > SAFE_MAX || value < -SAFE_MAX) {
      throw new ScalarError(
        'integer-out-of-range',
        `${value} (xs:${type}) is beyond the exact range of a JavaScript number (±${Number.MAX_SAFE_INTEGER}): integers are numbers, a documented limit (src/schema/SUBSET.md)`,
      );
    }
    return Number(value);
  };
}

/** xs:unsignedInt (mileage, engine hours). */
export const parseUnsignedInt: (text: string) => number = integerParser('unsignedInt');
/** xs:int. */
export const parseInt32: (text: string) => number = integerParser('int');
/** xs:long, as a number within the safe range. */
export const parseLong: (text: string) => number = integerParser('long');
/** xs:integer, as a number within the safe range. */
export const parseInteger: (text: string) => number = integerParser('integer');

/** Writes an integer in canonical form; refuses other JS types, fractions and numbers beyond ±(2^53-1). */
export function formatInteger(value: number | bigint): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'number')
    throw wrongJsType('integer-invalid', value, 'an integer', 'give a number or a bigint');
  // A fraction (or NaN, Infinity) is simply no integer; only a whole number beyond ±(2^53-1),
  // which a JS number cannot hold exactly, is about the documented limit.
  if (!Number.isInteger(value))
    throw new ScalarError('integer-invalid', `${value} is not an integer`);
  if (!Number.isSafeInteger(value))
    throw new ScalarError(
      'integer-invalid',
      `${value} is not a safe integer (integers are numbers within ±2^53-1: src/schema/SUBSET.md)`,
    );
  return String(value);
}

/**
 * What a validator reports on a hand-built integer value: what `formatInteger` refuses (another
 * JS type, a fraction, an unsafe number), then the bounds of its type (`parse`, the decoder's
 * parser, e.g. `parseUnsignedInt`).
 * @example integerIssue(parseUnsignedInt, -1) // { code: 'integer-out-of-range', ... }
 */
export function integerIssue(
  parse: (text: string) => unknown,
  value: unknown,
): ScalarIssue | undefined {
  return scalarIssueOf(() => parse(formatInteger(value as number | bigint)));
}

/** xs:boolean: `true`, `false`, `1`, `0` (XSD lexical space); a refusal names the forms SPEC.md writes (listing 1 and 0 led the server's users to them, and the SPEC convention then refused them: review r27 server L4). */
export function parseBoolean(text: string): boolean {
  switch (collapseEdges(text)) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    default:
      throw new ScalarError('boolean-invalid', `${quotedValue(text)} is not a boolean (true or false)`);
  }
}

/**
 * Writes a boolean as the API does: `true` / `false`; refuses any other JS type (the string
 * `"false"` is truthy: it would have been written `true`).
 * @throws ScalarError `boolean-invalid`
 */
export function formatBoolean(value: boolean): string {
  if (typeof value !== 'boolean')
    throw wrongJsType('boolean-invalid', value, 'a boolean', 'give true or false');
  return value ? 'true' : 'false';
}

/** What a validator reports on a hand-built boolean value: what `formatBoolean` refuses. */
export function booleanIssue(value: unknown): ScalarIssue | undefined {
  return scalarIssueOf(() => formatBoolean(value as boolean));
}
