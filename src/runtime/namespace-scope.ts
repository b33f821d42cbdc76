/**
 * In-scope namespace bindings of the open elements, as a flat stack (no object keyed by a
 * prefix, so `__proto__` as a prefix is plain data). Lookups walk backwards: documents bind a
 * dozen prefixes at most. It can also record which bindings from outside a captured subtree the
 * subtree used, so a captured element can be made self-contained.
 * @see https://www.w3.org/TR/xml-names/#scoping-defaulting
 */
import { canonicalNamespace } from './names.js';

/** Namespace bindings by depth. */
export class NamespaceScope {
  readonly prefixes: string[] = [];
  readonly uris: string[] = [];
  /** Number of live bindings. */
  count = 0;
  /** The default namespace in scope ('' = none). */
  defaultNamespace = '';
  /** Index of the binding that set the default namespace (-1 = none was ever declared). */
  private defaultIndex = -1;
  private readonly countMarks: number[] = [];
  private readonly defaultMarks: string[] = [];
  private readonly defaultIndexMarks: number[] = [];
  /** When recording: bindings below this index come from outside the captured subtree. */
  private floor = 0;
  private used: Map<string, string> | null = null;

  /** Remembers the state before the element at `depth` declares anything. */
  enter(depth: number): void {
    this.countMarks[depth] = this.count;
    this.defaultMarks[depth] = this.defaultNamespace;
    this.defaultIndexMarks[depth] = this.defaultIndex;
  }

  /** Drops the bindings of the element at `depth` (it has just closed). */
  popTo(depth: number): void {
    this.count = this.countMarks[depth]!;
    this.defaultNamespace = this.defaultMarks[depth]!;
    this.defaultIndex = this.defaultIndexMarks[depth]!;
  }

  /** Declares `prefix` ('' = default namespace) for the current element. */
  bind(prefix: string, uri: string): void {
    const canonical = canonicalNamespace(uri);
    this.prefixes[this.count] = prefix;
    this.uris[this.count] = canonical;
    if (prefix === '') {
      this.defaultNamespace = canonical;
      this.defaultIndex = this.count;
    }
    this.count++;
  }

  /** The URI bound to a non-empty prefix, or undefined. */
  lookup(prefix: string): string | undefined {
    for (let i = this.count - 1; i >= 0; i--) {
      if (this.prefixes[i] === prefix) {
        if (this.used !== null && i < this.floor) this.used.set(prefix, this.uris[i]!);
        return this.uris[i];
      }
    }
    return undefined;
  }

  /** Index of the binding whose prefix equals `src[start, end)`, or -1 (matched in place). */
  lookupRange(src: string, start: number, end: number): number {
    const length = end - start;
    for (let i = this.count - 1; i >= 0; i--) {
      const prefix = this.prefixes[i]!;
      if (prefix.length === length && src.startsWith(prefix, start)) {
        if (this.used !== null && i < this.floor) this.used.set(prefix, this.uris[i]!);
        return i;
      }
    }
    return -1;
  }

  /** The default namespace, noting its use when recording. */
  useDefault(): string {
    if (this.used !== null && this.defaultIndex < this.floor)
      this.used.set('', this.defaultNamespace);
    return this.defaultNamespace;
  }

  /** Starts recording uses of bindings with index below `floor`. */
  record(floor: number): void {
    this.floor = floor;
    this.used = new Map();
  }

  /** Stops recording and returns the outside bindings used (prefix -> URI, '' = default). */
  stopRecording(): Map<string, string> {
    const used = this.used ?? new Map<string, string>();
    this.used = null;
    return used;
  }

  /**
   * The bindings in scope from outside an element whose own declarations start at index `floor`
   * and that it does not redeclare itself (prefix -> URI; the default namespace is left out).
   * Prefixes also occur in text and attribute values (`xsi:type="xs:decimal"`, QName content),
   * which no name lookup records: a capture declares those it finds there.
   */
  inheritedPrefixes(floor: number): Map<string, string> {
    const own = new Set(this.prefixes.slice(floor, this.count));
    const found = new Map<string, string>();
    for (let i = floor - 1; i >= 0; i--) {
      const prefix = this.prefixes[i]!;
      if (prefix !== '' && !own.has(prefix) && !found.has(prefix)) found.set(prefix, this.uris[i]!);
    }
    return found;
  }

  /** The binding of `prefix` visible at binding index `limit` (exclusive), for serialising. */
  lookupBelow(prefix: string, limit: number): string | undefined {
    for (let i = limit - 1; i >= 0; i--) if (this.prefixes[i] === prefix) return this.uris[i];
    return prefix === '' ? '' : undefined;
  }
}
