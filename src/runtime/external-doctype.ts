/**
 * A DOCTYPE that only names an external DTD, left unread on request (`externalDtd: 'ignore'`):
 * XHTML 1.0 requires `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "…dtd">` in every
 * conforming document, and SVG 1.1 and MathML 2 documents carry one too; refused, no such
 * document could be decoded or validated (review r19 consumer M1). `xmllint --nonet` validates
 * them without loading the DTD, and so does this: the declaration is blanked out (every
 * character but line breaks becomes a space, so lines, columns and byte offsets stay), and the
 * parser and every engine see a prolog without it. Nothing is loaded; an entity the DTD would
 * have defined (`&nbsp;`) stays undefined, an error as in xmllint. A DOCTYPE with an internal
 * subset (where entities are declared: XXE, billion laughs) is not touched, and is refused.
 */

/** The prolog before the DOCTYPE: a byte order mark, the XML declaration, comments, PIs, space. */
const PROLOG = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?(?:<\?[^?]*(?:\?(?!>)[^?]*)*\?>|<!--(?:[^-]|-(?!->))*-->|[ \t\r\n])*/;

/** `<!DOCTYPE name>`, `<!DOCTYPE name SYSTEM "uri">` or `<!DOCTYPE name PUBLIC "id" "uri">`; no `[`. */
const EXTERNAL_ONLY = /^<!DOCTYPE[ \t\r\n]+[^ \t\r\n[>]+(?:[ \t\r\n]+(?:SYSTEM[ \t\r\n]+(?:"[^"]*"|'[^']*')|PUBLIC[ \t\r\n]+(?:"[^"]*"|'[^']*')[ \t\r\n]+(?:"[^"]*"|'[^']*')))?[ \t\r\n]*>/;

/** How much of a document's start is searched for the DOCTYPE (a prolog is short). */
const HEAD = 64 * 1024;

/** Bytes as Latin-1 text, one character per byte (no Buffer: the runtime runs in browsers too). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return text;
}

/** Where the external-only DOCTYPE of `head` is, or undefined. */
function doctypeSpan(head: string): { start: number; end: number } | undefined {
  const start = PROLOG.exec(head)![0].length;
  const match = EXTERNAL_ONLY.exec(head.slice(start));
  return match ? { start, end: start + match[0].length } : undefined;
}

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;

/**
 * The document with a DOCTYPE that only names an external DTD blanked out; the input itself
 * (same object) when it has none. Bytes are read as Latin-1 to find it (its keywords are ASCII)
 * and replaced byte for byte.
 * @example withoutExternalDoctype('<!DOCTYPE html SYSTEM "x.dtd"><html/>') // '                             <html/>'
 */
export function withoutExternalDoctype<T extends string | Uint8Array>(input: T): T {
  if (typeof input === 'string') {
    const span = doctypeSpan(input.slice(0, HEAD));
    if (!span) return input;
    const blank = input.slice(span.start, span.end).replace(/[^\r\n]/g, ' ');
    return (input.slice(0, span.start) + blank + input.slice(span.end)) as T;
  }
  const bytes = input as Uint8Array;
  const span = doctypeSpan(latin1(bytes.subarray(0, HEAD)));
  if (!span) return input;
  const copy = Uint8Array.from(bytes);
  for (let i = span.start; i < span.end; i++) if (copy[i] !== LINE_FEED && copy[i] !== CARRIAGE_RETURN) copy[i] = SPACE;
  return copy as T;
}
