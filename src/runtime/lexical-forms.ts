/**
 * Lexical forms of simple values: the text of a typed value (`lexicalForm`), and numbers and
 * booleans kept as their lexical form. XSD checks a `pattern` on the text as written
 * (XSD Part 2, 4.3.4: the lexical space), not on a value: an `xs:integer` with pattern `\d{3}`
 * takes `005` and refuses `5`, one value; an `xs:boolean` with pattern `true|false` refuses `1`.
 * A JS number or boolean has lost that spelling, so generated code keeps the text (a `string`)
 * for a type restricting an integer type, `xs:double`, `xs:float` or `xs:boolean` with a pattern
 * (its own or its base's), as it does for every `xs:decimal`. Decoders read such a value with
 * `lexicalFormParser(builtin)`, encoders write it as it is, validators check it with
 * `lexicalFormIssue(builtin, value)` and then its facets: the pattern on the text, the other
 * facets in the value space (`sameValue`, `checkRange`, `checkOrderedRange` take the text).
 * @see https://www.w3.org/TR/xmlschema-2/#rf-pattern
 */
import { parseDouble } from './doubles.js';
import { INTEGER_BOUNDS, parseBigInteger, parseBoolean, type IntegerTypeName } from './integers.js';
import {
  scalarIssueOf,
  wrongJsType,
  type ScalarIssue,
  type ScalarIssueCode,
} from './scalar-error.js';
import { collapseWhiteSpace } from './white-space.js';

/** The check of each built-in whose pattern-restricted types keep the text: throws when it is none. */
function checkOf(builtin: string): (text: string) => unknown {
  if (Object.hasOwn(INTEGER_BOUNDS, builtin))
    // The whole range: a text is not limited to the safe integers a `number` holds.
    return (text) => parseBigInteger(text, builtin as IntegerTypeName);
  if (builtin === 'double' || builtin === 'float') return parseDouble;
  if (builtin === 'boolean') return parseBoolean;
  throw new TypeError(`xs:${builtin} has no lexical form kept as text`);
}

/**
 * The decoder of a pattern-restricted integer, double, float or boolean type: collapses the
 * text (their whiteSpace), checks that it is a lexical form of `builtin` (the bounds of an
 * integer type included), and returns it.
 * @throws ScalarError `integer-invalid`, `integer-out-of-range`, `decimal-invalid`, `boolean-invalid`
 * @example const integerTextParser = lexicalFormParser('integer'); integerTextParser(' 005 ') // '005'
 */
export function lexicalFormParser(builtin: string): (text: string) => string {
  const check = checkOf(builtin);
  return (text) => {
    const value = collapseWhiteSpace(text);
    check(value);
    return value;
  };
}

/**
 * What a validator reports on a hand-built value of such a type: not a string (a number would
 * be written in a spelling the pattern was never checked on), or no lexical form of `builtin`.
 * @example lexicalFormIssue('integer', 5) // { code: 'integer-invalid', ... }
 */
export function lexicalFormIssue(builtin: string, value: unknown): ScalarIssue | undefined {
  const check = checkOf(builtin);
  if (typeof value !== 'string') {
    const { code, message } = wrongJsType(
      codeOf(builtin),
      value,
      `the text of an xs:${builtin}`,
      'give the lexical string: the pattern applies to it',
    );
    return { code, message };
  }
  return scalarIssueOf(() => check(value));
}

/** The code the built-in's own parser fails with. */
function codeOf(builtin: string): ScalarIssueCode {
  if (builtin === 'boolean') return 'boolean-invalid';
  return Object.hasOwn(INTEGER_BOUNDS, builtin) ? 'integer-invalid' : 'decimal-invalid';
}

/**
 * The lexical form of a typed simple value, for the pattern and enumeration facets of list and
 * union types in validators: strings as they are, numbers and booleans in XSD's spelling, list
 * items joined by spaces.
 */
export function lexicalForm(value: unknown): string {
  if (Array.isArray(value)) return value.map(lexicalForm).join(' ');
  if (value === Infinity) return 'INF';
  if (value === -Infinity) return '-INF';
  return String(value);
}
