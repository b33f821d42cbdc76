/**
 * Union values (XSD Part 2, 2.5.1.3 "Union datatypes"): a text is a value of the first member
 * type, in order, whose lexical space and facets accept it; a value is written by the first
 * member whose JavaScript type it has and that accepts the text it formats to. Generated codecs
 * describe the members once (`UnionMember[]`) and call these.
 */
import { ScalarError, scalarIssueOf, type ScalarIssue } from './scalar-error.js';

/** One member type of a union, as generated code describes it. */
export interface UnionMember {
  /** The JavaScript type of the member's values (`array` for a list member, `any` for a nested union). */
  type: 'string' | 'number' | 'boolean' | 'array' | 'any';
  /** Text -> value; throws ScalarError when the text is not a value of the member (facets included). */
  parse(text: string): unknown;
  /** Value -> text; absent: the value (a string) is its own text. */
  format?(value: never): string;
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

/** Reads a union value: the first member that accepts `text`. @throws ScalarError `union-mismatch` */
export function parseUnion(
  text: string,
  members: readonly UnionMember[],
  typeName: string,
): unknown {
  for (const member of members) {
    try {
      return member.parse(text);
    } catch (error) {
      if (!(error instanceof ScalarError)) throw error;
    }
  }
  throw new ScalarError(
    'union-mismatch',
    `"${text}" is not a value of any member type of ${typeName}`,
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
      const text = member.format ? member.format(value as never) : (value as string);
      member.parse(text);
      return text;
    } catch (error) {
      if (!(error instanceof ScalarError)) throw error;
    }
  }
  throw new ScalarError(
    'union-mismatch',
    `${JSON.stringify(value)} is not a value of any member type of ${typeName}`,
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
}

/** The issue of a typed value that no member accepts (validators), else undefined. */
export function checkUnionValue(
  value: unknown,
  members: readonly UnionMemberCheck[],
  typeName: string,
): ScalarIssue | undefined {
  for (const member of members) {
    if (hasType(value, member.type) && member.check?.(value as never) === undefined)
      return undefined;
  }
  return {
    code: 'union-mismatch',
    message: `${JSON.stringify(value)} is not a value of any member type of ${typeName}`,
  };
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
