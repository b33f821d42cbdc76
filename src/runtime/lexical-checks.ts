/**
 * The lexical spaces of the built-in types whose values stay strings (XSD Part 2, 3.2-3.3): a
 * registry of one small check per built-in, on the whitespace-normalized text. Decoders read
 * such a value with `textParser(builtin)` (normalize, then check); validators can call
 * `lexicalIssue(builtin, value)` on a value built by hand. Built-ins with a parser of their own
 * (decimal, integers, boolean, dates and times, double) are not listed here; `string`,
 * `normalizedString`, `token` and `anySimpleType` accept any text.
 *
 * Not checked: that a QName's prefix is declared (a text alone cannot say; generated codecs
 * resolve it where the text stands and hold the expanded name, ./qname-values.ts) and the
 * uniqueness of IDs and targets of IDREFs (identity is left to XSD engines).
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes
 */
import { compileXsdPattern } from './xsd-pattern.js';
import { isDuration, isGDay, isGMonth, isGMonthDay, isGYear, isGYearMonth } from './gregorian.js';
import { unencodableIssue } from './escape.js';
import { ScalarError, wrongJsType, type ScalarIssue } from './scalar-error.js';
import { normalizeWhiteSpace, type WhiteSpace } from './white-space.js';
import { quotedValue } from './quoted-value.js';

/** Whether a text (whitespace already collapsed) is in a built-in's lexical space. */
type LexicalCheck = (text: string) => boolean;

const matches =
  (pattern: string): LexicalCheck =>
  (text) =>
    compileXsdPattern(pattern).test(text);

const NCNAME = '[\\i-[:]][\\c-[:]]*';
const isNCName = matches(NCNAME);

const BASE64 =
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=|[A-Za-z0-9+/][AQgw]==)?$/;

/** xs:base64Binary: groups of four base64 characters (spaces between them), `=` padding. */
function isBase64(text: string): boolean {
  return BASE64.test(text.replace(/ /g, ''));
}

/**
 * One check per built-in whose lexical space is narrower than any string (XSD Part 2, 3.2 and
 * 3.3). Adding one: a `(text) => boolean` on the collapsed text, and its name in `LexicalBuiltin`.
 */
export const LEXICAL_CHECKS = {
  Name: matches('\\i\\c*'),
  NCName: isNCName,
  ID: isNCName,
  IDREF: isNCName,
  ENTITY: isNCName,
  NMTOKEN: matches('\\c+'),
  QName: matches(`(${NCNAME}:)?${NCNAME}`),
  language: matches('[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*'),
  // RFC 2396/3986 leave most characters to applications; an escape must be complete.
  anyURI: (text) => !/%(?![0-9A-Fa-f]{2})/.test(text),
  hexBinary: (text) => /^(?:[0-9A-Fa-f]{2})*$/.test(text),
  base64Binary: isBase64,
  duration: isDuration,
  gYear: isGYear,
  gYearMonth: isGYearMonth,
  gMonth: isGMonth,
  gMonthDay: isGMonthDay,
  gDay: isGDay,
} as const satisfies Record<string, LexicalCheck>;

/** A built-in with a lexical check of {@link LEXICAL_CHECKS}. @example 'NCName' */
export type LexicalBuiltin = keyof typeof LEXICAL_CHECKS;

/** True when the built-in has a lexical check here. */
export function hasLexicalCheck(builtin: string): builtin is LexicalBuiltin {
  return Object.hasOwn(LEXICAL_CHECKS, builtin);
}

/**
 * The issue of a text outside a built-in's lexical space (undefined: inside, or a built-in with
 * no check here). The text is collapsed first, as every one of these built-ins does.
 * @example lexicalIssue('gYearMonth', '2024-13') // { code: 'lexical-invalid', ... }
 */
export function lexicalIssue(builtin: string, text: string): ScalarIssue | undefined {
  if (!hasLexicalCheck(builtin)) return undefined;
  const value = normalizeWhiteSpace(text, 'collapse');
  if (LEXICAL_CHECKS[builtin](value)) return undefined;
  return { code: 'lexical-invalid', message: `${quotedValue(text)} is not an xs:${builtin}` };
}

/**
 * The issue of a hand-built value of a string-valued built-in (validators): not a string, a
 * character XML 1.0 cannot carry (the encoder would refuse it), or outside the built-in's
 * lexical space (`lexicalIssue`).
 * @example stringIssue('ID', 'a b') // { code: 'lexical-invalid', ... }
 */
export function stringIssue(builtin: string, value: unknown): ScalarIssue | undefined {
  if (typeof value !== 'string') {
    const { code, message } = wrongJsType('lexical-invalid', value, 'a string');
    return { code, message };
  }
  const unencodable = unencodableIssue(value);
  if (unencodable) return { code: 'character-invalid', message: unencodable };
  return lexicalIssue(builtin, value);
}

/**
 * The decoder of a string-valued built-in (or of a type derived from one with its own
 * whiteSpace facet): normalizes the text (the built-in's whiteSpace unless `whiteSpace` is
 * given), checks its lexical space, and returns the normalized text.
 * @throws ScalarError `lexical-invalid`
 * @example const tokenParser = textParser('token'); tokenParser(' a  b ') // 'a b'
 */
export function textParser(builtin: string, whiteSpace?: WhiteSpace): (text: string) => string {
  const mode = whiteSpace ?? builtinWhiteSpace(builtin);
  const check = hasLexicalCheck(builtin) ? LEXICAL_CHECKS[builtin] : undefined;
  return (text) => {
    const value = normalizeWhiteSpace(text, mode);
    if (check && !check(value))
      throw new ScalarError('lexical-invalid', `${quotedValue(text)} is not an xs:${builtin}`);
    return value;
  };
}

/** The whiteSpace facet of a built-in: preserve for string, replace for normalizedString, else collapse. */
export function builtinWhiteSpace(builtin: string): WhiteSpace {
  if (builtin === 'string' || builtin === 'anySimpleType') return 'preserve';
  return builtin === 'normalizedString' ? 'replace' : 'collapse';
}
