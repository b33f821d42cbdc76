/**
 * A value as a message quotes it: `"12x"`. A long one is cut (review r14 hostile L4: a
 * 5 000 000-digit `<mileage>` made a 5 MB DecodeError message, and `serve` a 500 KiB 422 body):
 * its first characters and how long it is, which is what a reader can use.
 */

/** From how many characters a quoted value is cut. */
export const QUOTED_VALUE_MAX = 120;

/** From how long a message of another tool may have been cut by it (libxml2: 64 KiB, less its own words). */
const TOOL_CUT = 60_000;

/** How many characters of a cut value are shown. */
const SHOWN = 100;

/** The first characters of a long value, never ending between the two halves of a surrogate pair. */
function shownPart(text: string): string {
  return text.slice(0, /[\uD800-\uDBFF]/.test(text[SHOWN - 1]!) ? SHOWN - 1 : SHOWN);
}

/**
 * `"text"`, or its first characters and its length when longer than {@link QUOTED_VALUE_MAX}.
 * @example quotedValue('12x') // '"12x"'
 * @example quotedValue('9'.repeat(5000)) // '"9999…9999…" (5000 characters)'
 */
export function quotedValue(text: string): string {
  if (text.length <= QUOTED_VALUE_MAX) return `"${text}"`;
  return `"${shownPart(text)}…" (${text.length} characters)`;
}

/**
 * A message of another tool (libxml2, Xerces) with every value it quotes between apostrophes cut
 * as {@link quotedValue} cuts: `Element 'severity': '9999…' (1000001 characters) is not …`. A
 * value the tool itself cut (libxml2 ends a message at 64 KiB, inside the value: no closing
 * apostrophe) is said to be longer than what was left of it.
 */
export function cutQuotedValues(message: string): string {
  if (message.length <= QUOTED_VALUE_MAX) return message;
  // An opening apostrophe follows a space, a bracket, a comma or the start (the closing one of
  // `'name':` must not open a value); an unclosed value only in a message the tool cut.
  const cut = message.length > TOOL_CUT ? '(\'|$)' : "(')";
  return message.replace(new RegExp(`(?<=^|[\\s({,=])'([^']{${QUOTED_VALUE_MAX + 1},})${cut}`, 'g'), (_, value: string, close: string) =>
    close ? `'${shownPart(value)}…' (${value.length} characters)` : `'${shownPart(value)}…' (more than ${value.length} characters)`,
  );
}
