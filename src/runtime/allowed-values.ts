/**
 * How an enumeration-mismatch message lists the allowed values: all of them when there are few;
 * of a long enumeration (CycloneDX's 826 SPDX license ids: 13.6 KB per message) the values
 * nearest the given one (`MIT` for `MITT`) or else the first ones, then how many more there are,
 * so that a log line, a 422 body or a SARIF result still shows the point.
 */

/** Enumerations of at most this many values are listed whole. */
const LIST_ALL = 12;
/** Of a longer one, at most this many values are listed (also by `validate`'s cut sets). */
export const SHOWN_VALUES = 10;
/** A given text longer than this is compared with no value (the comparison grows with its length). */
const LONGEST_COMPARED = 64;

/**
 * What follows "is not one of": `"a", "b", "c"` for a short enumeration; for a long one the
 * values nearest `given` (by edit distance, ignoring case; schema order among equals), or, when
 * none is near, the first ones and `… and N more (M values)`.
 * @example allowedValuesPhrase('MITT', spdxIds) // 'the 826 allowed values (nearest: "MIT")'
 * @example allowedValuesPhrase('xyzzy', spdxIds) // '"0BSD", … "ADSL", … and 816 more (826 values)'
 */
export function allowedValuesPhrase(given: string, allowed: readonly string[]): string {
  const quote = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(', ');
  if (allowed.length <= LIST_ALL) return quote(allowed);
  const near = nearestValues(given, allowed);
  if (near.length > 0) return `the ${allowed.length} allowed values (nearest: ${quote(near)})`;
  return firstValuesAndMore(allowed, (value) => JSON.stringify(value));
}

/**
 * The first values of `values` (at most 10), each as `show` writes it, then how many more there
 * are: the one wording of a cut list, for the codecs' messages and `validate`'s engine messages.
 * @example firstValuesAndMore(['a', 'b'], (value) => `'${value}'`) // "'a', 'b'"
 * @example firstValuesAndMore(spdxIds, (value) => value) // '0BSD, … ADSL, … and 816 more (826 values)'
 */
export function firstValuesAndMore(values: readonly string[], show: (value: string) => string): string {
  const shown = values.slice(0, SHOWN_VALUES).map(show).join(', ');
  return values.length > SHOWN_VALUES ? `${shown}, … and ${values.length - SHOWN_VALUES} more (${values.length} values)` : shown;
}

/**
 * Up to `SHOWN_VALUES` values of `allowed` within a few edits of `given` (a third of its length, at
 * least 1), nearest first; none for a given text too long to compare. With `transpositions`, two
 * neighbouring characters swapped count as one edit (a typed name: `caues` is one edit from
 * `cause`), as known-properties.ts names the property an unknown one was likely meant to be.
 * @example nearestValues('caues', ['complaint', 'cause'], true) // ['cause']
 */
export function nearestValues(
  given: string,
  allowed: readonly string[],
  transpositions = false,
): string[] {
  if (given.length === 0 || given.length > LONGEST_COMPARED) return [];
  const target = given.toLowerCase();
  const bound = Math.max(1, Math.floor(given.length / 3));
  const found: Array<{ value: string; distance: number; index: number }> = [];
  allowed.forEach((value, index) => {
    const distance = editDistance(target, value.toLowerCase(), bound, transpositions);
    if (distance <= bound) found.push({ value, distance, index });
  });
  found.sort((a, b) => a.distance - b.distance || a.index - b.index);
  return found.slice(0, SHOWN_VALUES).map((entry) => entry.value);
}

/**
 * The Levenshtein distance of `a` and `b` (with `transpositions`, the optimal string alignment
 * distance: a swap of neighbours is one edit), or `bound + 1` as soon as it must exceed `bound`
 * (their lengths alone differ by more, or a whole row of the table does). Three rows, reused.
 */
function editDistance(a: string, b: string, bound: number, transpositions: boolean): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  let older = new Uint16Array(b.length + 1);
  let previous = new Uint16Array(b.length + 1);
  let row = new Uint16Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1;
      let cell = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      // Optimal string alignment: `ab` -> `ba` is one edit (the cell two rows and columns back).
      const swapped =
        transpositions &&
        i > 1 &&
        j > 1 &&
        code === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1);
      if (swapped) cell = Math.min(cell, older[j - 2]! + 1);
      row[j] = cell;
      if (cell < least) least = cell;
    }
    if (least > bound) return bound + 1;
    [older, previous, row] = [previous, row, older];
  }
  return previous[b.length]!;
}
