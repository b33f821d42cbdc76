/**
 * What the element views of the rule layer share: child lookup by local name, paths as libxml2
 * writes them, and the one subtree walk the rules share. A view supplies how to list an
 * element's child elements (in accepted namespaces), whether it is nil, and its text: over the
 * safe parser's tree (./tree-node.ts) or over libxml2's own parse (../engines/libxml2-rule-view.ts).
 */
import type { RuleNode } from './types.js';

/** What a leaf's child list is: one shared empty list (most elements of a document are leaves). */
export const NO_CHILDREN: ElementRuleNode[] = Object.freeze([]) as unknown as ElementRuleNode[];

/** An element of a document as the rules see it; subclasses read the element itself. */
export abstract class ElementRuleNode implements RuleNode {
  private pathCache: string | undefined = undefined;
  private all: ElementRuleNode[] | undefined = undefined;
  private below: ElementRuleNode[] | undefined = undefined;
  private steps: Map<ElementRuleNode, string> | undefined = undefined;

  protected constructor(
    readonly name: string,
    private readonly parent: ElementRuleNode | undefined,
  ) {}

  /** The child elements in accepted namespaces, wrapped (called once per node; `NO_CHILDREN` for none). */
  protected abstract listChildren(): ElementRuleNode[];
  abstract isNil(): boolean;
  abstract text(): string | undefined;

  /** Built on first use: most nodes are walked, few are reported. */
  get path(): string {
    this.pathCache ??=
      this.parent === undefined
        ? `/${this.name}`
        : `${this.parent.path}/${this.parent.stepOf(this)}`;
    return this.pathCache;
  }

  /**
   * The path step of a child: its name, with a 1-based `[n]` where the name repeats (as libxml2
   * writes). The steps of all children are decided in one pass on first need: counting siblings
   * per call made reporting every child of a wide element quadratic (100 000 items: minutes).
   */
  private stepOf(child: ElementRuleNode): string {
    if (this.steps === undefined) {
      const children = this.wrapChildren();
      const counts = new Map<string, number>();
      for (const sibling of children) counts.set(sibling.name, (counts.get(sibling.name) ?? 0) + 1);
      const seen = new Map<string, number>();
      this.steps = new Map();
      for (const sibling of children) {
        const position = (seen.get(sibling.name) ?? 0) + 1;
        seen.set(sibling.name, position);
        this.steps.set(sibling, counts.get(sibling.name)! > 1 ? `${sibling.name}[${position}]` : sibling.name);
      }
    }
    return this.steps.get(child) ?? child.name;
  }

  /** The child elements, listed once. */
  private wrapChildren(): ElementRuleNode[] {
    this.all ??= this.listChildren();
    return this.all;
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
    const all: ElementRuleNode[] = [];
    const stack: ElementRuleNode[] = [this];
    while (stack.length > 0) {
      const current = stack.pop()!;
      all.push(current);
      const children = current.wrapChildren();
      for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
    }
    this.below = all;
    return all;
  }

  subtreeNamed(names: ReadonlySet<string>): readonly RuleNode[] {
    return this.subtree().filter((node) => names.has(node.name));
  }
}
