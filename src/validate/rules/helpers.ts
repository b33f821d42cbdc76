/**
 * Small helpers the rules share: build a finding at a node, check required (nested) fields,
 * find the items of an item document, tell whether an element carries a value. They see only the `RuleNode` view, so every rule works the same on a parsed
 * tree and on a typed value.
 */
import type { Finding, RuleNode } from './types.js';

/** A finding of rule `id` at `node`, carrying its path and position. */
export function findingAt(id: string, node: RuleNode, args: Record<string, string> = {}): Finding {
  const finding: Finding = { id, path: node.path, args };
  if (node.line !== undefined) finding.line = node.line;
  if (node.column !== undefined) finding.column = node.column;
  return finding;
}

/** True when the element is there and carries a value (not `xsi:nil`). */
export function isGiven(node: RuleNode | undefined): node is RuleNode {
  return node !== undefined && !node.isNil();
}

/** A required field and the required fields below it. */
interface FieldNode {
  local: string;
  below: FieldNode[];
}

// Rules pass module-level field lists, so each list is parsed once.
const fieldTrees = new WeakMap<readonly string[], FieldNode[]>();

/** Turns `['a/b', 'a/c', 'd']` into `a { b, c }, d`, keeping order. */
function toFieldTree(fields: readonly string[]): FieldNode[] {
  const cached = fieldTrees.get(fields);
  if (cached) return cached;
  const tree: FieldNode[] = [];
  for (const field of fields) {
    let level = tree;
    for (const local of field.split('/')) {
      let node = level.find((candidate) => candidate.local === local);
      if (!node) level.push((node = { local, below: [] }));
      level = node.below;
    }
  }
  fieldTrees.set(fields, tree);
  return tree;
}

/**
 * Reports each required field missing under `node`. Fields are slash paths of local names
 * (`assetInformation/trailer/loaded`). A missing container is reported once, not once per field
 * below it; a nil element counts as present ("required" means present, SPEC.md), and nothing
 * below a nil element is required. The finding sits on the parent element (as XSD engines
 * report a missing child) with args `field` (the missing local name) and `element` (the parent's).
 * Pass a module-level array: its parsed form is cached by identity.
 */
export function missingFields(id: string, node: RuleNode, fields: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  visitFieldTree(id, node, toFieldTree(fields), findings);
  return findings;
}

function visitFieldTree(
  id: string,
  node: RuleNode,
  tree: readonly FieldNode[],
  findings: Finding[],
): void {
  for (const field of tree) {
    const child = node.child(field.local);
    if (child === undefined) {
      findings.push(findingAt(id, node, { field: field.local, element: node.name }));
    } else if (field.below.length > 0 && !child.isNil()) {
      visitFieldTree(id, child, field.below, findings);
    }
  }
}

/** The item elements of an item document (request or response): the root `item`, or each `items/item`. */
export function itemElements(root: RuleNode): RuleNode[] {
  return root.name === 'items' ? root.children('item') : [root];
}

/**
 * The items a write carries: those of an item document, or each `items/item` of an estimate
 * update (a deployed-schema element of EstimateRequest from 0.1, of the item type an item write
 * takes). The rules on items written (charges, the labor total) skipped the latter (review r30
 * spec M1).
 */
export function itemsWritten(root: RuleNode): RuleNode[] {
  if (root.name !== 'estimate') return itemElements(root);
  const items = root.child('items');
  return isGiven(items) ? items.children('item') : [];
}

/**
 * True when the element carries a value: not nil, and either non-blank text or, for a
 * container, some child element that carries a value. `<primaryContact><name/></primaryContact>`
 * carries none. Iterative, so deep input cannot overflow the stack.
 */
export function hasContent(node: RuleNode | undefined): boolean {
  const stack = node === undefined ? [] : [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.isNil()) continue;
    const below = current.elements();
    if (below.length === 0) {
      if ((current.text() ?? '').trim() !== '') return true;
      continue;
    }
    for (const child of below) stack.push(child);
  }
  return false;
}
