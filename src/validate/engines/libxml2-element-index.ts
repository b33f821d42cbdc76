/**
 * One pass over a document libxml2 has parsed, in its memory: it checks that the document stays
 * within the safe parse's limits (depth, attributes and namespace declarations per element and
 * in scope) and holds only what the rule view models (elements, text, CDATA, comments,
 * processing instructions; attribute values of one text node), and lists the elements the rule
 * layer sees into flat arrays reused from one document to the next: no object per element. In
 * document order, an element's subtree is the run of entries from it to its `end`, so "every
 * element below with one of these names" is a loop over small numbers (the name ids of
 * ./libxml2-heap.ts), and only the elements found get a JavaScript object.
 */
import type { XmlLimits } from '../../runtime/tree.js';
import { Heap, NODE, NODE_TYPE, NS } from './libxml2-heap.js';

/** Entries the arrays start with (a typical API document has a few dozen elements). */
const INITIAL_CAPACITY = 256;
/** Past this many entries, arrays grown for a large document are dropped before the next one. */
const KEPT_CAPACITY = 1 << 16;
/** Depths the walk's stacks start with (the limits allow 256 by default; API documents use ~6). */
const INITIAL_DEPTH = 32;
/** `open` at a level inside an element of a refused namespace: nothing below it is listed. */
const REFUSED = -1;

/** The elements of one document in accepted namespaces, in document order. */
/** Namespace structs looked up by a linear scan before a map takes over. */
const MAX_LISTED = 16;

export class ElementIndex {
  /** How many elements the last `list` found. */
  count = 0;
  /** Per element: its xmlNodePtr. */
  node = new Int32Array(INITIAL_CAPACITY);
  /** Per element: its name id (`Heap.nameId`). */
  nameId = new Int32Array(INITIAL_CAPACITY);
  /** Per element: the index of its parent element, -1 for the document element. */
  parent = new Int32Array(INITIAL_CAPACITY);
  /** Per element: the index just past its last descendant. */
  end = new Int32Array(INITIAL_CAPACITY);
  // Per depth of the walk (1 for the document element): the element's entry (or REFUSED) and
  // the namespace declarations in scope. Kept between documents.
  private open = new Int32Array(INITIAL_DEPTH);
  private scopes = new Int32Array(INITIAL_DEPTH);
  /** Namespace structs decided in this document: pointer, then 1 (listed) or 0, in pairs. */
  private readonly decided: number[] = [];
  /** The same past `MAX_LISTED` structs (a declaration on every element makes one per element). */
  private readonly decidedMany = new Map<number, boolean>();

  /**
   * Checks the document element `root` and everything below it against `limits`, and lists
   * `root` and the elements below it whose namespace `accept` takes (the subtree of an element
   * it refuses is not listed). Iterative, along libxml2's child, next and parent links.
   * @returns false when a node is past a limit or of a kind the view does not model (the
   *   document then takes the full path, where the safe parser gives the exact issue).
   */
  list(heap: Heap, root: number, limits: Required<XmlLimits>, accept: (uri: string) => boolean): boolean {
    const { maxDepth, maxAttributes, maxNamespaces } = limits;
    if (this.node.length > KEPT_CAPACITY) this.reset();
    // Fields in locals: the loop calls out (names, namespaces), so V8 would reload them per node.
    let { open, scopes } = this;
    let { node: nodes, nameId, parent: parents, end } = this;
    const i32 = heap.i32;
    this.decided.length = 0;
    this.decidedMany.clear();
    let count = 0;
    scopes[0] = 0;
    let node = root;
    let depth = 1;
    let lastNs = -1;
    let lastAccepted = false;
    for (;;) {
      const at = node >> 2;
      const type = i32[at + NODE.type]!;
      let first = 0;
      if (type === NODE_TYPE.element) {
        if (depth > maxDepth) return false;
        if (depth === open.length) {
          this.deepen();
          ({ open, scopes } = this);
        }
        let attributes = 0;
        for (let attribute = i32[at + NODE.properties]!; attribute !== 0; attribute = i32[(attribute >> 2) + NODE.next]!) {
          const value = i32[(attribute >> 2) + NODE.children]!;
          // A value is one text node (libxml2 resolves character and predefined references).
          if (value === 0 || i32[(value >> 2) + NODE.type] !== NODE_TYPE.text || i32[(value >> 2) + NODE.next] !== 0) return false;
          attributes++;
        }
        let declared = 0;
        for (let ns = i32[at + NODE.nsDef]!; ns !== 0; ns = i32[(ns >> 2) + NS.next]!) declared++;
        const scoped = scopes[depth - 1]! + declared;
        // The safe parser counts declarations among the attributes and in scope: stay within both.
        if (attributes + declared >= maxAttributes || scoped >= maxNamespaces) return false;
        scopes[depth] = scoped;
        // The document element is always listed; below a refused element nothing is.
        const parent = depth === 1 ? -1 : open[depth - 1]!;
        let entry = REFUSED;
        if (depth > 1 && parent !== REFUSED) {
          // Most elements share their parent's namespace struct: one compare, no lookup.
          const ns = i32[at + NODE.ns]!;
          if (ns !== lastNs) {
            lastAccepted = this.accepts(heap, accept, ns);
            lastNs = ns;
          }
        }
        if (depth === 1 || (parent !== REFUSED && lastAccepted)) {
          entry = count++;
          if (entry === nodes.length) {
            this.grow();
            ({ node: nodes, nameId, parent: parents, end } = this);
          }
          nodes[entry] = node;
          nameId[entry] = heap.nameId(i32[at + NODE.name]!);
          parents[entry] = parent;
        }
        open[depth] = entry;
        first = i32[at + NODE.children]!;
        if (first === 0 && entry !== REFUSED) end[entry] = count;
      } else if (type !== NODE_TYPE.text && type !== NODE_TYPE.cdata && type !== NODE_TYPE.comment && type !== NODE_TYPE.pi) {
        return false;
      }
      if (first !== 0) {
        node = first;
        depth++;
        continue;
      }
      // Up to the nearest ancestor with a next sibling, closing the elements left on the way.
      while (node !== root && i32[(node >> 2) + NODE.next] === 0) {
        node = i32[(node >> 2) + NODE.parent]!;
        depth--;
        const closed = open[depth]!;
        if (closed !== REFUSED) end[closed] = count;
      }
      if (node === root) {
        this.count = count;
        return true;
      }
      node = i32[(node >> 2) + NODE.next]!;
    }
  }

  /** True when `accept` takes the namespace of the struct at `ns` (decided once per struct and document). */
  private accepts(heap: Heap, accept: (uri: string) => boolean, ns: number): boolean {
    // A document's elements alternate between a few namespace structs.
    const decided = this.decided;
    for (let at = 0; at < decided.length; at += 2) if (decided[at] === ns) return decided[at + 1] === 1;
    const known = this.decidedMany.get(ns);
    if (known !== undefined) return known;
    const accepted = accept(heap.nsUri(ns));
    if (decided.length < 2 * MAX_LISTED) decided.push(ns, accepted ? 1 : 0);
    else this.decidedMany.set(ns, accepted);
    return accepted;
  }

  private reset(): void {
    this.node = new Int32Array(INITIAL_CAPACITY);
    this.nameId = new Int32Array(INITIAL_CAPACITY);
    this.parent = new Int32Array(INITIAL_CAPACITY);
    this.end = new Int32Array(INITIAL_CAPACITY);
  }

  private deepen(): void {
    const size = this.open.length * 2;
    this.open = resized(this.open, size);
    this.scopes = resized(this.scopes, size);
  }

  private grow(): void {
    const size = this.node.length * 2;
    this.node = resized(this.node, size);
    this.nameId = resized(this.nameId, size);
    this.parent = resized(this.parent, size);
    this.end = resized(this.end, size);
  }
}

/** A copy of `from` in a new array of `size` entries (the rest zero). */
function resized(from: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const to = new Int32Array(size);
  to.set(from);
  return to;
}
