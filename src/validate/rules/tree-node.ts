/**
 * The `RuleNode` view over a parsed XML tree (`XmlElementNode`, src/runtime/tree.ts): what the
 * document validator hands the rules. Elements match by local name within the document's own
 * namespaces (the API namespace root of the document element), so `child('name')` finds
 * `<ct:name>` and `<name>` alike, while an element of a foreign namespace is not seen.
 *
 * Every rule walks the same view, so each node wraps its children once, computes its subtree
 * once (the convention rules share one walk) and builds its path only when a finding asks for
 * it (./element-node.ts): the rule layer runs on every document of a CI run, so a node is a
 * small object whose position is read from the element and whose namespace filter the whole
 * view shares.
 */
import { API_NAMESPACE_SHAPE } from '../../ir/qname.js';
import type { XmlElementNode } from '../../runtime/tree.js';
import { ElementRuleNode, NO_CHILDREN } from './element-node.js';
import type { RuleNode } from './types.js';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** The value of an `xsi:nil` attribute as the rules read it. */
export function isNilValue(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === 'true' || trimmed === '1';
}

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

/** Accepts the namespaces under the API root of `rootNamespace` (every view filters the same way). */
export function defaultNamespaceFilter(rootNamespace: string): (uri: string) => boolean {
  let filter = filters.get(rootNamespace);
  if (filter !== undefined) return filter;
  const match = API_NAMESPACE_SHAPE.exec(rootNamespace);
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

class TreeRuleNode extends ElementRuleNode {
  constructor(
    private readonly element: XmlElementNode,
    parent: TreeRuleNode | undefined,
    private readonly view: ViewContext,
  ) {
    super(element.local, parent);
  }

  get line(): number {
    return this.element.line;
  }

  get column(): number {
    return this.element.column;
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

  protected listChildren(): ElementRuleNode[] {
    let all: ElementRuleNode[] | undefined;
    for (const child of this.element.children) {
      if (child.kind === 'element' && this.accepts(child.namespace)) (all ??= []).push(new TreeRuleNode(child, this, this.view));
    }
    return all ?? NO_CHILDREN;
  }

  isNil(): boolean {
    for (const attribute of this.element.attributes) {
      if (attribute.local === 'nil' && attribute.namespace === XSI) return isNilValue(attribute.value);
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
