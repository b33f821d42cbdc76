/**
 * The `RuleNode` view over a parsed XML tree (`XmlElementNode`, src/runtime/tree.ts): what the
 * document validator hands the rules. Elements match by local name within the document's own
 * namespaces (the API namespace root of the document element), so `child('name')` finds
 * `<ct:name>` and `<name>` alike, while an element of a foreign namespace is not seen.
 *
 * Every rule walks the same view, so each node wraps its children once and builds its path
 * only when a finding asks for it: the rule layer runs on every document of a CI run.
 */
import type { XmlElementNode } from '../../runtime/tree.js';
import { walkSubtree } from './walk.js';
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
  return new TreeRuleNode(root, undefined, accept);
}

/** Accepts the namespaces under the API root of `rootNamespace`. */
function defaultNamespaceFilter(rootNamespace: string): (uri: string) => boolean {
  const match = /^(.*\/)[^/]+\/Case\/[^/]+$/.exec(rootNamespace);
  if (!match) return () => true;
  const prefix = match[1];
  // A document uses a handful of namespaces: decide each once (startsWith on every element
  // dominated the cost of the view).
  const decided = new Map<string, boolean>();
  return (uri) => {
    let accepted = decided.get(uri);
    if (accepted === undefined) {
      accepted = uri.startsWith(prefix);
      decided.set(uri, accepted);
    }
    return accepted;
  };
}

class TreeRuleNode implements RuleNode {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  private pathCache: string | undefined;
  private all: TreeRuleNode[] | undefined;
  private below: TreeRuleNode[] | undefined;

  constructor(
    private readonly element: XmlElementNode,
    private readonly parent: TreeRuleNode | undefined,
    private readonly accept: (uri: string) => boolean,
  ) {
    this.name = element.local;
    this.line = element.line;
    this.column = element.column;
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

  /** Wraps the child elements in accepted namespaces, once. */
  private wrapChildren(): TreeRuleNode[] {
    if (this.all === undefined) {
      this.all = [];
      for (const child of this.element.children) {
        if (child.kind === 'element' && this.accept(child.namespace))
          this.all.push(new TreeRuleNode(child, this, this.accept));
      }
    }
    return this.all;
  }

  child(local: string): RuleNode | undefined {
    return this.wrapChildren().find((child) => child.name === local);
  }

  children(local: string): RuleNode[] {
    return this.wrapChildren().filter((child) => child.name === local);
  }

  elements(): RuleNode[] {
    return this.wrapChildren().slice();
  }

  has(local: string): boolean {
    return this.wrapChildren().some((child) => child.name === local);
  }

  subtree(): readonly RuleNode[] {
    this.below ??= walkSubtree<TreeRuleNode>(this, (node) => node.wrapChildren());
    return this.below;
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
    let text = '';
    for (const child of this.element.children) {
      // Any element child makes this a container, whatever its namespace.
      if (child.kind === 'element') return undefined;
      if (child.kind === 'text') text += child.value;
    }
    return text;
  }
}
