/**
 * xs:decimal kept exact: a branded string holding the lexical form as the document wrote it
 * (`0.10` stays `0.10`; `12345678901234567.89` is never rounded through a binary float), with
 * facet checks on the value space and exact arithmetic through BigInt for server-side sums.
 * @see https://www.w3.org/TR/xmlschema-2/#decimal
 */
import { collapseEdges } from './integers.js';
import { ScalarError, wrongJsType, type ScalarIssue } from './scalar-error.js';
import { quotedValue } from './quoted-value.js';

declare const decimalBrand: unique symbol;
/** An xs:decimal in its lexical form. @example '1234.50' as Decimal */
export type Decimal = string & { readonly [decimalBrand]: true };

const DECIMAL_LEXICAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** True when the text (already whitespace-collapsed) is an xs:decimal lexical form. */
export function isDecimal(text: string): text is Decimal {
  return DECIMAL_LEXICAL.test(text);
}

/** Validates an xs:decimal and returns it branded, surrounding whitespace removed. */
export function parseDecimal(text: string): Decimal {
  if (typeof text !== 'string') throw wrongJsType('decimal-invalid', text, 'a decimal string');
  const token = collapseEdges(text);
  if (!DECIMAL_LEXICAL.test(token)) {
    throw new ScalarError(
      'decimal-invalid',
      `${quotedValue(text)} is not a decimal (digits, optional sign and point; no exponent)`,
    );
  }
  return token as Decimal;
}

/** Brands a value known to be a decimal: a lexical string, a bigint, or a safe integer number. */
export function decimal(value: string | bigint | number): Decimal {
  if (typeof value === 'bigint') return value.toString() as Decimal;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new ScalarError(
        'decimal-invalid',
        `${value} is not a safe integer; pass fractional amounts as strings`,
      );
    }
    return String(value) as Decimal;
  }
  return parseDecimal(value);
}

/** A decimal as unscaled integer and scale: value = unscaled / 10^scale. */
interface Scaled {
  unscaled: bigint;
  scale: number;
}

function toScaled(value: Decimal): Scaled {
  const negative = value.charCodeAt(0) === 0x2d;
  const body = value.charCodeAt(0) === 0x2b || negative ? value.slice(1) : value;
  const point = body.indexOf('.');
  const whole = point === -1 ? body : body.slice(0, point);
  const fraction = point === -1 ? '' : body.slice(point + 1);
  const unscaled = BigInt((whole || '0') + fraction);
  return { unscaled: negative ? -unscaled : unscaled, scale: fraction.length };
}

function fromScaled({ unscaled, scale }: Scaled): Decimal {
  const negative = unscaled < 0n;
  let digits = (negative ? -unscaled : unscaled).toString();
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0');
    digits = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  }
  return ((negative ? '-' : '') + digits) as Decimal;
}

function rescale(value: Scaled, scale: number): bigint {
  return value.unscaled * 10n ** BigInt(scale - value.scale);
}

/** Digits of the value (not the lexical form): leading integer zeros and trailing fraction zeros dropped. */
function significant(value: Decimal): { integerDigits: number; fractionDigits: number } {
  const body = value.replace(/^[+-]/, '');
  const point = body.indexOf('.');
  const whole = (point === -1 ? body : body.slice(0, point)).replace(/^0+/, '');
  const fraction = (point === -1 ? '' : body.slice(point + 1)).replace(/0+$/, '');
  return { integerDigits: whole.length, fractionDigits: fraction.length };
}

/** The XSD canonical form: no '+', no leading zeros, no trailing fraction zeros (`-0.10` -> `-0.1`). */
export function canonicalDecimal(value: Decimal): Decimal {
  const { unscaled, scale } = toScaled(value);
  let result: Scaled = { unscaled, scale };
  while (result.scale > 0 && result.unscaled % 10n === 0n) {
    result = { unscaled: result.unscaled / 10n, scale: result.scale - 1 };
  }
  return fromScaled(result);
}

/** xs:fractionDigits: at most `max` digits after the point in the value (`1.50` has 1). */
export function checkFractionDigits(value: Decimal, max: number): ScalarIssue | undefined {
  const { fractionDigits } = significant(value);
  return fractionDigits > max
    ? {
        code: 'fraction-digits-exceeded',
        message: `${value} has ${fractionDigits} fraction digits; at most ${max} allowed`,
      }
    : undefined;
}

/** xs:totalDigits: at most `max` significant digits in the value. */
export function checkTotalDigits(value: Decimal, max: number): ScalarIssue | undefined {
  const { integerDigits, fractionDigits } = significant(value);
  const total = Math.max(integerDigits + fractionDigits, 1);
  return total > max
    ? {
        code: 'total-digits-exceeded',
        message: `${value} has ${total} digits; at most ${max} allowed`,
      }
    : undefined;
}

/** Compares two decimals exactly: -1, 0 or 1 (`1.0` equals `1`). */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  const left = rescale(x, scale);
  const right = rescale(y, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Exact sum; the result has the larger scale of the two (`0.10 + 1.5 = 1.60`). */
export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const x = toScaled(a);
  const y = toScaled(b);
  const scale = Math.max(x.scale, y.scale);
  return fromScaled({ unscaled: rescale(x, scale) + rescale(y, scale), scale });
}

/** Exact difference `a - b`. */
export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  const y = toScaled(b);
  return addDecimals(a, fromScaled({ unscaled: -y.unscaled, scale: y.scale }));
}

/** Exact sum of a list (`0` with scale 0 for an empty list). */
export function sumDecimals(values: readonly Decimal[], scale = 0): Decimal {
  let total = fromScaled({ unscaled: 0n, scale });
  for (const value of values) total = addDecimals(total, value);
  return total;
}

/** Exact product (scale = sum of scales), e.g. hours x rate before rounding to cents. */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  const x = toScaled(a);
  const y = toScaled(b);
  return fromScaled({ unscaled: x.unscaled * y.unscaled, scale: x.scale + y.scale });
}

/**
 * Rounds to `fractionDigits` digits (padding with zeros when shorter): half-up (away from zero,
 * the usual rule for money) or half-even (banker's rounding).
 * @example roundDecimal(decimal('2.345'), 2) // '2.35'
 */
export function roundDecimal(
  value: Decimal,
  fractionDigits: number,
  mode: 'half-up' | 'half-even' = 'half-up',
): Decimal {
  const x = toScaled(value);
  if (x.scale <= fractionDigits)
    return fromScaled({ unscaled: rescale(x, fractionDigits), scale: fractionDigits });
  const divisor = 10n ** BigInt(x.scale - fractionDigits);
  const negative = x.unscaled < 0n;
  const magnitude = negative ? -x.unscaled : x.unscaled;
  let quotient = magnitude / divisor;
  const twiceRemainder = (magnitude % divisor) * 2n;
  if (
    twiceRemainder > divisor ||
    (twiceRemainder === divisor && (mode === 'half-up' || quotient % 2n === 1n))
  )
    quotient++;
  return fromScaled({ unscaled: negative ? -quotient : quotient, scale: fractionDigits });
}
