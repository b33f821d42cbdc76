/**
 * The rule layer's view (`RuleNode`) over a document libxml2 has parsed, read from its memory
 * on demand: an element is wrapped when a rule reaches it and its text decoded when a rule asks
 * for it. Same answers as the view over the safe parser's tree (../rules/tree-node.ts): the same
 * namespace filter, blank text ignored, CDATA kept, comments and processing instructions
 * skipped. Valid only while the document is alive (the clean path frees it after the rules).
 */
import { XSI_NAMESPACE } from '../../runtime/names.js';
import { ElementRuleNode, NO_CHILDREN } from '../rules/element-node.js';
import { defaultNamespaceFilter, isNilValue } from '../rules/tree-node.js';
import type { RuleNode } from '../rules/types.js';
import { Heap, NODE, NODE_TYPE } from './libxml2-heap.js';

/** What every node of one view shares: the memory and the namespace filter (last answer remembered per struct). */
interface HeapView {
  heap: Heap;
  accept: (uri: string) => boolean;
  /** Namespace structs decided so far: pointer, then 1 (shown) or 0, in pairs. */
  decided: number[];
}

/** Marks a text not read yet (undefined is an answer: a container or nil). */
const UNREAD = Symbol('unread');

class HeapRuleNode extends ElementRuleNode {
  // Several rules read the same leaves: each answer is read from memory once.
  private nil: boolean | undefined = undefined;
  private value: string | undefined | typeof UNREAD = UNREAD;

  constructor(
    private readonly pointer: number,
    parent: HeapRuleNode | undefined,
    private readonly view: HeapView,
  ) {
    super(view.heap.name(view.heap.field(pointer, NODE.name)), parent);
  }

  private accepts(ns: number): boolean {
    const view = this.view;
    // A document's elements alternate between a few namespace structs: each is decided once.
    const decided = view.decided;
    for (let at = 0; at < decided.length; at += 2) if (decided[at] === ns) return decided[at + 1] === 1;
    const accepted = view.accept(view.heap.nsUri(ns));
    decided.push(ns, accepted ? 1 : 0);
    return accepted;
  }

  protected listChildren(): ElementRuleNode[] {
    const heap = this.view.heap;
    let all: ElementRuleNode[] | undefined;
    for (let child = heap.field(this.pointer, NODE.children); child !== 0; child = heap.field(child, NODE.next)) {
      if (heap.field(child, NODE.type) === NODE_TYPE.element && this.accepts(heap.field(child, NODE.ns))) {
        (all ??= []).push(new HeapRuleNode(child, this, this.view));
      }
    }
    return all ?? NO_CHILDREN;
  }

  isNil(): boolean {
    this.nil ??= this.readNil();
    return this.nil;
  }

  text(): string | undefined {
    if (this.value === UNREAD) this.value = this.readText();
    return this.value;
  }

  private readNil(): boolean {
    const heap = this.view.heap;
    for (let attribute = heap.field(this.pointer, NODE.properties); attribute !== 0; attribute = heap.field(attribute, NODE.next)) {
      if (heap.name(heap.field(attribute, NODE.name)) !== 'nil' || heap.nsUri(heap.field(attribute, NODE.ns)) !== XSI_NAMESPACE) continue;
      // The tree reader (./libxml2-tree.ts) lets through only values that are one text node.
      return isNilValue(heap.text(heap.field(heap.field(attribute, NODE.children), NODE.content)));
    }
    return false;
  }

  private readText(): string | undefined {
    if (this.isNil()) return undefined;
    const heap = this.view.heap;
    let text: string | undefined;
    for (let child = heap.field(this.pointer, NODE.children); child !== 0; child = heap.field(child, NODE.next)) {
      const type = heap.field(child, NODE.type);
      // Any element child makes this a container, whatever its namespace.
      if (type === NODE_TYPE.element) return undefined;
      if (type !== NODE_TYPE.text && type !== NODE_TYPE.cdata) continue;
      const content = heap.field(child, NODE.content);
      // As the safe pre-parse's tree: whitespace-only text is not there, CDATA always is.
      if (type === NODE_TYPE.text && heap.isBlank(content)) continue;
      text = text === undefined ? heap.text(content) : text + heap.text(content);
    }
    return text ?? '';
  }
}

/**
 * The view of the document element at `root` (an xmlNodePtr of a document `heap` is open on).
 * @example runRules(heapRuleView(heap, root, namespace), context)
 */
export function heapRuleView(heap: Heap, root: number, rootNamespace: string): RuleNode {
  return new HeapRuleNode(root, undefined, { heap, accept: defaultNamespaceFilter(rootNamespace), decided: [] });
}
