/**
 * `text` with control characters escaped (`\n`, `\t`, `\u0001`, DEL and C1 as `\u007f`…), on one line: text reports put
 * file names and messages on lines of their own, and a name may hold a newline or an escape
 * sequence (a hostile pull request).
 * @example oneLine('a\nb.xml') // "a\\nb.xml"
 */
export function oneLine(text: string): string {
  // JSON writes C0 as `\n`, `\t`, `\u001b`; DEL and C1 (U+009B is an 8-bit CSI) it leaves raw
  // (review r26 recheck L5), and the Unicode line breaks and bidirectional controls too.
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => (char < '\u0020' ? JSON.stringify(char).slice(1, -1) : unicodeEscape(char))).replace(FORMAT_CONTROLS, unicodeEscape);
}

/**
 * Unicode's line and paragraph separators (U+2028, U+2029: a new line in some terminals and
 * viewers), bidirectional controls (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069: a
 * U+202E in a file name reverses the rest of its line, "Trojan Source") and invisible ones
 * (U+200B-U+200D, U+2060-U+2064, U+FEFF: two names that look alike); reports write them as
 * escapes (review r27 recheck L4, r28 recheck L2).
 */
export const FORMAT_CONTROLS = /[\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * A character as a `\uXXXX` escape (of the basic plane), as log viewers show text.
 * @example unicodeEscape('\u009b') // "\\u009b"
 */
export function unicodeEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
