/**
 * Leaf rules: the rules that read the text of simple elements by name, wherever they are (the
 * conventions of SPEC.md, work status spellings). A leaf rule is written once, as a `LeafCheck`;
 * `leafRule` makes its `check` for any view, and the runner (./run.ts) runs the leaf rules of a
 * document in one pass when the view is a `LeafScanner`.
 */
import { findingAt } from './helpers.js';
import type { Finding, LeafCheck, LeafScanner, RuleContext, RuleDefinition, RuleNode } from './types.js';

// A parent name as a set of one, made once per name (rules pass constants).
const parentSets = new Map<string, ReadonlySet<string>>();
const MAX_PARENT_SETS = 64;

function setOf(local: string): ReadonlySet<string> {
  let names = parentSets.get(local);
  if (names === undefined) {
    if (parentSets.size >= MAX_PARENT_SETS) parentSets.clear();
    parentSets.set(local, (names = new Set([local])));
  }
  return names;
}

/** The elements `leaves` reads at or below `root`, in document order (simple or not). */
function candidates(root: RuleNode, leaves: LeafCheck): readonly RuleNode[] {
  if (leaves.parent === undefined) return root.subtreeNamed(leaves.names);
  const found: RuleNode[] = [];
  for (const parent of root.subtreeNamed(setOf(leaves.parent))) {
    for (const child of parent.elements()) if (leaves.names.has(child.name)) found.push(child);
  }
  return found;
}

/** What leaf rule `id` finds at or below `root`, through the `RuleNode` view alone. */
export function leafFindings(id: string, leaves: LeafCheck, root: RuleNode, context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  for (const node of candidates(root, leaves)) {
    // text() is undefined for a container and for nil: only simple values are read.
    const text = node.text();
    if (text === undefined) continue;
    const args = leaves.test(text.trim(), node.name, context, text);
    if (args !== undefined) findings.push(findingAt(id, node, args));
  }
  return findings;
}

/**
 * A rule from what it reads: its `check` works on every view.
 * @example leafRule({ id, appliesTo, doc, leaves: { names: DATE_FIELDS, test: (value) => … } })
 */
export function leafRule(definition: Omit<RuleDefinition, 'check' | 'leaves'> & { leaves: LeafCheck }): RuleDefinition {
  const { id, leaves } = definition;
  return { ...definition, check: (root, context) => leafFindings(id, leaves, root, context) };
}

/** True when `node` can list leaves without wrapping them. */
export function isLeafScanner(node: RuleNode): node is RuleNode & LeafScanner {
  return typeof (node as Partial<LeafScanner>).scanLeaves === 'function';
}
