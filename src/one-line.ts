/**
 * `text` with control characters escaped (`\n`, `\t`, `\u0001`…), on one line: text reports put
 * file names and messages on lines of their own, and a name may hold a newline or an escape
 * sequence (a hostile pull request).
 * @example oneLine('a\nb.xml') // "a\\nb.xml"
 */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (char) => JSON.stringify(char).slice(1, -1));
}
