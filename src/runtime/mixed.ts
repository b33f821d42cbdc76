/**
 * Mixed content (XSD Part 1, 3.4.2, {content type} mixed): a generated value holds it as
 * `$mixed`, text (strings) and child elements (`{ $element, value }`) in document order.
 */

/** The `$element` names of the child elements of a content list, in order (text left out). */
export function contentNames(content: ReadonlyArray<string | { $element: string }>): string[] {
  const names: string[] = [];
  // `?.`: a value built by hand may hold null or a number (its validator reports them).
  for (const item of content) if (typeof item !== 'string') names.push(item?.$element);
  return names;
}

/** How many child elements of a mixed content list are `element` (validators count occurrences). */
export function countMixed(
  content: ReadonlyArray<string | { $element: string }>,
  element: string,
): number {
  let count = 0;
  for (const item of content) if (typeof item !== 'string' && item?.$element === element) count++;
  return count;
}

/**
 * How many items of a content list are child elements (objects; text and, in a value built by
 * hand, numbers or null left out): validators compare it with the least the content model needs.
 */
export function countChildren(content: ReadonlyArray<unknown>): number {
  let count = 0;
  for (const item of content) if (typeof item === 'object' && item !== null) count++;
  return count;
}
