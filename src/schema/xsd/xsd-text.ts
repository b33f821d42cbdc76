/**
 * The bytes of an XSD file -> the input the runtime's XML parser reads. That parser is built for
 * API documents (UTF-8 only, DOCTYPE refused); schema files from elsewhere may be UTF-16 or
 * Latin-1, or carry a DOCTYPE naming the W3C DTD (`xml.xsd`, older schema sets) or declaring
 * entities (SUMO's baseTypes.xsd). Both are made readable here without moving a line, so errors
 * and IR locations stay exact:
 * - another encoding (byte order mark or declaration) is decoded with `TextDecoder`, and the
 *   declaration's `encoding` is rewritten to `UTF-8` (the text now is Unicode);
 * - the general entities the DOCTYPE's internal subset declares are expanded
 *   (./internal-entities.ts: nothing is read from elsewhere, expansion is bounded), then the
 *   DOCTYPE declaration is blanked (its newlines kept). No DTD is loaded.
 * Plain UTF-8 without a DOCTYPE (nearly every file) is handed over as the bytes themselves.
 */
import { expandInternalEntities, type EntityIssue } from './internal-entities.js';

/** The parser input, and the entity references left unexpanded (each to be refused). */
export interface XsdInput {
  input: string | Uint8Array;
  unexpanded: EntityIssue[];
}

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
 * The parser input for an XSD file's bytes, or a problem (unknown encoding, invalid bytes, a
 * malformed entity declaration or reference).
 * @example xsdInput(readFileSync('xml.xsd')) // the schema as text, its DOCTYPE blanked
 */
export function xsdInput(bytes: Uint8Array): XsdInput | XsdTextProblem {
  const encoding = encodingOf(bytes);
  if (encoding === 'utf-8') {
    if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(DOCTYPE) < 0) {
      return { input: bytes, unexpanded: [] };
    }
    // Invalid UTF-8 becomes U+FFFD here; the parser then reads a file that is wrong anyway.
    return withoutDoctype(new TextDecoder('utf-8').decode(bytes));
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
  return withoutDoctype(relabelled);
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

/**
 * Expands the entities of the `<!DOCTYPE …>` in the prolog, if any, then blanks it (internal
 * subset included), newlines kept.
 */
function withoutDoctype(text: string): XsdInput | XsdTextProblem {
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (/\s/.test(text[index] ?? '')) index++;
    if (text.startsWith('<?', index)) index = after(text, '?>', index);
    else if (text.startsWith('<!--', index)) index = after(text, '-->', index);
    else break;
  }
  if (!text.startsWith('<!DOCTYPE', index)) return { input: text, unexpanded: [] };
  const end = endOfDoctype(text, index);
  const expanded = expandInternalEntities(text, { start: index, end });
  const malformed = expanded.issues.find((issue) => issue.kind === 'malformed');
  if (malformed) return { line: malformed.line, detail: malformed.detail };
  const input = expanded.text.slice(0, index) + expanded.text.slice(index, end).replace(/[^\n]/g, ' ') + expanded.text.slice(end);
  return { input, unexpanded: expanded.issues };
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
