/**
 * Turns raw input (bytes or an already decoded string) into the string the lexer scans, refusing
 * what is not a UTF-8 XML document before any markup is looked at: oversized, empty, binary,
 * UTF-16/UTF-32, invalid UTF-8. The API is UTF-8 only (SPEC.md, Conventions 1), and so are the
 * codecs generated for other schema sets (their messages name no API).
 */
import type { XmlErrorCode, XmlLimits } from './tree.js';

/** Builds the error a failure throws (XmlParseError for the tree, DecodeError for the reader). */
export type InputErrorFactory = (
  code: XmlErrorCode,
  message: string,
  line: number,
  column: number,
  path: string,
) => Error;

/** How many leading bytes/characters are sniffed for binary content. */
const SNIFF_LENGTH = 1024;

const UTF8_ONLY = 'documents are read as UTF-8 only; re-encode the document as UTF-8';

/** True for C0 controls XML never allows (everything below 0x20 except tab, LF, CR). */
export function isForbiddenControl(code: number): boolean {
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
}

/** The encoding an XML declaration at the start of `bytes` names (read as ASCII), if any. */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  if (String.fromCharCode(...bytes.subarray(start, start + 5)) !== '<?xml') return undefined;
  const head = String.fromCharCode(...bytes.subarray(start, start + 200));
  const end = head.indexOf('?>');
  return /\sencoding\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(end === -1 ? head : head.slice(0, end))?.slice(1).find((value) => value !== undefined);
}

function sniffBytes(bytes: Uint8Array, fail: (code: XmlErrorCode, message: string) => never): void {
  const b0 = bytes[0]!;
  const b1 = bytes.length > 1 ? bytes[1]! : -1;
  // UTF-32 first: its little-endian mark starts with the UTF-16 one (FF FE 00 00).
  if (
    (b0 === 0x00 && b1 === 0x00 && bytes[2] === 0xfe && bytes[3] === 0xff) ||
    (b0 === 0xff && b1 === 0xfe && bytes[2] === 0x00 && bytes[3] === 0x00)
  ) {
    fail('encoding-unsupported', `document starts with a UTF-32 byte order mark; ${UTF8_ONLY}`);
  }
  if ((b0 === 0xfe && b1 === 0xff) || (b0 === 0xff && b1 === 0xfe)) {
    fail('encoding-unsupported', `document starts with a UTF-16 byte order mark; ${UTF8_ONLY}`);
  }
  // A declared single-byte encoding (`encoding="ISO-8859-1"` with an é) is that encoding, not
  // broken UTF-8: say so before the bytes are decoded.
  const declared = declaredEncoding(bytes);
  // A name of no encoding's form (`"UTF 8"`) is a malformed declaration (./xml-declaration.ts).
  if (declared !== undefined && !/^utf-?8$/i.test(declared) && /^[A-Za-z][A-Za-z0-9._-]*$/.test(declared)) {
    // ASCII bytes are UTF-8 already: only the declaration is in the way (review r20 newsets M1).
    const advice = bytes.every((byte) => byte < 0x80)
      ? 'documents are read as UTF-8 only, and its bytes are all ASCII, so UTF-8 already: declare encoding="UTF-8" (or no encoding)'
      : UTF8_ONLY;
    fail('encoding-unsupported', `the XML declaration names encoding "${declared}"; ${advice}`);
  }
  // '<?' or '<' followed by NUL (or the reverse): UTF-16 without a byte order mark.
  if ((b0 === 0x3c && b1 === 0x00) || (b0 === 0x00 && b1 === 0x3c)) {
    fail(
      'encoding-unsupported',
      `document looks like UTF-16 without a byte order mark; ${UTF8_ONLY}`,
    );
  }
  const end = Math.min(bytes.length, SNIFF_LENGTH);
  // A document that opens with markup is text: a stray control byte in it (a typo, a pasted
  // \x01) is the lexer's to place, at its line and element (review r20 fuzz L5); NUL alone
  // still means binary there.
  const markup = opensWithMarkup(bytes);
  for (let i = 0; i < end; i++) {
    if (isForbiddenControl(bytes[i]!) && (!markup || bytes[i] === 0)) {
      fail('xml-binary', `not a text document: control byte 0x${hex(bytes[i]!)} at offset ${i}`);
    }
  }
}

/** True when the first byte after a UTF-8 byte order mark and XML whitespace is `<`. */
function opensWithMarkup(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return bytes[i] === 0x3c;
}

function hex(value: number): string {
  return value.toString(16).toUpperCase().padStart(2, '0');
}

/** Offset of the first byte that starts an invalid UTF-8 sequence, or -1. Used only on failure. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return i;
    if (i + need >= bytes.length) return i; // sequence cut off by the end of input
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

function decodeUtf8(bytes: Uint8Array, makeError: InputErrorFactory): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    const before = offset > 0 ? new TextDecoder('utf-8').decode(bytes.subarray(0, offset)) : '';
    const lineStart = before.lastIndexOf('\n');
    let line = 1;
    for (let i = before.indexOf('\n'); i !== -1; i = before.indexOf('\n', i + 1)) line++;
    const byte = offset >= 0 ? ` 0x${hex(bytes[offset]!)}` : '';
    throw makeError(
      'encoding-invalid-utf8',
      `invalid UTF-8 byte${byte} at byte offset ${offset}; ${UTF8_ONLY}`,
      line,
      before.length - lineStart,
      '',
    );
  }
}

/** UTF-8 length of a string, stopping early once it exceeds `cap`. */
function utf8LengthAtMost(text: string, cap: number): number {
  let total = 0;
  for (let i = 0; i < text.length && total <= cap; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) total += 1;
    else if (c < 0x800) total += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      total += 4;
      i++;
    } else total += 3;
  }
  return total;
}

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Validates and decodes the input. Returns the document text without a UTF-8 byte order mark.
 * @throws (via makeError) xml-empty, size-limit, encoding-unsupported, xml-binary, encoding-invalid-utf8
 */
export function prepareInput(
  input: string | Uint8Array,
  limits: XmlLimits,
  makeError: InputErrorFactory,
): string {
  const fail = (code: XmlErrorCode, message: string): never => {
    throw makeError(code, message, 1, 1, '');
  };
  let text: string;
  if (typeof input === 'string') {
    if (
      input.length > limits.maxBytes ||
      (input.length * 3 > limits.maxBytes &&
        utf8LengthAtMost(input, limits.maxBytes) > limits.maxBytes)
    ) {
      fail('size-limit', `document is larger than the limit of ${limits.maxBytes} bytes`);
    }
    text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    // A string may hold what no bytes decode to: half a surrogate pair, no XML character (the
    // decoders took one that the writer then refused: review r27 hostiledocs M5).
    const lone = LONE_SURROGATE.exec(text);
    if (lone) {
      const before = text.slice(0, lone.index);
      const line = before.split('\n').length;
      const code = text.charCodeAt(lone.index).toString(16).toUpperCase();
      throw makeError('xml-malformed', `character U+${code} (half of a surrogate pair) is not allowed in XML`, line, lone.index - before.lastIndexOf('\n'), '');
    }
    const end = Math.min(text.length, SNIFF_LENGTH);
    const markup = text.trimStart().startsWith('<');
    for (let i = 0; i < end; i++) {
      const c = text.charCodeAt(i);
      if (isForbiddenControl(c) && (!markup || c === 0))
        fail(
          'xml-binary',
          `not a text document: control character U+${hex(c).padStart(4, '0')} at offset ${i}`,
        );
    }
  } else {
    if (input.byteLength > limits.maxBytes) {
      fail(
        'size-limit',
        `document is ${input.byteLength} bytes, larger than the limit of ${limits.maxBytes} bytes`,
      );
    }
    if (input.byteLength === 0) fail('xml-empty', 'document is empty');
    sniffBytes(input, fail);
    // TextDecoder strips a UTF-8 byte order mark (ignoreBOM: false).
    text = decodeUtf8(input, makeError);
  }
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) break;
    i++;
  }
  if (i === text.length)
    fail(
      'xml-empty',
      text.length === 0 ? 'document is empty' : 'document contains only whitespace',
    );
  return text;
}
