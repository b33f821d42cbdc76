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

/**
 * `<!DOCTYPE name>`, `<!DOCTYPE name SYSTEM "uri">` or `<!DOCTYPE name PUBLIC "id" "uri">`, with
 * no internal subset or an empty one (`[ ]`, which declares nothing).
 */
const EXTERNAL_ONLY = /^<!DOCTYPE[ \t\r\n]+[^ \t\r\n[>]+(?:[ \t\r\n]+(?:SYSTEM[ \t\r\n]+(?:"[^"]*"|'[^']*')|PUBLIC[ \t\r\n]+(?:"[^"]*"|'[^']*')[ \t\r\n]+(?:"[^"]*"|'[^']*')))?[ \t\r\n]*(?:\[[ \t\r\n]*\][ \t\r\n]*)?>/;

/** Bytes as Latin-1 text, one character per byte (no Buffer: the runtime runs in browsers too). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return text;
}

/** What a prolog may hold before the DOCTYPE, as a scan reads it: text or bytes, one unit per index. */
interface Units {
  length: number;
  at(index: number): number;
  /** Index of `needle` (ASCII) from `from`, or -1. */
  find(needle: string, from: number): number;
}

function textUnits(text: string): Units {
  return { length: text.length, at: (index) => text.charCodeAt(index), find: (needle, from) => text.indexOf(needle, from) };
}

function byteUnits(bytes: Uint8Array): Units {
  return {
    length: bytes.length,
    at: (index) => bytes[index] ?? -1,
    find(needle, from) {
      const first = needle.charCodeAt(0);
      for (let index = bytes.indexOf(first, from); index >= 0; index = bytes.indexOf(first, index + 1)) {
        let whole = true;
        for (let k = 1; k < needle.length && whole; k++) whole = bytes[index + k] === needle.charCodeAt(k);
        if (whole) return index;
      }
      return -1;
    },
  };
}

function startsWith(units: Units, prefix: string, at: number): boolean {
  for (let k = 0; k < prefix.length; k++) if (units.at(at + k) !== prefix.charCodeAt(k)) return false;
  return true;
}

/**
 * Where the prolog before the DOCTYPE ends: past a byte order mark, the XML declaration, comments,
 * PIs and space. A scan with indexOf over the whole input, not a regular expression: a 50 MB
 * comment ran a pattern's backtracking stack out (exit 2).
 */
function prologEnd(units: Units): number {
  let at = units.at(0) === 0xfeff ? 1 : startsWith(units, '\u00EF\u00BB\u00BF', 0) ? 3 : 0;
  for (;;) {
    const code = units.at(at);
    if (code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0a) at++;
    else if (startsWith(units, '<!--', at)) {
      const close = units.find('-->', at + 4);
      if (close < 0) return at;
      at = close + 3;
    } else if (startsWith(units, '<?', at)) {
      const close = units.find('?>', at + 2);
      if (close < 0) return at;
      at = close + 2;
    } else return at;
  }
}

/**
 * Where the external-only DOCTYPE is: after the prolog, read through `slice(start, end)` as
 * text, a window doubling while it cuts the declaration.
 */
function doctypeSpan(units: Units, slice: (start: number, end: number) => string): { start: number; end: number } | undefined {
  const start = prologEnd(units);
  if (!startsWith(units, '<!DOCTYPE', start)) return undefined;
  for (let window = 4096; ; window *= 2) {
    const rest = slice(start, start + window);
    const match = EXTERNAL_ONLY.exec(rest);
    if (match) return { start, end: start + match[0].length };
    if (start + window >= units.length || rest.includes('>')) return undefined;
  }
}

/**
 * The document with a DOCTYPE that only names an external DTD blanked out; the input itself
 * (same object) when it has none. Bytes are read as Latin-1 to find it (its keywords are ASCII);
 * it becomes one space per UTF-16 unit, as columns are counted.
 * @example withoutExternalDoctype('<!DOCTYPE html SYSTEM "x.dtd"><html/>') // '                             <html/>'
 */
export function withoutExternalDoctype<T extends string | Uint8Array>(input: T): T {
  if (typeof input === 'string') {
    const span = doctypeSpan(textUnits(input), (start, end) => input.slice(start, end));
    if (!span) return input;
    const blank = input.slice(span.start, span.end).replace(/[^\r\n]/g, ' ');
    return (input.slice(0, span.start) + blank + input.slice(span.end)) as T;
  }
  const bytes = input as Uint8Array;
  const span = doctypeSpan(byteUnits(bytes), (start, end) => latin1(bytes.subarray(start, end)));
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
