/**
 * libxml2's node path (xmlGetNodePath: `/*\/*[2]/ct:name`) worked out in JavaScript from the
 * tree in WebAssembly memory, with the position of every child of a parent found in one pass
 * over that parent's children. libxml2 counts a node's siblings anew for every path it writes,
 * so a document with thousands of errors among thousands of siblings cost seconds per document
 * (20 000 errors among 20 000 items: 20 s); here the same paths cost one pass per parent.
 *
 * The format is libxml2's (tree.c): an element in a namespace without a prefix is `*`, counted
 * over all its element siblings; any other element is its qualified name, counted over the
 * siblings of the same name and namespace prefix; `[n]` (1-based) only when the count is not
 * one. For a node that is not an element (an attribute, a text), the path of its element: the
 * error is about that element (../element-locator.ts resolves no further either).
 */
import { Heap, NODE, NODE_TYPE, NS } from './libxml2-heap.js';

/** Paths of the nodes of one document (one per validation call: its caches hold that document's pointers). */
export class NodePaths {
  private readonly heap = new Heap();
  private readonly paths = new Map<number, string>();
  /** Per parent element: the path step of each of its element children. */
  private readonly steps = new Map<number, Map<number, string>>();
  /** The document of the nodes asked about (0 until the first). */
  private doc = 0;

  constructor(private readonly epoch: number) {}

  /** The node path of `node` (an element, or the element holding a non-element node); undefined for none. */
  of(node: number): string | undefined {
    if (node === 0 || !this.open(node)) return undefined;
    let element = node;
    while (element !== 0 && this.heap.field(element, NODE.type) !== NODE_TYPE.element) element = this.heap.field(element, NODE.parent);
    return element === 0 ? undefined : this.pathOf(element);
  }

  /**
   * Points the views at the memory, renewed on every call: libxml2 allocates while it validates,
   * and a grown memory has a new buffer. Any pointer reaches the memory; the document's own
   * pointer then keys the name cache to its dictionary.
   */
  private open(node: number): boolean {
    if (this.doc === 0) {
      if (!this.heap.open(node, this.epoch)) return false;
      this.doc = this.heap.field(node, NODE.doc);
    }
    return this.heap.open(this.doc, this.epoch);
  }

  private pathOf(element: number): string {
    let path = this.paths.get(element);
    if (path !== undefined) return path;
    const parent = this.heap.field(element, NODE.parent);
    const parentIsElement = parent !== 0 && this.heap.field(parent, NODE.type) === NODE_TYPE.element;
    path = `${parentIsElement ? this.pathOf(parent) : ''}/${this.stepsOf(parent).get(element)!}`;
    this.paths.set(element, path);
    return path;
  }

  /** The steps of the element children of `parent`, worked out together. */
  private stepsOf(parent: number): Map<number, string> {
    let steps = this.steps.get(parent);
    if (steps !== undefined) return steps;
    const heap = this.heap;
    const children: Array<{ node: number; name: string; key: string }> = [];
    for (let child = heap.field(parent, NODE.children); child !== 0; child = heap.field(child, NODE.next)) {
      if (heap.field(child, NODE.type) !== NODE_TYPE.element) continue;
      const local = heap.name(heap.field(child, NODE.name));
      const ns = heap.field(child, NODE.ns);
      const prefixPointer = ns === 0 ? 0 : heap.field(ns, NS.prefix);
      // In a namespace without a prefix: `*`, counted over every element sibling (key '*').
      if (ns !== 0 && prefixPointer === 0) children.push({ node: child, name: '*', key: '*' });
      else {
        const name = prefixPointer === 0 ? local : `${heap.name(prefixPointer)}:${local}`;
        children.push({ node: child, name, key: `${ns === 0 ? '' : 'ns:'}${name}` });
      }
    }
    const elementCount = children.length;
    const counts = new Map<string, number>();
    for (const child of children) if (child.key !== '*') counts.set(child.key, (counts.get(child.key) ?? 0) + 1);
    const seen = new Map<string, number>();
    let position = 0;
    steps = new Map();
    for (const child of children) {
      position++;
      if (child.key === '*') {
        steps.set(child.node, elementCount > 1 ? `*[${position}]` : '*');
        continue;
      }
      const index = (seen.get(child.key) ?? 0) + 1;
      seen.set(child.key, index);
      steps.set(child.node, counts.get(child.key)! > 1 ? `${child.name}[${index}]` : child.name);
    }
    this.steps.set(parent, steps);
    return steps;
  }
}
