/**
 * `--fill-nil` for the fields a rule of the target requires: SPEC.md requirements the XSD cannot
 * state (0.0.7 VMRS: all five codes once VMRS is given, each nillable). The rule layer
 * (src/validate/rules) stays the one definition of what is required: it runs on the migrated
 * tree, and each field it reports missing (a finding with `field`, on the parent element, as
 * `missingFields` reports them) that the target declares nillable is written as xsi:nil at its
 * place in the content model, and reported as a `nil` change naming the rule.
 */
import { localName, qname } from '../ir/index.js';
import type { XmlChildNode, XmlElementNode } from '../runtime/tree.js';
import { childrenOfType, type ChildElement } from '../diff/content.js';
import { RULES, selectRules, treeNode, type Finding, type RuleContext } from '../validate/rules/index.js';
import { withoutIndexes, type Declaration, type RewriteContext } from './context.js';
import { nilAttribute, targetElement } from './nodes.js';

/** Filling a nil can satisfy one rule and wake another (a nil container): a few rounds at most. */
const MAX_ROUNDS = 4;

/** An element of the migrated tree and its target declaration. */
interface Located {
  element: XmlElementNode;
  declaration: Declaration;
}

function declarationOf(child: ChildElement): Declaration {
  return { name: child.element.name, type: child.element.type, occurs: child.occurs };
}

/** The element at a rule path (`/items/item[2]/VMRS`) and its declaration, walking the target types. */
function locate(context: RewriteContext, root: Located, path: string): Located | undefined {
  let current = root;
  for (const segment of path.split('/').slice(2)) {
    const [, name, index] = /^(.*?)(?:\[(\d+)\])?$/.exec(segment)!;
    const matches = current.element.children.filter(
      (child): child is XmlElementNode => child.kind === 'element' && child.local === name,
    );
    const element = matches[Number(index ?? 1) - 1];
    if (!element) return undefined;
    const child = childrenOfType(context.target, current.declaration.type).find(
      (candidate) => candidate.element.name === qname(element.namespace, element.local),
    );
    if (!child) return undefined;
    current = { element, declaration: declarationOf(child) };
  }
  return current;
}

/** Inserts `nil` among the children of `parent` at its place in the content model (`order`). */
function insertInOrder(parent: Located, nil: XmlElementNode, order: number, children: readonly ChildElement[]): void {
  const orderOf = (node: XmlChildNode): number | undefined =>
    node.kind === 'element'
      ? children.find((child) => child.element.name === qname(node.namespace, node.local))?.order
      : undefined;
  const nodes = parent.element.children;
  let at = nodes.findIndex((node) => (orderOf(node) ?? -1) > order);
  if (at === -1) at = nodes.length;
  // A comment or PI travels with the element after it: the nil goes before them.
  while (at > 0 && nodes[at - 1]!.kind !== 'element' && at < nodes.length) at--;
  nodes.splice(at, 0, nil);
}

/** Writes one rule finding's missing field as xsi:nil when the target allows it; true when written. */
function fill(context: RewriteContext, root: Located, finding: Finding): boolean {
  const field = finding.args['field'];
  if (field === undefined || field.includes('/')) return false;
  const parent = locate(context, root, finding.path);
  if (!parent) return false;
  const children = childrenOfType(context.target, parent.declaration.type);
  const target = children.find((child) => localName(child.element.name) === field);
  if (!target?.occurs.nillable) return false;
  if (parent.element.children.some((node) => node.kind === 'element' && node.local === field)) return false;
  const nil = targetElement(declarationOf(target), parent.element);
  nil.attributes.push(nilAttribute());
  insertInOrder(parent, nil, target.order, children);
  context.changes.push({
    kind: 'nil',
    path: `${withoutIndexes(finding.path)}/${field}`,
    from: 'absent',
    to: 'xsi:nil',
    detail: `required by rule ${finding.id}`,
  });
  return true;
}

/**
 * Fills, as xsi:nil, the nillable fields the target's rules require and `out` lacks.
 * @example fillRuleNils(context, out, rootDeclaration, { generation: '0.0.7', schema: 'EstimateItemRequest', root: 'item' })
 */
export function fillRuleNils(
  context: RewriteContext,
  out: XmlElementNode,
  declaration: Declaration,
  rules: RuleContext,
): void {
  const root = { element: out, declaration };
  const applicable = selectRules(RULES, rules);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const view = treeNode(out);
    const findings = applicable.flatMap((rule) => rule.check(view, rules));
    let filled = false;
    for (const finding of findings) filled = fill(context, root, finding) || filled;
    if (!filled) return;
  }
}
