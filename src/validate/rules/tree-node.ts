/**
 * The `RuleNode` view over a parsed XML tree (`XmlElementNode`, src/runtime/tree.ts): what the
 * document validator hands the rules. Elements match by local name within the document's own
 * namespaces (the API namespace root of the document element), so `child('name')` finds
 * `<ct:name>` and `<name>` alike, while an element of a foreign namespace is not seen.
 *
 * Every rule walks the same view, so each node wraps its children once, computes its subtree
 * once (the convention rules share one walk) and builds its path only when a finding asks for
 * it: the rule layer runs on every document of a CI run, so a node is a small object whose
 * position is read from the element and whose namespace filter the whole view shares.
 */
import type { XmlElementNode } from '../../runtime/tree.js';
import type { RuleNode } from './types.js';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** Options of `treeNode`. */
export interface TreeNodeOptions {
  /**
   * Which element namespaces the rules see. Default: those under the API namespace root of the
   * document element (`<root>/<version>/Case/<Schema>` -> anything starting with `<root>/`), or
   * every namespace when the document element's namespace does not have that shape.
   */
  acceptNamespace?: (uri: string) => boolean;
}

/** Wraps the document element of a parsed tree for the rules. */
export function treeNode(root: XmlElementNode, options: TreeNodeOptions = {}): RuleNode {
  const accept = options.acceptNamespace ?? defaultNamespaceFilter(root.namespace);
  return new TreeRuleNode(root, undefined, { accept, lastUri: undefined, lastAccepted: false });
}

const ACCEPT_ALL = (): boolean => true;
/** Filters by root namespace: a CI run meets a few dozen, each decided once (bounded). */
const filters = new Map<string, (uri: string) => boolean>();
const MAX_FILTERS = 256;

/** Accepts the namespaces under the API root of `rootNamespace`. */
function defaultNamespaceFilter(rootNamespace: string): (uri: string) => boolean {
  let filter = filters.get(rootNamespace);
  if (filter !== undefined) return filter;
  const match = /^(.*\/)[^/]+\/Case\/[^/]+$/.exec(rootNamespace);
  if (!match) filter = ACCEPT_ALL;
  else {
    const prefix = match[1]!;
    filter = (uri) => uri.startsWith(prefix);
  }
  if (filters.size >= MAX_FILTERS) filters.clear();
  filters.set(rootNamespace, filter);
  return filter;
}

/** What every node of one view shares: the namespace filter, with the last answer remembered. */
interface ViewContext {
  accept: (uri: string) => boolean;
  lastUri: string | undefined;
  lastAccepted: boolean;
}

class TreeRuleNode implements RuleNode {
  readonly name: string;
  private pathCache: string | undefined = undefined;
  private all: TreeRuleNode[] | undefined = undefined;
  private below: TreeRuleNode[] | undefined = undefined;

  constructor(
    private readonly element: XmlElementNode,
    private readonly parent: TreeRuleNode | undefined,
    private readonly view: ViewContext,
  ) {
    this.name = element.local;
  }

  get line(): number {
    return this.element.line;
  }

  get column(): number {
    return this.element.column;
  }

  /** Built on first use: most nodes are walked, few are reported. */
  get path(): string {
    this.pathCache ??=
      this.parent === undefined
        ? `/${this.name}`
        : `${this.parent.path}/${this.parent.stepOf(this)}`;
    return this.pathCache;
  }

  /** The path step of a child: its name, with a 1-based `[n]` where the name repeats (as libxml2 writes). */
  private stepOf(child: TreeRuleNode): string {
    let count = 0;
    let position = 0;
    for (const sibling of this.wrapChildren()) {
      if (sibling.name !== child.name) continue;
      count++;
      if (sibling === child) position = count;
    }
    return count > 1 ? `${child.name}[${position}]` : child.name;
  }

  private accepts(uri: string): boolean {
    const view = this.view;
    // Documents use one or two namespaces: remember the last decision.
    if (uri !== view.lastUri) {
      view.lastUri = uri;
      view.lastAccepted = view.accept(uri);
    }
    return view.lastAccepted;
  }

  /** Wraps the child elements in accepted namespaces, once. */
  private wrapChildren(): TreeRuleNode[] {
    let all = this.all;
    if (all === undefined) {
      all = [];
      for (const child of this.element.children) {
        if (child.kind === 'element' && this.accepts(child.namespace)) all.push(new TreeRuleNode(child, this, this.view));
      }
      this.all = all;
    }
    return all;
  }

  child(local: string): RuleNode | undefined {
    for (const child of this.wrapChildren()) if (child.name === local) return child;
    return undefined;
  }

  children(local: string): RuleNode[] {
    const found: RuleNode[] = [];
    for (const child of this.wrapChildren()) if (child.name === local) found.push(child);
    return found;
  }

  elements(): RuleNode[] {
    return this.wrapChildren().slice();
  }

  has(local: string): boolean {
    for (const child of this.wrapChildren()) if (child.name === local) return true;
    return false;
  }

  /** This node and every node below it in document order (iterative: deep input is fine). */
  subtree(): readonly RuleNode[] {
    if (this.below !== undefined) return this.below;
    const all: TreeRuleNode[] = [];
    const stack: TreeRuleNode[] = [this];
    while (stack.length > 0) {
      const current = stack.pop()!;
      all.push(current);
      const children = current.wrapChildren();
      for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
    }
    this.below = all;
    return all;
  }

  isNil(): boolean {
    for (const attribute of this.element.attributes) {
      if (attribute.local === 'nil' && attribute.namespace === XSI) {
        const value = attribute.value.trim();
        return value === 'true' || value === '1';
      }
    }
    return false;
  }

  text(): string | undefined {
    if (this.isNil()) return undefined;
    const children = this.element.children;
    // The common leaf: one text child.
    if (children.length === 1 && children[0]!.kind === 'text') return children[0]!.value;
    let text = '';
    for (const child of children) {
      // Any element child makes this a container, whatever its namespace.
      if (child.kind === 'element') return undefined;
      if (child.kind === 'text') text += child.value;
    }
    return text;
  }
}
