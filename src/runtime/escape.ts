/**
 * Escaping for text and attribute values. Characters XML 1.0 cannot carry at all (C0 controls
 * other than tab/LF/CR, U+FFFE, U+FFFF, unpaired surrogates) are refused rather than silently dropped.
 * @see https://www.w3.org/TR/xml/#syntax
 */

// A surrogate code unit not paired with its partner is no character at all (XML 1.0 Char).
const LONE_SURROGATE =
  '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
// The fast tests: one character class (any surrogate, paired or not, takes the slow path, where
// UNENCODABLE tells a lone one): an alternation with lookarounds ran ~3x slower on every value.
const TEXT_SPECIAL = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const ATTRIBUTE_SPECIAL =
  /[&<>"\t\n\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const UNENCODABLE = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]|${LONE_SURROGATE}`,
);

/** Why XML 1.0 cannot carry a string (a control character, U+FFFE/F, a lone surrogate), else undefined. */
export function unencodableIssue(value: string): string | undefined {
  return UNENCODABLE.test(value) ? new UnencodableCharacterError(value).message : undefined;
}

/** A value holds a character no XML 1.0 document can represent. */
export class UnencodableCharacterError extends Error {
  readonly code = 'value-unencodable';
  constructor(value: string) {
    const bad = UNENCODABLE.exec(value)![0].charCodeAt(0);
    super(
      `character U+${bad.toString(16).toUpperCase().padStart(4, '0')} cannot be written in XML 1.0`,
    );
    this.name = 'UnencodableCharacterError';
  }
}

const TEXT_REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#13;',
};
const ATTRIBUTE_REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Escapes character data: `&`, `<`, `>` and CR (so that it survives line-end normalisation). */
export function escapeText(value: string): string {
  if (!TEXT_SPECIAL.test(value)) return value;
  if (UNENCODABLE.test(value)) throw new UnencodableCharacterError(value);
  return value.replace(/[&<>\r]/g, (c) => TEXT_REPLACEMENTS[c]!);
}

/** Escapes a double-quoted attribute value, tab/LF/CR as references (they survive normalisation). */
export function escapeAttribute(value: string): string {
  if (!ATTRIBUTE_SPECIAL.test(value)) return value;
  if (UNENCODABLE.test(value)) throw new UnencodableCharacterError(value);
  return value.replace(/[&<>"\t\n\r]/g, (c) => ATTRIBUTE_REPLACEMENTS[c]!);
}
