/**
 * The rule layer's view (`RuleNode`) over a document libxml2 has parsed, read from its memory.
 * The tree reader's pass lists the elements the rules can see (./libxml2-element-index.ts); an element is
 * wrapped when a rule reaches it and its text decoded when a rule asks for it, so the rules that
 * look for a few names anywhere in the document (`subtreeNamed`) wrap only what they find. Same
 * answers as the view over the safe parser's tree (../rules/tree-node.ts): the same namespace
 * filter, blank text ignored, CDATA kept, comments and processing instructions skipped. Valid
 * only while the document is alive (the clean path frees it after the rules).
 */
import { XSI_NAMESPACE } from '../../runtime/names.js';
import { ElementRuleNode, NO_CHILDREN } from '../rules/element-node.js';
import { isNilValue } from '../rules/tree-node.js';
import type { LeafScanner, RuleNode } from '../rules/types.js';
import { ElementIndex } from './libxml2-element-index.js';
import { Heap, NODE, NODE_TYPE } from './libxml2-heap.js';

/** Marks a text not read yet (undefined is an answer: a container or nil). */
const UNREAD = Symbol('unread');

/** What every node of one view shares: the memory, the element index and the wrappers made so far. */
class HeapView {
  private readonly wrappers: Array<HeapRuleNode | undefined>;

  constructor(
    readonly heap: Heap,
    readonly index: ElementIndex,
  ) {
    this.wrappers = new Array<HeapRuleNode | undefined>(index.count);
  }

  /** The node of element `at`, its parent `parent` (already wrapped). */
  child(at: number, parent: HeapRuleNode | undefined): HeapRuleNode {
    return (this.wrappers[at] ??= new HeapRuleNode(at, parent, this));
  }

  /** The text of element `at` (see `RuleNode.text`), without wrapping it when it is not yet. */
  textAt(at: number): string | undefined {
    const known = this.wrappers[at];
    return known !== undefined ? known.text() : readText(this.heap, this.index.node[at]!);
  }

  /** The node of element `at`, wrapping the ancestors not wrapped yet, top down. */
  wrap(at: number): HeapRuleNode {
    const known = this.wrappers[at];
    if (known !== undefined) return known;
    const chain: number[] = [];
    let above = at;
    while (above >= 0 && this.wrappers[above] === undefined) {
      chain.push(above);
      above = this.index.parent[above]!;
    }
    let node = above >= 0 ? this.wrappers[above] : undefined;
    for (let step = chain.length - 1; step >= 0; step--) node = this.child(chain[step]!, node);
    return node!;
  }
}

class HeapRuleNode extends ElementRuleNode implements LeafScanner {
  // Several rules read the same leaves: each answer is read from memory once.
  private nil: boolean | undefined = undefined;
  private value: string | undefined | typeof UNREAD = UNREAD;

  constructor(
    private readonly at: number,
    parent: HeapRuleNode | undefined,
    private readonly view: HeapView,
  ) {
    super(view.heap.nameOf(view.index.nameId[at]!), parent);
  }

  private get pointer(): number {
    return this.view.index.node[this.at]!;
  }

  protected listChildren(): ElementRuleNode[] {
    const { index } = this.view;
    const end = index.end[this.at]!;
    let all: ElementRuleNode[] | undefined;
    for (let child = this.at + 1; child < end; child = index.end[child]!) (all ??= []).push(this.view.child(child, this));
    return all ?? NO_CHILDREN;
  }

  override subtreeNamed(names: ReadonlySet<string>): readonly RuleNode[] {
    const { index, heap } = this.view;
    const classes = heap.classify(names, (name) => (names.has(name) ? 1 : 0));
    const ids = index.nameId;
    let found: RuleNode[] | undefined;
    for (let at = this.at, end = index.end[this.at]!; at < end; at++) {
      if (classes[ids[at]!] === 1) (found ??= []).push(this.view.wrap(at));
    }
    return found ?? NO_CHILDREN;
  }

  scanLeaves(
    key: object,
    classOf: (name: string) => number,
    visit: (classes: number, text: string, name: string, parent: string | undefined, at: number) => void,
  ): void {
    const view = this.view;
    const { index, heap } = view;
    const classes = heap.classify(key, classOf);
    const ids = index.nameId;
    const parents = index.parent;
    for (let at = this.at, end = index.end[this.at]!; at < end; at++) {
      const found = classes[ids[at]!]!;
      if (found === 0) continue;
      const text = view.textAt(at);
      if (text === undefined) continue;
      const parent = parents[at]!;
      visit(found, text, heap.nameOf(ids[at]!), parent < 0 ? undefined : heap.nameOf(ids[parent]!), at);
    }
  }

  nodeAt(at: number): RuleNode {
    return this.view.wrap(at);
  }

  isNil(): boolean {
    this.nil ??= readNil(this.view.heap, this.pointer);
    return this.nil;
  }

  text(): string | undefined {
    if (this.value === UNREAD) this.value = readText(this.view.heap, this.pointer);
    return this.value;
  }
}

/** True for an element `xsi:nil` makes nil. */
function readNil(heap: Heap, pointer: number): boolean {
  for (let attribute = heap.field(pointer, NODE.properties); attribute !== 0; attribute = heap.field(attribute, NODE.next)) {
    if (heap.name(heap.field(attribute, NODE.name)) !== 'nil' || heap.nsUri(heap.field(attribute, NODE.ns)) !== XSI_NAMESPACE) continue;
    // The tree reader (./libxml2-tree.ts) lets through only values that are one text node.
    return isNilValue(heap.text(heap.field(heap.field(attribute, NODE.children), NODE.content)));
  }
  return false;
}

/** The text of the element at `pointer`: undefined when it is nil or holds an element. */
function readText(heap: Heap, pointer: number): string | undefined {
  if (readNil(heap, pointer)) return undefined;
  let text: string | undefined;
  for (let child = heap.field(pointer, NODE.children); child !== 0; child = heap.field(child, NODE.next)) {
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

/**
 * The view of the document element of the document `heap` is open on, whose elements `index`
 * has just listed.
 * @example runRules(heapRuleView(heap, index), context)
 */
export function heapRuleView(heap: Heap, index: ElementIndex): RuleNode {
  return new HeapView(heap, index).child(0, undefined);
}
