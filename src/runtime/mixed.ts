/**
 * Mixed content (XSD Part 1, 3.4.2, {content type} mixed): a generated value holds it as
 * `$mixed`, text (strings) and child elements (`{ $element, value }`) in document order.
 */

/** The `$element` names of the child elements of a content list, in order (text left out). */
export function contentNames(content: ReadonlyArray<string | { $element: string }>): string[] {
  const names: string[] = [];
  for (const item of content) if (typeof item !== 'string') names.push(item.$element);
  return names;
}

/** How many child elements of a mixed content list are `element` (validators count occurrences). */
export function countMixed(
  content: ReadonlyArray<string | { $element: string }>,
  element: string,
): number {
  let count = 0;
  for (const item of content) if (typeof item !== 'string' && item.$element === element) count++;
  return count;
}
