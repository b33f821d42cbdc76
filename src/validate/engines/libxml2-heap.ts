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

/**
 * Names remembered per dictionary: past this many, the table starts over when the next document
 * opens (never during one: the element index of the open document holds name ids).
 */
const MAX_CACHED_NAMES = 4096;
/** Slots of the direct-mapped name cache (a power of two). */
const NAME_SLOTS = 1024;
/** Classifications remembered per name table (rules pass a few module-level keys). */
const MAX_CLASSIFICATIONS = 64;
/** Namespace URIs remembered (a document uses a few; a run over every schema of the API ~100). */
const MAX_CACHED_URIS = 1024;

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
  /** Name pointer -> small id, and id -> name, for the current dictionary. */
  private ids = new Map<number, number>();
  private names: string[] = [];
  // A direct-mapped front of `ids` (a document looks its ~50 element names up one by one: a
  // compare costs a tenth of a Map probe). Pointer 0 is never a name, so zero is empty.
  private readonly slotPointer = new Int32Array(NAME_SLOTS);
  private readonly slotId = new Int32Array(NAME_SLOTS);
  /** Per classification key: the class of each name id decided so far. */
  private classifications = new Map<object, { classes: Int32Array; decided: number }>();
  private namesEpoch = -1;
  /** The namespace struct asked for last in this document, and its URI. */
  private lastNs = 0;
  private lastUri = '';
  private namesDict = -1;
  /** Namespace URIs by a hash of their bytes (a hash shared by two URIs keeps the newer one). */
  private readonly uris = new Map<number, { bytes: Uint8Array; value: string }>();

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
    if (epoch !== this.namesEpoch || dict !== this.namesDict || dict === 0 || this.names.length >= MAX_CACHED_NAMES) {
      this.ids = new Map();
      this.names = [];
      this.slotPointer.fill(0);
      this.classifications = new Map();
      this.namesEpoch = epoch;
      // Without a dictionary names are per-document copies: never cached.
      this.namesDict = dict === 0 ? -1 : dict;
    }
    this.lastNs = 0;
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
    return this.names[this.nameId(pointer)]!;
  }

  /**
   * A small number for the name at `pointer`, the same for equal names of one dictionary (its
   * pointers are unique per name), valid until the next `open`. Without a dictionary every
   * pointer gets its own id.
   */
  nameId(pointer: number): number {
    const slot = (pointer ^ (pointer >>> 10)) & (NAME_SLOTS - 1);
    if (this.slotPointer[slot] === pointer) return this.slotId[slot]!;
    let id = this.ids.get(pointer);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(this.text(pointer));
      this.ids.set(pointer, id);
    }
    this.slotPointer[slot] = pointer;
    this.slotId[slot] = id;
    return id;
  }

  /** The name with that id. */
  nameOf(id: number): string {
    return this.names[id]!;
  }

  /**
   * The class of each name id so far: `classOf(name)`, decided once per name and dictionary and
   * then read by id. `key` stands for `classOf` (a module-level set, a rule selection).
   * @example heap.classify(MONEY_FIELDS, (name) => (MONEY_FIELDS.has(name) ? 1 : 0))[heap.nameId(pointer)]
   */
  classify(key: object, classOf: (name: string) => number): Int32Array {
    let known = this.classifications.get(key);
    if (known === undefined) {
      if (this.classifications.size >= MAX_CLASSIFICATIONS) this.classifications.clear();
      known = { classes: new Int32Array(Math.max(64, this.names.length * 2)), decided: 0 };
      this.classifications.set(key, known);
    }
    const count = this.names.length;
    if (known.decided < count) {
      if (known.classes.length < count) {
        const grown = new Int32Array(count * 2);
        grown.set(known.classes);
        known.classes = grown;
      }
      for (let id = known.decided; id < count; id++) known.classes[id] = classOf(this.names[id]!);
      known.decided = count;
    }
    return known.classes;
  }

  /** A namespace URI: the string of an earlier document when the bytes are the same. */
  private uri(start: number): string {
    const u8 = this.u8;
    // FNV-1a over the bytes while looking for the end.
    let hash = 0x811c9dc5;
    let stop = start;
    for (let byte = u8[stop]!; byte !== 0; byte = u8[++stop]!) hash = Math.imul(hash ^ byte, 0x01000193);
    const known = this.uris.get(hash);
    if (known !== undefined && known.bytes.length === stop - start) {
      let at = stop - start - 1;
      while (at >= 0 && known.bytes[at] === u8[start + at]) at--;
      if (at < 0) return known.value;
    }
    const value = utf8Slice(this.bytes, start, stop);
    if (this.uris.size >= MAX_CACHED_URIS) this.uris.clear();
    this.uris.set(hash, { bytes: u8.slice(start, stop), value });
    return value;
  }

  /** The URI of the namespace struct at `ns` ('' for none). */
  nsUri(ns: number): string {
    if (ns === 0) return '';
    // The document element's namespace is asked for again and again (valid until the next open).
    if (ns !== this.lastNs) {
      this.lastUri = this.uri(this.field(ns, NS.href));
      this.lastNs = ns;
    }
    return this.lastUri;
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
