/**
 * Whether a text is a value of an XML Schema built-in simple type (XSD Part 2, 3.2 and 3.3),
 * named at run time: the text of an `xs:anyType` element whose `xsi:type` names a built-in
 * (`<val xsi:type="xs:int">4</val>`, every vSphere property value) is checked against it, as
 * XSD engines do. One check per built-in, by the runtime's own parsers (numbers, dates and times
 * in their full range: the raw XML keeps the text, no JS number has to hold it) and lexical
 * checks, after the built-in's whiteSpace.
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes
 */
import { parseDate, parseDateTime, parseTime } from './date-time.js';
import { parseDecimal } from './decimal.js';
import { parseDouble } from './doubles.js';
import { INTEGER_BOUNDS, parseBigInteger, parseBoolean, type IntegerTypeName } from './integers.js';
import { builtinWhiteSpace, LEXICAL_CHECKS, lexicalIssue } from './lexical-checks.js';
import { splitList } from './lists.js';
import { scalarIssueOf, type ScalarIssue } from './scalar-error.js';
import { normalizeWhiteSpace } from './white-space.js';
import { quotedValue } from './quoted-value.js';

/** The URI a prefix is bound to where the value stands, or undefined (xs:QName values). */
export type PrefixLookup = (prefix: string) => string | undefined;

/** The check of one built-in on its whitespace-normalized text. */
type BuiltinCheck = (value: string, lookup: PrefixLookup) => ScalarIssue | undefined;

const anyText: BuiltinCheck = () => undefined;
const parsed =
  (parse: (text: string) => unknown): BuiltinCheck =>
  (value) =>
    scalarIssueOf(() => parse(value));
const lexical =
  (builtin: string): BuiltinCheck =>
  (value) =>
    lexicalIssue(builtin, value);

/**
 * The parsers of the built-ins with a value space of their own (numbers, booleans, dates and
 * times): the value of a text, or a ScalarError. Integers are checked in their full range and
 * read as decimals, comparable with the bounds of decimal facets. What the schema loader checks a
 * schema's own values with (src/schema/map/simple-values.ts) and what `builtinValueIssue` runs.
 */
export const VALUE_PARSERS: Readonly<Record<string, (text: string) => unknown>> = {
  decimal: parseDecimal,
  float: parseDouble,
  double: parseDouble,
  boolean: parseBoolean,
  dateTime: parseDateTime,
  date: parseDate,
  time: parseTime,
  ...Object.fromEntries(
    Object.keys(INTEGER_BOUNDS).map((builtin) => [
      builtin,
      (text: string) => {
        parseBigInteger(text, builtin as IntegerTypeName);
        return parseDecimal(text);
      },
    ]),
  ),
};

/** A list built-in: at least one item (XSD Part 2, 3.3.2, 3.3.10, 3.3.12), each of `item`. */
const list =
  (builtin: string, item: BuiltinCheck): BuiltinCheck =>
  (value, lookup) => {
    const items = splitList(value);
    if (items.length === 0)
      return { code: 'length-too-short', message: `an xs:${builtin} holds at least one item` };
    for (const one of items) {
      const issue = item(one, lookup);
      if (issue) return issue;
    }
    return undefined;
  };

/** xs:QName: lexically a QName whose prefix is bound where it stands (XSD Part 2, 3.2.18). */
const qualifiedName: BuiltinCheck = (value, lookup) => {
  const issue = lexicalIssue('QName', value);
  if (issue) return issue;
  const colon = value.indexOf(':');
  if (colon < 0 || lookup(value.slice(0, colon)) !== undefined) return undefined;
  const message = `the prefix '${value.slice(0, colon)}' of ${quotedValue(value)} is not declared (no xmlns:${value.slice(0, colon)} in scope)`;
  return { code: 'lexical-invalid', message };
};

/**
 * ENTITY, ENTITIES and NOTATION name declarations of a DTD, which documents here never have
 * (the reader refuses any DOCTYPE): no text is a value of them.
 */
const declaredByDtd =
  (builtin: string): BuiltinCheck =>
  (value) => ({
    code: 'lexical-invalid',
    message: `${quotedValue(value)} is no xs:${builtin}: it would name a declaration of a DTD, which the document cannot have`,
  });

/** Every built-in simple type of XSD 1.0, by local name (xs:anyType is no simple type). */
const BUILTIN_CHECKS: Readonly<Record<string, BuiltinCheck>> = {
  anySimpleType: anyText,
  string: anyText,
  normalizedString: anyText,
  token: anyText,
  QName: qualifiedName,
  ENTITY: declaredByDtd('ENTITY'),
  ENTITIES: declaredByDtd('ENTITIES'),
  NOTATION: declaredByDtd('NOTATION'),
  NMTOKENS: list('NMTOKENS', lexical('NMTOKEN')),
  IDREFS: list('IDREFS', lexical('IDREF')),
  ...Object.fromEntries(
    Object.keys(LEXICAL_CHECKS)
      .filter((builtin) => builtin !== 'QName' && builtin !== 'ENTITY')
      .map((builtin) => [builtin, lexical(builtin)]),
  ),
  ...Object.fromEntries(Object.entries(VALUE_PARSERS).map(([builtin, parse]) => [builtin, parsed(parse)])),
};

/** True when `local` names a built-in simple type of the XML Schema namespace. */
export function isBuiltinSimpleType(local: string): boolean {
  return Object.hasOwn(BUILTIN_CHECKS, local);
}

/**
 * Why `text` is no value of the built-in simple type `builtin` (after its whiteSpace), or
 * undefined when it is one. `lookup` resolves the prefix of an xs:QName value.
 * @example builtinValueIssue('int', 'four') // { code: 'integer-invalid', ... }
 * @example builtinValueIssue('NMTOKENS', ' ') // { code: 'length-too-short', ... }
 */
export function builtinValueIssue(
  builtin: string,
  text: string,
  lookup: PrefixLookup = () => undefined,
): ScalarIssue | undefined {
  const check = Object.hasOwn(BUILTIN_CHECKS, builtin) ? BUILTIN_CHECKS[builtin] : undefined;
  if (!check)
    return { code: 'lexical-invalid', message: `xs:${builtin} is no built-in simple type` };
  return check(normalizeWhiteSpace(text, builtinWhiteSpace(builtin)), lookup);
}
