/**
 * A value as a message quotes it: `"12x"`. A long one is cut (review r14 hostile L4: a
 * 5 000 000-digit `<mileage>` made a 5 MB DecodeError message, and `serve` a 500 KiB 422 body):
 * its first characters and how long it is, which is what a reader can use.
 */

/** From how many characters a quoted value is cut. */
export const QUOTED_VALUE_MAX = 120;

/** How many characters of a cut value are shown. */
const SHOWN = 100;

/**
 * `"text"`, or its first characters and its length when longer than {@link QUOTED_VALUE_MAX}.
 * @example quotedValue('12x') // '"12x"'
 * @example quotedValue('9'.repeat(5000)) // '"9999…9999…" (5000 characters)'
 */
export function quotedValue(text: string): string {
  if (text.length <= QUOTED_VALUE_MAX) return `"${text}"`;
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text[SHOWN - 1]!) ? SHOWN - 1 : SHOWN;
  return `"${text.slice(0, end)}…" (${text.length} characters)`;
}
