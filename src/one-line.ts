/**
 * `text` with control characters escaped (`\n`, `\t`, `\u0001`, DEL and C1 as `\u007f`…), on one line: text reports put
 * file names and messages on lines of their own, and a name may hold a newline or an escape
 * sequence (a hostile pull request).
 * @example oneLine('a\nb.xml') // "a\\nb.xml"
 */
export function oneLine(text: string): string {
  // JSON writes C0 as `\n`, `\t`, `\u001b`; DEL and C1 (U+009B is an 8-bit CSI) it leaves raw
  // (review r26 recheck L5).
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => (char < '\u0020' ? JSON.stringify(char).slice(1, -1) : unicodeEscape(char)));
}

/**
 * A character as a `\uXXXX` escape (of the basic plane), as log viewers show text.
 * @example unicodeEscape('\u009b') // "\\u009b"
 */
export function unicodeEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
