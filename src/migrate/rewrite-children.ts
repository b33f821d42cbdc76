/**
 * Rewrites the children of an element with element content. Each source child finds its target
 * declaration by local name (preferring the same namespace schema, so `ct:status` stays apart from
 * a local `status`), else through the rename table (approvalStatus <-> soldStatus, VMRS <-> vmrs,
 * reason_description <-> reasonDescription); where the target takes both spellings of a rename,
 * a source without the target's own spelling is renamed to it (see `targetChildFor`). Children
 * the target lacks, or has fewer places for, are dropped and reported; children come out in the
 * target's sequence order; required children the source lacks are reported missing (or written
 * as xsi:nil with `fillNil`). A child of a namespace outside the API is dropped, never adopted
 * by its local name (./foreign-namespace.ts).
 */
import { localName, namespaceOf, qname, type IrComplexType } from '../ir/index.js';
import type { XmlChildNode, XmlElementNode } from '../runtime/tree.js';
import { childElementsOf, childrenOfType, type ChildElement } from '../diff/content.js';
import { schemaNameOf } from '../diff/documents.js';
import { renamedElementNames } from '../diff/renames.js';
import { drop, type Declaration, type Place, type RewriteContext } from './context.js';
import { dropForeign } from './foreign-namespace.js';
import { nilAttribute, targetElement } from './nodes.js';

/** The element rewriter (passed in: it calls back into this module). */
export type RewriteElement = (
  context: RewriteContext,
  node: XmlElementNode,
  declaration: Declaration,
  source: Declaration | undefined,
  place: Place,
) => XmlElementNode | undefined;

function declarationOf(child: ChildElement): Declaration {
  return { name: child.element.name, type: child.element.type, occurs: child.occurs };
}

/** True when both children are declared with the same type (both spellings of one field). */
function sameType(a: ChildElement, b: ChildElement): boolean {
  return a.element.type.kind === b.element.type.kind && a.element.type.name === b.element.type.name;
}

/** The target child `node` becomes by the rename table, if any. */
function renamedTarget(
  node: XmlElementNode,
  parent: string,
  targets: readonly ChildElement[],
  siblings: readonly XmlChildNode[],
  keep: (name: string) => boolean = () => true,
): ChildElement | undefined {
  for (const rename of renamedElementNames(parent, node.local)) {
    // The rename applies only where the document does not itself hold the new name there.
    if (siblings.some((sibling) => sibling.kind === 'element' && sibling.local === rename.name))
      continue;
    if (!keep(rename.name)) continue;
    const child = targets.find((target) => localName(target.element.name) === rename.name);
    if (child) return child;
  }
  return undefined;
}

/**
 * The target child a source child becomes, and whether that is a rename. A target that takes
 * both spellings of a rename (0.0.7 `VMRS` and SPEC.md's `vmrs`; 0.1 `reason_description` and
 * `reasonDescription`: API-FACTS "Where they differ" 1 and 2) gets its own spelling, the rename,
 * from a source that has only the other one (0.1 `vmrs` -> 0.0.7 `VMRS`, as the deployed 0.0.7
 * API reads it); a source that has both spellings keeps the one the document wrote.
 */
function targetChildFor(
  context: RewriteContext,
  node: XmlElementNode,
  parent: string,
  targets: readonly ChildElement[],
  sources: readonly ChildElement[],
  siblings: readonly XmlChildNode[],
): { child: ChildElement; renamed: boolean } | undefined {
  const sameLocal = targets.filter((target) => localName(target.element.name) === node.local);
  const schema = schemaNameOf(context.source, node.namespace);
  const exact = sameLocal.find(
    (target) => schemaNameOf(context.target, namespaceOf(target.element.name)) === schema,
  );
  const same = exact ?? sameLocal[0];
  if (same) {
    const sourceLacks = (name: string) =>
      sources.length > 0 && !sources.some((source) => localName(source.element.name) === name);
    const own = renamedTarget(node, parent, targets, siblings, sourceLacks);
    // Two spellings of one field share their type; a rename partner of another type (a version
    // item's approvalStatus beside its soldStatus) is another field.
    return own && sameType(own, same)
      ? { child: own, renamed: true }
      : { child: same, renamed: false };
  }
  const child = renamedTarget(node, parent, targets, siblings);
  return child ? { child, renamed: true } : undefined;
}

/**
 * Why a child with no target is dropped when the document gives the same field under its other
 * spelling too (0.1 `reason_description` beside `reasonDescription`): that one was kept, and its
 * text is the field's now (review r19 spec L1: the drop said only that 0.2 has no such element).
 */
function keptSpelling(node: XmlElementNode, parent: string, siblings: readonly XmlChildNode[]): string {
  const partner = renamedElementNames(parent, node.local).find((rename) => siblings.some((sibling) => sibling.kind === 'element' && sibling.local === rename.name));
  return partner ? `; the document gives this field as <${partner.name}> too, and that one was kept` : '';
}

/** True when the content model fixes the order of its children. */
function ordered(type: IrComplexType): boolean {
  return type.content !== undefined && type.content.kind !== 'all';
}

/**
 * `[k]` for the k-th of several children of one local name, as `fleetcase validate` writes
 * paths ('' for an only one): a dropped second <cause> is `/case/cause[2]`, the element the
 * source check names (review r21 spec L3: it was `/case/cause`). Counted once per parent (each
 * child counted all its siblings: 10 000 items took seconds; review r22 migrate L2).
 */
function siblingIndexes(node: XmlElementNode): (child: XmlElementNode) => string {
  const totals = new Map<string, number>();
  for (const other of node.children) if (other.kind === 'element') totals.set(other.local, (totals.get(other.local) ?? 0) + 1);
  const seen = new Map<string, number>();
  return (child) => {
    const index = (seen.get(child.local) ?? 0) + 1;
    seen.set(child.local, index);
    return totals.get(child.local)! > 1 ? `[${index}]` : '';
  };
}

/** Rewrites the children of `node` for the target type `type`. */
export function rewriteChildren(
  context: RewriteContext,
  node: XmlElementNode,
  type: IrComplexType,
  source: Declaration | undefined,
  place: Place,
  rewrite: RewriteElement,
): XmlChildNode[] {
  const targets = childElementsOf(type.content);
  const sources = source ? childrenOfType(context.source, source.type) : [];
  const units: Array<{ order: number; nodes: XmlChildNode[] }> = [];
  const used = new Map<ChildElement, number>();
  let pending: XmlChildNode[] = [];
  const siblingIndex = siblingIndexes(node);
  for (const child of node.children) {
    if (child.kind === 'text') {
      if (child.value.trim() !== '')
        drop(
          context,
          `${place.sourcePath}/text()`,
          `${context.label} allows no text between the child elements of ${place.targetPath}`,
          child,
        );
      continue;
    }
    if (child.kind !== 'element') {
      pending.push(child); // a comment or PI travels with the element that follows it
      continue;
    }
    const index = siblingIndex(child);
    const sourcePath = `${place.sourcePath}/${child.local}${index}`;
    if (dropForeign(context, child, sourcePath)) continue;
    const found = targetChildFor(context, child, place.parent, targets, sources, node.children);
    if (!found) {
      drop(context, sourcePath, `${context.label} has no element '${child.local}' in ${place.targetPath}${keptSpelling(child, place.parent, node.children)}`, child);
      continue;
    }
    const target = found.child;
    const local = localName(target.element.name);
    const count = used.get(target) ?? 0;
    if (target.occurs.max !== 'unbounded' && count >= target.occurs.max) {
      drop(
        context,
        sourcePath,
        `${context.label} allows ${target.occurs.max} '${local}' in ${place.targetPath}`,
        child,
      );
      continue;
    }
    const sourceChild =
      sources.find(
        (candidate) => candidate.element.name === qname(child.namespace, child.local),
      ) ?? sources.find((candidate) => localName(candidate.element.name) === child.local);
    // The source's index: the changes of the second of several items are told apart (review r22 migrate M2).
    const targetPath = `${place.targetPath}/${local}${index}`;
    // Listed before what the rewrite finds inside it (the order of the report), taken back when
    // the element itself is dropped (review r22 migrate L3: a nil <vmrs> 0.0.7 cannot take).
    const rename = found.renamed ? context.changes.push({ kind: 'rename', path: targetPath, from: child.local, to: local }) - 1 : -1;
    const out = rewrite(
      context,
      child,
      declarationOf(target),
      sourceChild ? declarationOf(sourceChild) : undefined,
      { sourcePath, targetPath, parent: place.parent },
    );
    if (!out) {
      if (rename >= 0) context.changes.splice(rename, 1);
      continue;
    }
    used.set(target, count + 1);
    units.push({ order: target.order, nodes: [...pending, out] });
    pending = [];
  }
  for (const target of targets) {
    if (target.occurs.min === 0 || used.has(target)) continue;
    const path = `${place.targetPath}/${localName(target.element.name)}`;
    if (context.fillNil && target.occurs.nillable) {
      const nil = targetElement(declarationOf(target), node);
      nil.attributes.push(nilAttribute());
      units.push({ order: target.order, nodes: [nil] });
      context.changes.push({
        kind: 'nil',
        path,
        from: 'absent',
        to: 'xsi:nil',
        detail: `required by ${context.label}`,
      });
    } else {
      context.missing.push({
        path,
        reason: `required by ${context.label}; the source has no value for it`,
      });
    }
  }
  if (ordered(type)) units.sort((a, b) => a.order - b.order);
  const children = [...units.flatMap((unit) => unit.nodes), ...pending];
  return children;
}
