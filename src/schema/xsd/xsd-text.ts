/**
 * The bytes of an XSD file -> the input the runtime's XML parser reads. That parser is built for
 * API documents (UTF-8 only, DOCTYPE refused); schema files from elsewhere may be UTF-16 or
 * Latin-1, or carry a DOCTYPE naming the W3C DTD (`xml.xsd`, older schema sets). Both are made
 * readable here without moving a line, so errors and IR locations stay exact:
 * - another encoding (byte order mark or declaration) is decoded with `TextDecoder`, and the
 *   declaration's `encoding` is rewritten to `UTF-8` (the text now is Unicode);
 * - a DOCTYPE declaration in the prolog is blanked (its newlines kept). Nothing of it was ever
 *   used: no DTD is loaded and no entity expanded; a reference to an entity it declared stays an
 *   error.
 * Plain UTF-8 without a DOCTYPE (nearly every file) is handed over as the bytes themselves.
 */

/** A file that cannot be decoded. */
export interface XsdTextProblem {
  /** 1-based line of the problem. */
  line: number;
  detail: string;
}

const DECLARATION = /^<\?xml[\s\S]*?\?>/;
const ENCODING = /(\sencoding\s*=\s*)(["'])([^"']*)\2/;
const DOCTYPE = Buffer.from('<!DOCTYPE');

/**
 * The parser input for an XSD file's bytes, or a problem (unknown encoding, invalid bytes).
 * @example xsdInput(readFileSync('xml.xsd')) // the schema as text, its DOCTYPE blanked
 */
export function xsdInput(bytes: Uint8Array): string | Uint8Array | XsdTextProblem {
  const encoding = encodingOf(bytes);
  if (encoding === 'utf-8') {
    if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(DOCTYPE) < 0) {
      return bytes;
    }
    // Invalid UTF-8 becomes U+FFFD here; the parser then reads a file that is wrong anyway.
    return blankDoctype(new TextDecoder('utf-8').decode(bytes));
  }
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch (error) {
    const detail =
      error instanceof RangeError
        ? `unknown encoding "${encoding}"`
        : `the bytes are not valid ${encoding}`;
    return { line: 1, detail };
  }
  // Now Unicode text: say so, or the UTF-8-only parser would refuse the declaration.
  const relabelled = text.replace(DECLARATION, (declaration) =>
    declaration.replace(
      ENCODING,
      (_all, before: string, quote: string) => `${before}${quote}UTF-8${quote}`,
    ),
  );
  return blankDoctype(relabelled);
}

/** 'utf-8', or the encoding a byte order mark or the XML declaration names. */
function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  // Without a byte order mark, the declaration is ASCII in every encoding we can decode.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 256));
  const declared = DECLARATION.exec(head.toString('latin1'))?.[0].match(ENCODING)?.[3];
  return declared === undefined || /^utf-?8$/i.test(declared) ? 'utf-8' : declared;
}

/** Blanks `<!DOCTYPE …>` (internal subset included) in the prolog, newlines kept. */
function blankDoctype(text: string): string {
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (/\s/.test(text[index] ?? '')) index++;
    if (text.startsWith('<?', index)) index = after(text, '?>', index);
    else if (text.startsWith('<!--', index)) index = after(text, '-->', index);
    else break;
  }
  if (!text.startsWith('<!DOCTYPE', index)) return text;
  const end = endOfDoctype(text, index);
  return text.slice(0, index) + text.slice(index, end).replace(/[^\n]/g, ' ') + text.slice(end);
}

function after(text: string, terminator: string, from: number): number {
  const at = text.indexOf(terminator, from);
  return at < 0 ? text.length : at + terminator.length;
}

// The end of the declaration: quoted strings, comments and the [...] internal subset may hold '>'.
function endOfDoctype(text: string, from: number): number {
  let depth = 0;
  let quote = '';
  for (let index = from; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (text.startsWith('<!--', index)) index = after(text, '-->', index) - 1;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === '>' && depth <= 0) return index + 1;
  }
  return text.length;
}
