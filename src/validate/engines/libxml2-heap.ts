/**
 * Reading libxml2's structs straight out of the WebAssembly memory: the field offsets of the
 * public headers (libxml2/tree.h) on wasm32, the memory views, and strings decoded once where
 * they recur. Element and attribute names point into the parser context's name dictionary,
 * which lives as long as the context: they are decoded once per dictionary. Namespace URIs are
 * copied per document but recur across documents: the same bytes give the same string.
 */
import * as internals from 'libxml2-wasm/lib/libxml2.mjs';

/** xmlNode / xmlAttr / xmlDoc fields (4-byte slots: byte offset / 4). */
export const NODE = {
  type: 1,
  name: 2,
  children: 3,
  parent: 5,
  next: 6,
  doc: 8,
  ns: 9,
  content: 10,
  properties: 11,
  nsDef: 12,
} as const;
/** xmlNs fields. */
export const NS = { next: 0, href: 2, prefix: 3 } as const;
/** xmlDoc: the name dictionary its names point into. */
export const DOC_DICT = 20;

/** xmlElementType values the readers meet. */
export const NODE_TYPE = { element: 1, text: 3, cdata: 4, entityRef: 5, pi: 7, comment: 8 } as const;

/** Names remembered per dictionary before the cache starts over. */
const MAX_CACHED_NAMES = 4096;
/** Namespace URIs remembered (a document uses a few; a run a few dozen). */
const MAX_CACHED_URIS = 32;

/** The current memory, reached through the one export that hands out a view of it. */
function memoryOf(pointer: number): ArrayBufferLike | undefined {
  const table = (internals as { XmlNodeSetStruct?: { nodeTable?: (pointer: number, size: number) => Int32Array } }).XmlNodeSetStruct?.nodeTable;
  if (typeof table !== 'function') return undefined;
  // nodeTable reads a pointer at `pointer + 8` and returns an empty view there: any valid
  // pointer gives the memory's buffer.
  return table(pointer, 0).buffer;
}

/** Buffer's native UTF-8 slice (no encoding lookup per call); `toString` where it is missing. */
type Utf8Slice = (bytes: Buffer, start: number, end: number) => string;
const nativeSlice = (Buffer.prototype as unknown as { utf8Slice?: (this: Buffer, start: number, end: number) => string }).utf8Slice;
const utf8Slice: Utf8Slice = nativeSlice
  ? (bytes, start, end) => nativeSlice.call(bytes, start, end)
  : (bytes, start, end) => bytes.toString('utf8', start, end);

/** Views of libxml2's memory for one document (renewed when the memory grows: its buffer is replaced). */
export class Heap {
  i32: Int32Array = new Int32Array(0);
  u8: Uint8Array = new Uint8Array(0);
  private bytes: Buffer = Buffer.alloc(0);
  private buffer: ArrayBufferLike | undefined;
  private names = new Map<number, string>();
  private namesEpoch = -1;
  private namesDict = -1;
  /** Newest last. */
  private readonly uris: Array<{ bytes: Uint8Array; value: string }> = [];

  /**
   * Points the views at the memory holding `doc` and keys the name cache to its dictionary.
   * @returns false when the library does not expose its memory.
   */
  open(doc: number, epoch: number): boolean {
    const buffer = memoryOf(doc);
    if (!buffer) return false;
    if (buffer !== this.buffer) {
      this.buffer = buffer;
      this.i32 = new Int32Array(buffer);
      this.u8 = new Uint8Array(buffer);
      this.bytes = Buffer.from(buffer as ArrayBuffer);
    }
    const dict = this.i32[(doc >> 2) + DOC_DICT]!;
    if (epoch !== this.namesEpoch || dict !== this.namesDict || dict === 0) {
      this.names = new Map();
      this.namesEpoch = epoch;
      // Without a dictionary names are per-document copies: never cached.
      this.namesDict = dict === 0 ? -1 : dict;
    }
    return true;
  }

  /** The field `slot` of the struct at `pointer`. */
  field(pointer: number, slot: number): number {
    return this.i32[(pointer >> 2) + slot]!;
  }

  /** End of the NUL-terminated string at `start`. */
  private end(start: number): number {
    const u8 = this.u8;
    let at = start;
    while (u8[at] !== 0) at++;
    return at;
  }

  /** A NUL-terminated UTF-8 string (libxml2 keeps only valid UTF-8 in its tree). */
  text(start: number): string {
    return utf8Slice(this.bytes, start, this.end(start));
  }

  /** A name (element, attribute, prefix): decoded once per dictionary. */
  name(pointer: number): string {
    if (this.namesDict === -1) return this.text(pointer);
    let found = this.names.get(pointer);
    if (found === undefined) {
      if (this.names.size >= MAX_CACHED_NAMES) this.names.clear();
      found = this.text(pointer);
      this.names.set(pointer, found);
    }
    return found;
  }

  /** A namespace URI: the string of an earlier document when the bytes are the same (compared from the end, where URIs differ). */
  private uri(start: number): string {
    const u8 = this.u8;
    const stop = this.end(start);
    const length = stop - start;
    const uris = this.uris;
    for (let index = uris.length - 1; index >= 0; index--) {
      const known = uris[index]!;
      if (known.bytes.length !== length) continue;
      let at = length - 1;
      while (at >= 0 && known.bytes[at] === u8[start + at]) at--;
      if (at < 0) return known.value;
    }
    const value = utf8Slice(this.bytes, start, stop);
    if (uris.length >= MAX_CACHED_URIS) uris.shift();
    uris.push({ bytes: u8.slice(start, stop), value });
    return value;
  }

  /** The URI of the namespace struct at `ns` ('' for none). */
  nsUri(ns: number): string {
    return ns === 0 ? '' : this.uri(this.field(ns, NS.href));
  }

  /** True when the NUL-terminated text at `start` is XML whitespace only. */
  isBlank(start: number): boolean {
    const u8 = this.u8;
    for (let at = start; ; at++) {
      const byte = u8[at]!;
      if (byte === 0) return true;
      if (byte !== 0x20 && byte !== 0x0a && byte !== 0x09 && byte !== 0x0d) return false;
    }
  }
}
