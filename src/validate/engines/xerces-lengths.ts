/**
 * The Xerces of the JDK counts a string's length in UTF-16 code units, not in characters: three
 * emoji are "length = '6'" and fail `maxLength 3` (review r22 fuzz M2), where XSD counts
 * characters (Part 2, 4.3.1: "the number of characters") and libxml2 and the generated codecs
 * accept them, so `--engine both` failed a valid document with an engine disagreement. A length
 * finding whose value holds characters outside the Basic Multilingual Plane, whose stated length
 * is its UTF-16 length, and whose character count satisfies the facet is dropped, with the
 * "value is not valid" finding Xerces pairs it with at the same place.
 */
import type { EngineFinding } from './engine.js';

const LENGTH_FINDING = /^cvc-(?:minLength|maxLength|length)-valid: Value '([\s\S]*)' with length = '(\d+)' is not facet-valid with respect to (minLength|maxLength|length) '(\d+)'/;
const PAIRED = /^cvc-(?:type\.3\.1\.3|attribute\.3|complex-type\.2\.2):/;
const ASTRAL = /[\uD800-\uDBFF][\uDC00-\uDFFF]/;

/** True when the characters of `value` (not its UTF-16 units) satisfy the facet Xerces said they break. */
function lengthMiscounted(message: string): string | undefined {
  const match = LENGTH_FINDING.exec(message);
  if (!match) return undefined;
  const [, value, stated, facet, limit] = match as unknown as [string, string, string, 'minLength' | 'maxLength' | 'length', string];
  if (!ASTRAL.test(value) || value.length !== Number(stated)) return undefined;
  const characters = [...value].length;
  const bound = Number(limit);
  const fits = facet === 'maxLength' ? characters <= bound : facet === 'minLength' ? characters >= bound : characters === bound;
  return fits ? value : undefined;
}

/** `findings` without the length findings Xerces gave for UTF-16 units (and the findings paired with them). */
export function withCharacterLengths<F extends EngineFinding>(findings: readonly F[]): F[] {
  const kept: F[] = [];
  let dropped: { value: string; line: number; column: number } | undefined;
  for (const finding of findings) {
    if (dropped && finding.line === dropped.line && finding.column === dropped.column && PAIRED.test(finding.message) && finding.message.includes(`'${dropped.value}'`)) {
      dropped = undefined;
      continue;
    }
    const value = lengthMiscounted(finding.message);
    dropped = value === undefined ? undefined : { value, line: finding.line, column: finding.column };
    if (value === undefined) kept.push(finding);
  }
  return kept;
}
