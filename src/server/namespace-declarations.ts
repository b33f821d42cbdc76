/**
 * Where the namespace declarations of an XML document are: the value spans of its `xmlns` and
 * `xmlns:p` attributes (Namespaces in XML 1.0, section 3), so that their URIs can be swapped
 * without touching anything else (./ns-root.ts). A small scan over start tags that steps over
 * comments, CDATA sections, processing instructions and end tags; text and attribute values of
 * a well-formed document hold no `<`, so every other `<` opens a tag. Linear, never throws: on
 * text it cannot follow (not well-formed, a DOCTYPE) it answers undefined and the caller leaves
 * the document as it is, for the parser to refuse.
 */

/** The value of one declaration: `text.slice(start, end)` is the URI as written (between the quotes). */
export interface DeclarationSpan {
  start: number;
  end: number;
}

/** Markup a scan steps over whole: its opener and its closer. */
const SKIPPED: ReadonlyArray<readonly [string, string]> = [
  ['<!--', '-->'],
  ['<![CDATA[', ']]>'],
  ['<?', '?>'],
  ['</', '>'],
];

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** The end of the name starting at `at` (a name stops at space, `=`, `/` or `>`). */
function nameEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (isSpace(code) || code === 0x3d || code === 0x2f || code === 0x3e) break;
    end++;
  }
  return end;
}

function skipSpace(text: string, at: number): number {
  let end = at;
  while (end < text.length && isSpace(text.charCodeAt(end))) end++;
  return end;
}

/**
 * Reads the start tag at `at` (its `<`), adding the spans of its declarations; the offset after
 * its `>`, or -1 when the tag cannot be followed.
 */
function readStartTag(text: string, at: number, spans: DeclarationSpan[]): number {
  let position = nameEnd(text, at + 1);
  if (position === at + 1) return -1;
  for (;;) {
    position = skipSpace(text, position);
    if (text.startsWith('/>', position)) return position + 2;
    if (text[position] === '>') return position + 1;
    const nameStart = position;
    position = nameEnd(text, position);
    if (position === nameStart) return -1;
    const name = text.slice(nameStart, position);
    position = skipSpace(text, position);
    if (text[position] !== '=') return -1;
    position = skipSpace(text, position + 1);
    const quote = text[position];
    if (quote !== '"' && quote !== "'") return -1;
    const close = text.indexOf(quote, position + 1);
    if (close === -1) return -1;
    if (name === 'xmlns' || name.startsWith('xmlns:')) spans.push({ start: position + 1, end: close });
    position = close + 1;
  }
}

/**
 * The value spans of every namespace declaration of `text`, in document order; undefined when
 * the text is not markup the scan can follow (the parser reports what is wrong with it).
 * @example namespaceDeclarations('<a xmlns="urn:x"/>') // [{ start: 10, end: 15 }]
 */
export function namespaceDeclarations(text: string): DeclarationSpan[] | undefined {
  const spans: DeclarationSpan[] = [];
  let position = text.indexOf('<');
  while (position !== -1) {
    const skipped = SKIPPED.find(([open]) => text.startsWith(open, position));
    let next: number;
    if (skipped) {
      const close = text.indexOf(skipped[1], position + skipped[0].length);
      next = close === -1 ? -1 : close + skipped[1].length;
    } else if (text.startsWith('<!', position)) {
      return undefined; // a DOCTYPE: refused by the parser
    } else {
      next = readStartTag(text, position, spans);
    }
    if (next === -1) return undefined;
    position = text.indexOf('<', next);
  }
  return spans;
}
