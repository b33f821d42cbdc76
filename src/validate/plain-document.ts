/**
 * Which documents may skip the safe pre-parse and go straight to libxml2's parser (the clean
 * path of ./validator-core.ts): those with nothing the safe parser must judge itself. A plain
 * document is UTF-8 (a UTF-8 byte order mark at most; no NUL after its first `<`), starts with
 * `<`, carries an XML declaration the safe parser accepts or none, has no DOCTYPE or other
 * markup declaration (`<!` other than a comment or CDATA section), has no run of text longer
 * than the text-node limit (which counts characters as written: see `textRunsWithin`) and no
 * more `<` than the element limit allows elements. Everything hostile in the corpus of
 * test/hostile fails one of these, or fails libxml2's parse, and so is still reported by the
 * safe parser.
 */
import type { XmlErrorCode, XmlLimits } from '../runtime/tree.js';
import { readXmlDeclaration } from '../runtime/xml-declaration.js';

const LT = 0x3c;
const COMMON_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
/** The declaration nearly every document starts with, as bytes (compared without decoding). */
const COMMON_BYTES = Buffer.from(COMMON_DECLARATION);
/** libxml2 refuses a longer text or CDATA node without XML_PARSE_HUGE (XML_MAX_TEXT_LENGTH, bytes). */
const LIBXML2_TEXT_CAP = 10_000_000;
/** `/`, the second byte of an end tag `</`. */
const SLASH = 0x2f;
/** `!`, the second byte of a markup declaration `<!`. */
const BANG = 0x21;
/** The declaration is read from at most this many leading characters. */
const DECLARATION_WINDOW = 256;

const refuse = (_code: XmlErrorCode, message: string): never => {
  throw new Error(message);
};

/** True when the text opens with an XML declaration the safe parser accepts, or with none. */
function declarationAccepted(head: string): boolean {
  if (!head.startsWith('<?xml')) return true;
  if (head.startsWith(COMMON_DECLARATION)) return true;
  try {
    readXmlDeclaration(head, refuse);
    return true;
  } catch {
    return false;
  }
}

/** True when the `<!` at `index` opens a comment or a CDATA section. */
function commentOrCdata(at: (index: number) => number, index: number, length: number): boolean {
  if (index + 3 < length && at(index + 2) === 0x2d && at(index + 3) === 0x2d) return true; // <!--
  return index + 2 < length && at(index + 2) === 0x5b; // <![CDATA[ (anything else after '[' is malformed for both parsers)
}

/** True when every `<!` of `text` from `from` opens a comment or a CDATA section. */
function onlyCommentsAndCdata(text: string, from: number): boolean {
  const at = (index: number): number => text.charCodeAt(index);
  for (let index = text.indexOf('<!', from); index !== -1; index = text.indexOf('<!', index + 2)) {
    if (!commentOrCdata(at, index, text.length)) return false;
  }
  return true;
}

/**
 * The index of the first `<` followed by the byte `second` (`!`, `?`) at or after `from`, or -1.
 * Found by `second`, rarer than `<`: a search for one byte value is a memchr (Buffer#indexOf with
 * a string or buffer needle runs a slower general search per call).
 */
export function markupAt(bytes: Buffer, second: number, from: number): number {
  for (let at = bytes.indexOf(second, from + 1); at !== -1; at = bytes.indexOf(second, at + 1)) {
    if (bytes[at - 1] === LT) return at - 1;
  }
  return -1;
}

/** The bytes of a document as a Buffer (the same memory), and where it starts after a UTF-8 byte order mark. */
export function documentBytes(input: Uint8Array): { bytes: Buffer; start: number } {
  const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  return { bytes, start: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0 };
}

/** The same over bytes. */
function onlyCommentsAndCdataIn(bytes: Buffer, from: number): boolean {
  const at = (index: number): number => bytes[index]!;
  for (let index = markupAt(bytes, BANG, from); index !== -1; index = markupAt(bytes, BANG, index + 1)) {
    if (!commentOrCdata(at, index, bytes.length)) return false;
  }
  return true;
}

/**
 * True when no text node, as written, can be longer than `limit` (the safe parser's text limit
 * counts characters as written, references unexpanded). A document shorter than the limit
 * cannot have one. In a longer one every text run ends at a `<`, so no two `<` more than
 * `limit` apart is enough, with the limit at or above libxml2's own cap on a text or CDATA node
 * (whose `<` does not end it): libxml2 refuses a longer one, and the full path then decides.
 * Checked in jumps of `limit` (lastIndexOf), a few calls even for a 50 MB document.
 */
function textRunsWithin<Needle>(text: { length: number; lastIndexOf(search: Needle, from: number): number }, lt: Needle, start: number, limit: number): boolean {
  if (text.length - start <= limit) return true;
  if (limit < LIBXML2_TEXT_CAP) return false;
  for (let at = start; text.length - at > limit; ) {
    const next = text.lastIndexOf(lt, at + limit);
    if (next <= at) return false;
    at = next;
  }
  return true;
}

/**
 * True when the bytes cannot hold more than `limit` elements: every element has one `<` that is
 * not `</`. A document with more is not plain, so libxml2 never builds the tree of a document
 * the element limit refuses (16 million `<x/>` in 64 MiB); the safe parser stops at the limit.
 * Only a document of 4 bytes per allowed element or more is counted. Up to `limit` `<` it is
 * plain; above `2 * limit` it is not (at most half of them close an element); in between, the
 * end tags are counted too (a valid 20 MB document of a million elements has two million `<`).
 */
function fewerMarkupsThan(text: string | Buffer, start: number, limit: number): boolean {
  if (text.length - start <= limit * 4) return true;
  const opens = typeof text === 'string' ? countChar(text, LT, start, 2 * limit) : countOf(text, LT, start, 2 * limit);
  if (opens <= limit) return true;
  if (opens > 2 * limit) return false;
  return opens - endTagsIn(text, start, opens - limit) <= limit;
}

function countChar(text: string, code: number, start: number, limit: number): number {
  let count = 0;
  for (let at = start; at < text.length && count <= limit; at++) if (text.charCodeAt(at) === code) count++;
  return count;
}

/**
 * How many `</` `text` holds from `start` (counting stops at `enough`): one pass over the text
 * (a native indexOf call per end tag took 0.4 s on 1.9 million of them).
 */
function endTagsIn(text: string | Buffer, start: number, enough: number): number {
  const at = typeof text === 'string' ? (index: number) => text.charCodeAt(index) : (index: number) => text[index]!;
  let count = 0;
  for (let index = start; index < text.length - 1 && count < enough; index++) if (at(index) === LT && at(index + 1) === SLASH) count++;
  return count;
}

/**
 * How many bytes of `bytes` from `start` are `byte`, counted four at a time (a native indexOf
 * call per match costs more than that: a 20 MB document has about a million `<`); stops
 * counting once above `limit`.
 */
function countOf(bytes: Uint8Array, byte: number, start: number, limit: number): number {
  let count = 0;
  let at = start;
  for (; at < bytes.length && (bytes.byteOffset + at) % 4 !== 0; at++) if (bytes[at] === byte) count++;
  const words = new Int32Array(bytes.buffer, bytes.byteOffset + at, (bytes.length - at) >> 2);
  const pattern = byte * 0x01010101;
  for (let index = 0; index < words.length && count <= limit; index++) {
    // A zero byte where `byte` was; then exactly those bytes get their high bit (no false
    // positives: the additions cannot carry from one byte into the next).
    const word = words[index]! ^ pattern;
    let zeros = ~(((word & 0x7f7f7f7f) + 0x7f7f7f7f) | word | 0x7f7f7f7f);
    for (; zeros !== 0; zeros &= zeros - 1) count++;
  }
  for (at += words.length * 4; at < bytes.length; at++) if (bytes[at] === byte) count++;
  return count;
}

/**
 * True when a document may take the clean path (see the module comment).
 * @example isPlainDocument(Buffer.from('<case xmlns="…"/>'), limits) // true
 */
export function isPlainDocument(input: string | Uint8Array, limits: Required<XmlLimits>): boolean {
  if (input.length === 0 || input.length > limits.maxBytes) return false;
  if (typeof input === 'string') {
    // A string is handed over as UTF-8: `<` then U+0000 reads as UTF-16 there too (a UTF-16
    // document decoded as UTF-8 passed as valid: review r27 hostiledocs H2).
    if (input.charCodeAt(0) !== LT || input.charCodeAt(1) === 0 || !textRunsWithin(input, '<', 0, limits.maxTextLength)) return false;
    if (!fewerMarkupsThan(input, 0, limits.maxElements)) return false;
    return declarationAccepted(input.slice(0, DECLARATION_WINDOW)) && onlyCommentsAndCdata(input, 0);
  }
  const { bytes, start } = documentBytes(input);
  // `<` then NUL is UTF-16 or UTF-32 without a byte order mark, which libxml2 would detect and
  // decode itself: the safe parser refuses it (encoding-unsupported).
  if (bytes[start] !== LT || bytes[start + 1] === 0 || !textRunsWithin(bytes, LT, start, limits.maxTextLength)) return false;
  if (!fewerMarkupsThan(bytes, start, limits.maxElements)) return false;
  const common = bytes.length >= start + COMMON_BYTES.length && bytes.compare(COMMON_BYTES, 0, COMMON_BYTES.length, start, start + COMMON_BYTES.length) === 0;
  if (!common && !declarationAccepted(bytes.toString('latin1', start, Math.min(bytes.length, start + DECLARATION_WINDOW)))) return false;
  return onlyCommentsAndCdataIn(bytes, start);
}
