/**
 * A DOCTYPE that only names an external DTD, left unread on request (`externalDtd: 'ignore'`):
 * XHTML 1.0 requires `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "…dtd">` in every
 * conforming document, and SVG 1.1 and MathML 2 documents carry one too; refused, no such
 * document could be decoded or validated (review r19 consumer M1). `xmllint --nonet` validates
 * them without loading the DTD, and so does this: the declaration is blanked out (every
 * character but line breaks becomes a space, so lines and columns stay), and the
 * parser and every engine see a prolog without it. Nothing is loaded; an entity the DTD would
 * have defined (`&nbsp;`) stays undefined, an error as in xmllint. A DOCTYPE with an internal
 * subset that declares anything (entities: XXE, billion laughs) is not touched, and is refused;
 * an empty one (`[ ]`) declares nothing and goes too.
 */

/** The prolog before the DOCTYPE: a byte order mark, the XML declaration, comments, PIs, space. */
const PROLOG = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?(?:<\?[^?]*(?:\?(?!>)[^?]*)*\?>|<!--(?:[^-]|-(?!->))*-->|[ \t\r\n])*/;

/**
 * `<!DOCTYPE name>`, `<!DOCTYPE name SYSTEM "uri">` or `<!DOCTYPE name PUBLIC "id" "uri">`, with
 * no internal subset or an empty one (`[ ]`, which declares nothing).
 */
const EXTERNAL_ONLY = /^<!DOCTYPE[ \t\r\n]+[^ \t\r\n[>]+(?:[ \t\r\n]+(?:SYSTEM[ \t\r\n]+(?:"[^"]*"|'[^']*')|PUBLIC[ \t\r\n]+(?:"[^"]*"|'[^']*')[ \t\r\n]+(?:"[^"]*"|'[^']*')))?[ \t\r\n]*(?:\[[ \t\r\n]*\][ \t\r\n]*)?>/;

/** The first window searched for the DOCTYPE; it doubles while the prolog fills it (a comment of 70 KB before it). */
const FIRST_WINDOW = 64 * 1024;

/** Bytes as Latin-1 text, one character per byte (no Buffer: the runtime runs in browsers too). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return text;
}

/** Where the external-only DOCTYPE is, reading the document's start through `head(length)`. */
function doctypeSpan(length: number, head: (length: number) => string): { start: number; end: number } | undefined {
  for (let window = FIRST_WINDOW; ; window *= 2) {
    const text = head(window);
    const start = PROLOG.exec(text)![0].length;
    const rest = text.slice(start);
    const match = EXTERNAL_ONLY.exec(rest);
    if (match) return { start, end: start + match[0].length };
    if (window >= length || !cutOff(rest)) return undefined;
  }
}

/** True when what follows the prolog in a window may be a comment, PI or DOCTYPE the window cut. */
function cutOff(rest: string): boolean {
  if (rest.length < 9) return true;
  if (rest.startsWith('<!--')) return !rest.includes('-->');
  if (rest.startsWith('<?')) return !rest.includes('?>');
  return /^<!DOCTYPE/i.test(rest) && !rest.includes('>');
}

/**
 * The document with a DOCTYPE that only names an external DTD blanked out; the input itself
 * (same object) when it has none. Bytes are read as Latin-1 to find it (its keywords are ASCII);
 * it becomes one space per UTF-16 unit, as columns are counted.
 * @example withoutExternalDoctype('<!DOCTYPE html SYSTEM "x.dtd"><html/>') // '                             <html/>'
 */
export function withoutExternalDoctype<T extends string | Uint8Array>(input: T): T {
  if (typeof input === 'string') {
    const span = doctypeSpan(input.length, (length) => input.slice(0, length));
    if (!span) return input;
    const blank = input.slice(span.start, span.end).replace(/[^\r\n]/g, ' ');
    return (input.slice(0, span.start) + blank + input.slice(span.end)) as T;
  }
  const bytes = input as Uint8Array;
  const span = doctypeSpan(bytes.length, (length) => latin1(bytes.subarray(0, length)));
  if (!span) return input;
  // One space per UTF-16 unit of the declaration, as columns count (review r19 recheck L2: an
  // 'é' blanked byte for byte moved the rest of its line one column right).
  const declaration = new TextDecoder().decode(bytes.subarray(span.start, span.end));
  const blank = new TextEncoder().encode(declaration.replace(/[^\r\n]/g, ' '));
  const out = new Uint8Array(bytes.length - (span.end - span.start) + blank.length);
  out.set(bytes.subarray(0, span.start));
  out.set(blank, span.start);
  out.set(bytes.subarray(span.end), span.start + blank.length);
  return out as T;
}
