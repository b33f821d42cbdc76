/**
 * List values (XSD Part 2, 2.5.1.2 "List datatypes"): the lexical form is the items separated by
 * whitespace (always collapsed, 4.3.6), the value an array of items. Length facets of a list
 * count items, not characters (4.3.1-4.3.3); its enumeration compares items as values (4.3.5).
 */
import { allowedValuesPhrase } from './allowed-values.js';
import { listValueIssue } from './hand-built.js';
import { lexicalForm } from './lexical-forms.js';
import { ScalarError, type ScalarIssue } from './scalar-error.js';
import { sameValue, type ValueSpace } from './value-space.js';

/**
 * The items of a list's lexical form: XML whitespace collapsed, then split on spaces.
 * @example splitList('  1 2\n 3 ') // ['1', '2', '3']
 * @example splitList('') // []
 */
export function splitList(text: string): string[] {
  const items: string[] = [];
  for (const item of text.split(/[ \t\r\n]+/)) if (item !== '') items.push(item);
  return items;
}

/**
 * A list's lexical form: its items, each written by `format` (the item type's formatter; none
 * for string items, written as they are), one space between them.
 * @example joinList(['a', 'b']) // 'a b'
 * @example joinList([1, 2.5], formatDouble) // '1 2.5'
 * @throws ScalarError `lexical-invalid` for a value that is no array (built by hand: `'1 2'`),
 * in the validator's words (`listValueIssue`); an item's own error as `format` throws it
 */
export function joinList(items: readonly string[]): string;
export function joinList<T>(items: readonly T[], format: (item: T) => string): string;
export function joinList(items: readonly unknown[], format?: (item: unknown) => string): string {
  requireArray(items);
  if (!format) return items.join(' ');
  let text = '';
  for (let index = 0; index < items.length; index++)
    text += (index === 0 ? '' : ' ') + format(items[index]);
  return text;
}

/** Refuses the value of a list type that is no array, as a validator reports it (`listValueIssue`). */
function requireArray(items: unknown): void {
  const issue = listValueIssue(items);
  if (issue) throw new ScalarError(issue.code, issue.message);
}

/** xs:length / xs:minLength / xs:maxLength of a list type: the number of items. */
export function checkItemCount(
  items: readonly unknown[],
  facets: { length?: number; minLength?: number; maxLength?: number },
): ScalarIssue | undefined {
  const count = items.length;
  const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
  if (facets.length !== undefined && count !== facets.length) {
    return {
      code: 'length-mismatch',
      message: `${plural(count)}; exactly ${facets.length} required`,
    };
  }
  if (facets.minLength !== undefined && count < facets.minLength) {
    return {
      code: 'length-too-short',
      message: `${plural(count)}; at least ${facets.minLength} required`,
    };
  }
  if (facets.maxLength !== undefined && count > facets.maxLength) {
    return {
      code: 'length-too-long',
      message: `${plural(count)}; at most ${facets.maxLength} allowed`,
    };
  }
  return undefined;
}

/** The first issue of the items of a list, its message naming the item (1-based). */
export function checkItems<T>(
  items: readonly T[],
  check: (item: T) => ScalarIssue | undefined,
): ScalarIssue | undefined {
  for (let index = 0; index < items.length; index++) {
    const issue = check(items[index]!);
    if (issue) return { code: issue.code, message: `item ${index + 1}: ${issue.message}` };
  }
  return undefined;
}

/**
 * The issue of a string list item that would not survive the list's text (validators): empty,
 * or holding whitespace (which separates items), else undefined.
 */
export function listItemIssue(item: unknown): ScalarIssue | undefined {
  if (typeof item !== 'string' || (item !== '' && !/[ \t\n\r]/.test(item))) return undefined;
  const message = `list item ${JSON.stringify(item)} is empty or holds whitespace (which separates items)`;
  return { code: 'lexical-invalid', message };
}

/**
 * xs:enumeration of a list type (XSD Part 2, 4.3.5): the items must equal, one for one, the
 * items of one allowed lexical form, compared in the item type's value space (`space`): the list
 * of decimals `1 2.50` is the `1.0 2.5` of the schema.
 * @example listEnumerationIssue([1, 2], ['01 2'], 'decimal') // undefined
 */
export function listEnumerationIssue(
  items: readonly unknown[],
  allowed: readonly string[],
  space: ValueSpace,
): ScalarIssue | undefined {
  for (const lexical of allowed) {
    const expected = splitList(lexical);
    if (
      expected.length === items.length &&
      expected.every((item, index) => sameValue(items[index], item, space))
    )
      return undefined;
  }
  return {
    code: 'enumeration-mismatch',
    message: `"${lexicalForm(items)}" is not one of ${allowedValuesPhrase(lexicalForm(items), allowed)}`,
  };
}
