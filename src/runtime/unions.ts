/**
 * Union values (XSD Part 2, 2.5.1.3 "Union datatypes"): a text is a value of the first member
 * type, in order, whose lexical space and facets accept it; a value is written by the first
 * member whose JavaScript type it has and that accepts the text it formats to. Generated codecs
 * describe the members once (`UnionMember[]`) and call these. The union's own enumeration
 * compares the value in the value space of the member it is a value of (`1` of a decimal member
 * is the `1.0` of the schema; XSD Part 2, 4.3.5).
 */
import { allowedValuesPhrase } from './allowed-values.js';
import { lexicalForm } from './lexical-forms.js';
import { jsTypeOf, ScalarError, scalarIssueOf, type ScalarIssue } from './scalar-error.js';
import { sameValue, type ValueSpace } from './value-space.js';
import { quotedValue } from './quoted-value.js';

/** One member type of a union, as generated code describes it. */
export interface UnionMember {
  /** The JavaScript type of the member's values (`array` for a list member, `any` for a nested union). */
  type: 'string' | 'number' | 'boolean' | 'array' | 'any';
  /** Text -> value; throws ScalarError when the text is not a value of the member (facets included). */
  parse(text: string): unknown;
  /** Value -> text; absent: the value (a string) is its own text. */
  format?(value: never): string;
  /**
   * The issue of a value of the member, checked on the value rather than by parsing the text
   * `format` writes back (an xs:QName's text reads back only with the bindings where it stands).
   */
  valueIssue?(value: never): ScalarIssue | undefined;
  /** The value space the union's enumeration compares the member's values in; absent: strings. */
  space?: ValueSpace;
}

/**
 * The issue of a value of `member` that is none of the union's `allowed` values, compared in the
 * member's value space; undefined when it is one (or the union has no enumeration).
 */
function enumerationIssue(
  value: unknown,
  member: { space?: ValueSpace },
  allowed: readonly string[] | undefined,
): ScalarIssue | undefined {
  const space = member.space ?? 'string';
  if (!allowed || allowed.some((lexical) => sameValue(value, lexical, space))) return undefined;
  return {
    code: 'enumeration-mismatch',
    message: `"${lexicalForm(value)}" is not one of ${allowedValuesPhrase(lexicalForm(value), allowed)}`,
  };
}

/**
 * A value as a message shows it: a string quoted, a number as JS spells it (`NaN`, `Infinity`,
 * `-0`, which JSON would print as `null` and `0`), a bigint by its digits, a list item by item,
 * anything else as JSON or, failing that, by its JS type.
 */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Object.is(value, -0)) return '-0';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value === undefined || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(shown).join(', ')}]`;
  if (value instanceof Date) return jsTypeOf(value);
  try {
    return JSON.stringify(value) ?? jsTypeOf(value);
  } catch {
    return jsTypeOf(value); // a bigint inside, a cycle
  }
}

function hasType(value: unknown, type: UnionMember['type']): boolean {
  switch (type) {
    case 'array':
      return Array.isArray(value);
    case 'any':
      return true;
    default:
      return typeof value === type;
  }
}

/**
 * Reads a union value: the first member that accepts `text`; with `allowed` (the union's
 * enumeration), that value must be one of them in the member's value space. `typeName` is the
 * union's XSD name as messages give it (`{ns}className.type`; an anonymous union's place).
 * @throws ScalarError `union-mismatch`, `enumeration-mismatch`
 */
export function parseUnion(
  text: string,
  members: readonly UnionMember[],
  typeName: string,
  allowed?: readonly string[],
): unknown {
  for (const member of members) {
    let value: unknown;
    try {
      value = member.parse(text);
    } catch (error) {
      if (!(error instanceof ScalarError)) throw error;
      continue;
    }
    const issue = enumerationIssue(value, member, allowed);
    if (issue) throw new ScalarError(issue.code, issue.message);
    return value;
  }
  throw new ScalarError(
    'union-mismatch',
    `${quotedValue(text)} is not a value of any member type of ${typeName}`,
  );
}

/** Writes a union value with the first member that accepts it. @throws ScalarError `union-mismatch` */
export function formatUnion(
  value: unknown,
  members: readonly UnionMember[],
  typeName: string,
): string {
  for (const member of members) {
    if (!hasType(value, member.type)) continue;
    try {
      if (member.valueIssue) {
        if (member.valueIssue(value as never)) continue;
        return member.format ? member.format(value as never) : (value as string);
      }
      const text = member.format ? member.format(value as never) : (value as string);
      member.parse(text);
      return text;
    } catch (error) {
      if (!(error instanceof ScalarError)) throw error;
    }
  }
  throw new ScalarError(
    'union-mismatch',
    `${shown(value)} is not a value of any member type of ${typeName}`,
  );
}

/** The issue of a value that no member of the union accepts (validators), else undefined. */
export function checkUnion(
  value: unknown,
  members: readonly UnionMember[],
  typeName: string,
): ScalarIssue | undefined {
  return scalarIssueOf(() => formatUnion(value, members, typeName));
}

/** A member type of a union as generated validators describe it: its JS type and value check. */
export interface UnionMemberCheck {
  type: UnionMember['type'];
  /** The member's facets and lexical form on a value of its type; absent: any such value. */
  check?(value: never): ScalarIssue | undefined;
  /** As `UnionMember.space`. */
  space?: ValueSpace;
}

/**
 * The issue of a typed value that no member accepts (validators), else undefined; with
 * `allowed` (the union's enumeration), the value must be one of them in the value space of the
 * first member that accepts it.
 */
export function checkUnionValue(
  value: unknown,
  members: readonly UnionMemberCheck[],
  typeName: string,
  allowed?: readonly string[],
): ScalarIssue | undefined {
  for (const member of members) {
    if (hasType(value, member.type) && member.check?.(value as never) === undefined)
      return enumerationIssue(value, member, allowed);
  }
  return {
    code: 'union-mismatch',
    message: `${shown(value)} is not a value of any member type of ${typeName}`,
  };
}
