/**
 * Mixed content (XSD Part 1, 3.4.2, {content type} mixed): a generated value holds it as
 * `$mixed`, text (strings) and child elements (`{ $element, value }`) in document order.
 */

/** The `$element` names of the child elements of a content list, in order (text left out). */
export function contentNames(content: ReadonlyArray<string | { $element: string }> | undefined): string[] {
  const names: string[] = [];
  // An absent `$mixed` holds no child; a value that is no array was reported by its validator.
  if (!Array.isArray(content)) return names;
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

/**
 * The element path of each item of a content list under `path` (`''` for text): `path/local`,
 * with `[n]` when the list holds several children of that name, as XSD engines and list fields
 * name them. `locals` maps a field's `$element` to its element's local name (fields sharing a
 * name, `mi` and `mi_2`, count together); an item of no field is counted under its `$element`.
 * @example childPaths('/list', [{ $element: 'a' }, { $element: 'b' }, { $element: 'b' }], { a: 'a', b: 'b' })
 *   // ['/list/a', '/list/b[1]', '/list/b[2]']
 */
export function childPaths(
  path: string,
  content: ReadonlyArray<unknown>,
  locals: Readonly<Record<string, string>>,
): string[] {
  const nameOf = (item: unknown): string | undefined => {
    if (typeof item !== 'object' || item === null) return undefined;
    const element = String((item as { $element?: unknown }).$element);
    return Object.hasOwn(locals, element) ? locals[element] : element;
  };
  const totals = new Map<string, number>();
  for (const item of content) {
    const name = nameOf(item);
    if (name !== undefined) totals.set(name, (totals.get(name) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  return content.map((item) => {
    const name = nameOf(item);
    if (name === undefined) return '';
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return totals.get(name)! > 1 ? `${path}/${name}[${count}]` : `${path}/${name}`;
  });
}
