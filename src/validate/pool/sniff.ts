/**
 * A document's root namespace, guessed from its head, for routing files to workers
 * (./affinity.ts): a hint only, a wrong guess costs a schema compile, never a wrong result.
 * Read from bytes already in memory (`sniffNamespaceOf`, what the main thread does for every
 * file of a pooled run, without decoding the head), or from a file (`sniffRootNamespace`).
 */
import { closeSync, openSync, readSync } from 'node:fs';

const HEAD = 2048;

const decoder = new TextDecoder('utf-8');
const LT = 0x3c;
const GT = 0x3e;
const QUESTION = 0x3f;
const BANG = 0x21;
const DASH = 0x2d;
const COLON = 0x3a;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const XMLNS = [0x78, 0x6d, 0x6c, 0x6e, 0x73];

/** [A-Za-z_]: a byte that may start a name. */
function startsName(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f);
}

/** [\w]: a word byte. */
function isWord(byte: number | undefined): boolean {
  return startsName(byte) || (byte !== undefined && byte >= 0x30 && byte <= 0x39);
}

/** [\w.-]: a byte that may continue a name. */
function continuesName(byte: number | undefined): boolean {
  return isWord(byte) || byte === 0x2e || byte === DASH;
}

function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0b || byte === 0x0c;
}

/**
 * The root namespace of a document already in memory (its first 2 KiB are looked at), read from
 * the bytes: only the namespace is decoded. The main
 * thread sniffs every file of a pooled run, and decoding heads was most of what it allocated.
 */
export function sniffNamespaceOf(bytes: Uint8Array): string {
  const end = Math.min(bytes.length, HEAD);
  for (let at = 0; at < end; ) {
    const open = bytes.indexOf(LT, at);
    if (open === -1 || open >= end) return '';
    const next = bytes[open + 1];
    if (next === QUESTION) at = after(bytes, open + 2, end, [QUESTION, GT]);
    else if (next === BANG && bytes[open + 2] === DASH && bytes[open + 3] === DASH) at = after(bytes, open + 4, end, [DASH, DASH, GT]);
    else if (startsName(next)) {
      const close = bytes.indexOf(GT, open);
      return close === -1 || close >= end ? '' : startTagNamespace(bytes, open + 1, close);
    } else at = open + 1;
  }
  return '';
}

/** The namespace a start tag (`bytes[from..to)`, after its '<', before its '>') declares for its own name. */
function startTagNamespace(bytes: Uint8Array, from: number, to: number): string {
  let nameEnd = from + 1;
  while (nameEnd < to && continuesName(bytes[nameEnd])) nameEnd++;
  let prefix: Uint8Array | undefined;
  if (bytes[nameEnd] === COLON && startsName(bytes[nameEnd + 1])) {
    prefix = bytes.subarray(from, nameEnd);
    nameEnd += 2;
    while (nameEnd < to && continuesName(bytes[nameEnd])) nameEnd++;
  }
  // The first `xmlns` (or `xmlns:prefix`) `= "value"` of the attributes.
  for (let at = bytes.indexOf(XMLNS[0]!, nameEnd); at !== -1 && at < to; at = bytes.indexOf(XMLNS[0]!, at + 1)) {
    if (isWord(bytes[at - 1]) || !bytesAt(bytes, at, XMLNS)) continue;
    let position = at + XMLNS.length;
    if (prefix) {
      if (bytes[position] !== COLON || !bytesAt(bytes, position + 1, prefix)) continue;
      position += 1 + prefix.length;
    }
    while (isSpace(bytes[position])) position++;
    if (bytes[position] !== EQUALS) continue;
    position++;
    while (isSpace(bytes[position])) position++;
    if (bytes[position] !== QUOTE && bytes[position] !== APOSTROPHE) continue;
    let close = position + 1;
    while (close < to && bytes[close] !== QUOTE && bytes[close] !== APOSTROPHE) close++;
    if (close < to) return decoder.decode(bytes.subarray(position + 1, close));
  }
  return '';
}

/** True when `bytes` holds `expected` at `at`. */
function bytesAt(bytes: Uint8Array, at: number, expected: ArrayLike<number>): boolean {
  for (let offset = 0; offset < expected.length; offset++) if (bytes[at + offset] !== expected[offset]) return false;
  return true;
}

/** The position after the first `closing` bytes at or after `from` (`end` when none before it). */
function after(bytes: Uint8Array, from: number, end: number, closing: readonly number[]): number {
  for (let at = bytes.indexOf(closing[0]!, from); at !== -1 && at < end; at = bytes.indexOf(closing[0]!, at + 1)) {
    if (bytesAt(bytes, at, closing)) return at + closing.length;
  }
  return end;
}

/** The namespace of the document element, guessed from the head of the file ('' when unsure). */
export function sniffRootNamespace(path: string | Buffer): string {
  try {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(HEAD);
      return sniffNamespaceOf(buffer.subarray(0, readSync(fd, buffer, 0, HEAD, 0)));
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}
