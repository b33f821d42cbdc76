/**
 * Finds the element an engine message is about, in the tree of the safe pre-parse, and gives
 * its element path and start-tag position. Engines say it three ways: libxml2-wasm gives the
 * node path (`/*\/*[2]/ct:name`); libxml2 messages name the element and give its start line;
 * Xerces names it (or not) and gives the position where it noticed the problem (end of a start
 * tag, or the end tag of an incomplete parent). Built only for documents that have findings.
 */
import type { XmlElementNode } from '../runtime/tree.js';

/** An element with its path (local names, `[n]` only where the parent holds several of that name). */
export interface LocatedElement {
  node: XmlElementNode;
  path: string;
}

function elementChildren(node: XmlElementNode): readonly XmlElementNode[] {
  // Children without text between them are their own list (a copy of 1.9 million siblings took 0.5 s).
  if (node.children.every((child) => child.kind === 'element')) return node.children as readonly XmlElementNode[];
  const out: XmlElementNode[] = [];
  for (const child of node.children) if (child.kind === 'element') out.push(child);
  return out;
}

/** Paths of the children of an element at `parentPath`, as the rule layer writes them. */
export function childPaths(parentPath: string, children: readonly XmlElementNode[]): string[] {
  const counts = new Map<string, number>();
  for (const child of children) counts.set(child.local, (counts.get(child.local) ?? 0) + 1);
  const seen = new Map<string, number>();
  return children.map((child) => {
    const position = (seen.get(child.local) ?? 0) + 1;
    seen.set(child.local, position);
    return counts.get(child.local)! > 1 ? `${parentPath}/${child.local}[${position}]` : `${parentPath}/${child.local}`;
  });
}

function before(node: XmlElementNode, line: number, column: number): boolean {
  return node.line < line || (node.line === line && (column <= 0 || node.column <= column));
}

/**
 * The last entry of `ordered` (document order, so start tags in position order) whose start tag
 * begins at or before the position; a binary search, so that a document with thousands of
 * findings is not scanned once per finding.
 */
function lastStartingBefore(ordered: readonly LocatedElement[], line: number, column: number): LocatedElement | undefined {
  const count = countStartingBefore(ordered, line, column);
  return count > 0 ? ordered[count - 1] : undefined;
}

/** How many entries of `ordered` start at or before the position (a binary search). */
function countStartingBefore(ordered: readonly LocatedElement[], line: number, column: number): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(ordered[middle]!.node, line, column)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Chains found by a walk of the tree before the parents of all elements are listed. */
const CHAIN_WALKS = 8;

/** Each element's parent element. */
function parentsOf(root: XmlElementNode): Map<XmlElementNode, XmlElementNode> {
  const parents = new Map<XmlElementNode, XmlElementNode>();
  const stack = [root];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    for (const child of parent.children) {
      if (child.kind !== 'element') continue;
      parents.set(child, parent);
      stack.push(child);
    }
  }
  return parents;
}

/** The elements from `root` down to `node` (just `[node]` when it is not below `root`), found in document order keeping only the chain walked. */
function chainByWalk(root: XmlElementNode, node: XmlElementNode): XmlElementNode[] {
  const chain: XmlElementNode[] = [root];
  const next: number[] = [0];
  while (chain.length > 0) {
    const at = chain[chain.length - 1]!;
    if (at === node) return chain;
    const children = at.children;
    let index = next[next.length - 1]!;
    while (index < children.length && children[index]!.kind !== 'element') index++;
    if (index >= children.length) {
      chain.pop();
      next.pop();
      continue;
    }
    next[next.length - 1] = index + 1;
    chain.push(children[index] as XmlElementNode);
    next.push(0);
  }
  return [node];
}

/** Element lookup over one parsed document. */
export class ElementLocator {
  private readonly root: XmlElementNode;
  private ordered: LocatedElement[] | undefined;
  private readonly paths = new Map<XmlElementNode, string>();
  /** Per local name, the elements of that name in document order (built with `ordered`). */
  private readonly byName = new Map<string, LocatedElement[]>();
  /** Per element, its element children, all and by `prefix:local` (built on first need). */
  private readonly children = new Map<XmlElementNode, { all: readonly XmlElementNode[]; named: Map<string, XmlElementNode[]>; asked?: boolean; paths?: Map<XmlElementNode, string> }>();
  /** Per element, its parent (built once chains were asked for more than `CHAIN_WALKS` times). */
  private parents: Map<XmlElementNode, XmlElementNode> | undefined;
  private chainWalks = 0;

  constructor(root: XmlElementNode) {
    this.root = root;
  }

  /** The document's element. */
  get documentElement(): XmlElementNode {
    return this.root;
  }

  /** Every element in document order, with its path (computed once, on first need). */
  all(): LocatedElement[] {
    if (this.ordered) return this.ordered;
    const ordered: LocatedElement[] = [];
    const stack: LocatedElement[] = [{ node: this.root, path: `/${this.root.local}` }];
    while (stack.length > 0) {
      const current = stack.pop()!;
      ordered.push(current);
      this.paths.set(current.node, current.path);
      const named = this.byName.get(current.node.local);
      if (named) named.push(current);
      else this.byName.set(current.node.local, [current]);
      const children = this.childrenOf(current.node, undefined);
      const paths = childPaths(current.path, children);
      for (let index = children.length - 1; index >= 0; index--) stack.push({ node: children[index]!, path: paths[index]! });
    }
    this.ordered = ordered;
    return ordered;
  }

  /** The parent element of a node of this tree (undefined for the root). */
  parentOf(node: XmlElementNode): XmlElementNode | undefined {
    return this.chainTo(node).at(-2);
  }

  /**
   * The elements from the root down to `node`, a node of this tree. The first few are found by a
   * walk that keeps only the chain it is on; past those, every element's parent is listed once
   * (a map of 1.9 million siblings cost 0.7 s and much memory for one unexpected element:
   * review r27 hostiledocs H1).
   */
  chainTo(node: XmlElementNode): XmlElementNode[] {
    if (!this.parents && this.chainWalks < CHAIN_WALKS) {
      this.chainWalks++;
      return chainByWalk(this.root, node);
    }
    this.parents ??= parentsOf(this.root);
    const chain = [node];
    for (let at = this.parents.get(node); at; at = this.parents.get(at)) chain.push(at);
    return chain.reverse();
  }

  /** The path of a node of this tree. */
  pathOf(node: XmlElementNode): string {
    this.all();
    return this.paths.get(node) ?? '';
  }

  /**
   * Resolves a libxml2 node path (xmlGetNodePath: `*` for default-namespace elements, counted
   * over all element siblings; `p:name` counted over same-name siblings of that prefix, `name`
   * over same-name siblings of no namespace; `[n]` 1-based).
   */
  byXpath(xpath: string): LocatedElement | undefined {
    const steps = xpath.split('/').slice(1);
    if (steps.length === 0) return undefined;
    let node: XmlElementNode | undefined = this.root;
    // The path is built step by step: the whole tree's paths (`all`) would cost seconds and
    // gigabytes on a document of millions of elements with one finding.
    let path = this.ordered ? undefined : `/${this.root.local}`;
    for (const step of steps.slice(1)) {
      const match = /^(\*|(?:([^:[\]]+):)?([^:[\]]+))(?:\[(\d+)\])?$/.exec(step);
      if (!match) break; // text(), @attribute, comment(): the element found so far is the subject
      const [, all, prefix, local, index] = match;
      const position = index ? Number(index) : 1;
      const parent: XmlElementNode = node!;
      node = this.childrenOf(parent, all === '*' ? undefined : `${prefix ?? ''}:${local}`)[position - 1];
      if (!node) return undefined;
      if (path !== undefined) path = this.childPathOf(parent, path, node);
    }
    return { node: node!, path: path ?? this.pathOf(node!) };
  }

  /** The elements from the root down to the one at `path` (a path of this tree), or undefined. */
  chainOf(path: string): XmlElementNode[] | undefined {
    const steps = path.split('/').slice(1);
    if (steps[0] !== this.root.local) return undefined;
    const chain = [this.root];
    for (const step of steps.slice(1)) {
      const [, local, index] = /^(.*?)(?:\[(\d+)\])?$/.exec(step)!;
      const named = this.childrenOf(chain[chain.length - 1]!, undefined).filter((child) => child.local === local);
      const node = named[(index ? Number(index) : 1) - 1];
      if (!node) return undefined;
      chain.push(node);
    }
    return chain;
  }

  /** The last element (document order) named `local` whose start tag begins at or before the position. */
  byNameBefore(local: string, line: number, column = 0): LocatedElement | undefined {
    this.all();
    const named = this.byName.get(local);
    return named ? lastStartingBefore(named, line, column) : undefined;
  }

  /** The elements named `local` whose start tag begins on `line`, in document order. */
  namedOnLine(local: string, line: number): LocatedElement[] {
    this.all();
    const named = this.byName.get(local) ?? [];
    return named.slice(countStartingBefore(named, line - 1, 0), countStartingBefore(named, line, 0));
  }

  /** The last element whose start tag begins at or before the position (the root when none). */
  lastBefore(line: number, column = 0): LocatedElement {
    const all = this.all();
    return lastStartingBefore(all, line, column) ?? all[0]!;
  }

  /**
   * The path of `child` of `node` (at `path`). The first question about a parent counts the
   * child's same-name siblings; from the second on, all its children's paths are kept (a
   * thousand findings under one parent, each answered from the map).
   */
  private childPathOf(node: XmlElementNode, path: string, child: XmlElementNode): string {
    this.childrenOf(node, undefined);
    const known = this.children.get(node)!;
    if (known.paths) return known.paths.get(child)!;
    if (known.asked) {
      const paths = childPaths(path, known.all);
      known.paths = new Map(known.all.map((sibling, index) => [sibling, paths[index]!]));
      return known.paths.get(child)!;
    }
    known.asked = true;
    let position = 0;
    let count = 0;
    for (const sibling of known.all) {
      if (sibling.local !== child.local) continue;
      count++;
      if (sibling === child) position = count;
    }
    return count > 1 ? `${path}/${child.local}[${position}]` : `${path}/${child.local}`;
  }

  /** The element children of `node`: all, or those named `prefix:local` (each list built once). */
  private childrenOf(node: XmlElementNode, qualified: string | undefined): readonly XmlElementNode[] {
    let known = this.children.get(node);
    if (!known) this.children.set(node, (known = { all: elementChildren(node), named: new Map() }));
    if (qualified === undefined) return known.all;
    let named = known.named.get(qualified);
    // An unprefixed step names an element of no namespace: libxml2 writes a default-namespace
    // element `*` (`<String xmlns="">` beside default-namespace `<String>`s is `String`, the first).
    if (!named) known.named.set(qualified, (named = known.all.filter((child) => `${child.prefix}:${child.local}` === qualified && (child.prefix !== '' || child.namespace === ''))));
    return named;
  }
}
