/**
 * The element-level diff of one root element. Children are paired parent by parent: first by
 * local name within the same namespace schema, then by local name alone (an element that moved
 * from `ct:` into the document's namespace), then through the rename table (`approvalStatus`
 * pairs with `soldStatus`). Unpaired ones are removed or added, only the topmost (the children of
 * an added element are part of it), and pairs are compared field by field. Two kinds of repeat
 * are left out: the inside of a collection item that mirrors a root (`/cases/case` is `/case`,
 * reported there), and the children of an element whose type turned simple <-> complex (the
 * type change reports them). The attributes of every pair are diffed too (./diff-attributes.ts),
 * except a mirrored item's (its root reports them).
 */
import type { Change, DocumentSubject, FieldInfo, ValueHome } from './changes.js';
import { diffAttributes } from './diff-attributes.js';
import { diffField } from './diff-field.js';
import { renamedElementNames } from './renames.js';
import { wrapperFor } from './value-wrappers.js';

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function localOf(path: string): string {
  const segment = path.slice(path.lastIndexOf('/') + 1);
  return segment.slice(segment.indexOf(':') + 1);
}

/** Parent path -> child fields, in walk order. */
function childrenIndex(fields: ReadonlyMap<string, FieldInfo>): Map<string, FieldInfo[]> {
  const index = new Map<string, FieldInfo[]>();
  for (const field of fields.values()) {
    const parent = parentOf(field.path);
    const list = index.get(parent) ?? [];
    list.push(field);
    index.set(parent, list);
  }
  return index;
}

/** True when a strict ancestor of `path` is in `set`. */
function under(path: string, set: ReadonlySet<string>): boolean {
  for (let parent = parentOf(path); parent !== ''; parent = parentOf(parent))
    if (set.has(parent)) return true;
  return false;
}

/** The child of a complex field that holds its value by the value-wrapper table, if any. */
function valueChild(
  children: ReadonlyMap<string, FieldInfo[]>,
  field: FieldInfo,
): FieldInfo | undefined {
  if (field.type.kind !== 'complex') return undefined;
  const wrapper = wrapperFor(localOf(field.path), field.type.elements);
  return wrapper
    ? children.get(field.path)?.find((child) => localOf(child.path) === wrapper.child)
    : undefined;
}

/**
 * Where the value of a field whose type turned simple <-> complex lives in the revision (its
 * children are not diffed one by one, so their restrictions travel with the type change).
 */
function valueHomeOf(
  baseChildren: ReadonlyMap<string, FieldInfo[]>,
  revisionChildren: ReadonlyMap<string, FieldInfo[]>,
  from: FieldInfo,
  to: FieldInfo,
): ValueHome | undefined {
  if (from.type.kind === 'simple' && to.type.kind === 'complex') {
    const child = valueChild(revisionChildren, to);
    return (
      child && { move: 'into', child: localOf(child.path), type: child.type, before: from.type }
    );
  }
  if (from.type.kind === 'complex' && to.type.kind === 'simple') {
    const child = valueChild(baseChildren, from);
    return (
      child && { move: 'out-of', child: localOf(child.path), type: to.type, before: child.type }
    );
  }
  return undefined;
}

/**
 * True for a pair whose inside is reported at another path: a collection item that mirrors the
 * same root on both sides (`/cases/case` is `/case`), or a recursive type walked elsewhere on
 * both sides (FieldInfo `recursion`).
 */
function mirrored(before: FieldInfo, after: FieldInfo): boolean {
  if (before.recursion !== undefined && after.recursion !== undefined) return true;
  return before.sameAs !== undefined && before.sameAs === after.sameAs;
}

/**
 * The children of the field at `path`: for a recursive type not walked there, those of the path
 * it is walked at. Both sides usually walk it at the same path; where a revision moved that
 * path, the side that walks it here is paired with the other side's walk, so that no change
 * inside it goes unreported.
 */
function childrenOf(index: ReadonlyMap<string, FieldInfo[]>, fields: ReadonlyMap<string, FieldInfo>, path: string): FieldInfo[] {
  const home = fields.get(path)?.recursion;
  return index.get(home ?? path) ?? [];
}

interface Pairing {
  /** Base path -> revision path. */
  pairs: Map<string, string>;
  renames: Change[];
}

/** Pairs the children of every paired parent, top-down from the roots. */
function pairFields(
  subject: DocumentSubject,
  base: ReadonlyMap<string, FieldInfo>,
  revision: ReadonlyMap<string, FieldInfo>,
): Pairing {
  const baseChildren = childrenIndex(base);
  const revisionChildren = childrenIndex(revision);
  const pairs = new Map<string, string>();
  const renames: Change[] = [];
  const queue: Array<[string, string]> = [['', '']];
  while (queue.length > 0) {
    const [from, to] = queue.shift()!;
    const left = childrenOf(baseChildren, base, from);
    const right = childrenOf(revisionChildren, revision, to);
    const taken = new Set<string>();
    const pair = (field: FieldInfo, match: FieldInfo | undefined): boolean => {
      if (!match || taken.has(match.path) || pairs.has(field.path)) return false;
      taken.add(match.path);
      pairs.set(field.path, match.path);
      queue.push([field.path, match.path]);
      return true;
    };
    const free = (predicate: (candidate: FieldInfo) => boolean): FieldInfo | undefined =>
      right.find((candidate) => !taken.has(candidate.path) && predicate(candidate));
    for (const field of left)
      pair(
        field,
        free(
          (candidate) =>
            localOf(candidate.path) === localOf(field.path) && candidate.schema === field.schema,
        ),
      );
    for (const field of left)
      pair(
        field,
        free((candidate) => localOf(candidate.path) === localOf(field.path)),
      );
    for (const field of left) {
      if (pairs.has(field.path)) continue;
      for (const rename of renamedElementNames(localOf(from), localOf(field.path))) {
        const unmatchedHere = !left.some((other) => localOf(other.path) === rename.name);
        const match = free((candidate) => localOf(candidate.path) === rename.name);
        if (unmatchedHere && match && pair(field, match)) {
          renames.push({
            kind: 'element-renamed',
            subject,
            path: match.path,
            from: field.path,
            cite: rename.rule.cite,
          });
          break;
        }
      }
    }
  }
  return { pairs, renames };
}

/**
 * For a removed `path`: its rename partner (./renames.ts) when the base has that one beside it
 * and it is kept in the revision (0.0.7's `VMRS` beside SPEC.md's `vmrs`, which 0.3-beta keeps):
 * the revision's path and the rule's citation.
 */
function renamedPartner(
  path: string,
  base: ReadonlyMap<string, FieldInfo>,
  pairs: ReadonlyMap<string, string>,
): { path: string; cite: string } | undefined {
  const parent = parentOf(path);
  for (const rename of renamedElementNames(localOf(parent), localOf(path))) {
    const sibling = [...base.keys()].find((other) => parentOf(other) === parent && localOf(other) === rename.name);
    const kept = sibling === undefined ? undefined : pairs.get(sibling);
    if (kept !== undefined) return { path: kept, cite: rename.rule.cite };
  }
  return undefined;
}

/**
 * Diffs the fields of one root element between two generations.
 * @example diffFields(subject, collectFields(base, root), collectFields(revision, root))
 */
export function diffFields(
  subject: DocumentSubject,
  base: ReadonlyMap<string, FieldInfo>,
  revision: ReadonlyMap<string, FieldInfo>,
): Change[] {
  const { pairs, renames } = pairFields(subject, base, revision);
  // Pairs whose inside is reported elsewhere: a mirrored collection item, or a simple <-> complex change.
  const quietBase = new Set<string>();
  const quietRevision = new Set<string>();
  for (const [from, to] of pairs) {
    const before = base.get(from)!;
    const after = revision.get(to)!;
    if (mirrored(before, after) || before.type.kind !== after.type.kind) {
      quietBase.add(from);
      quietRevision.add(to);
    }
  }
  const reached = new Set(pairs.values());
  const changes: Change[] = [];
  for (const [path, field] of base) {
    if (pairs.has(path) || under(path, quietBase)) continue;
    const parent = parentOf(path);
    if (parent === '' || pairs.has(parent)) {
      const instead = renamedPartner(path, base, pairs);
      changes.push({ kind: 'element-removed', subject, path, field, ...(instead ? { instead } : {}) });
    }
  }
  changes.push(
    ...renames.filter((change) => !('path' in change && under(change.path, quietRevision))),
  );
  for (const [path, field] of revision) {
    if (reached.has(path) || under(path, quietRevision)) continue;
    const parent = parentOf(path);
    if (parent !== '' && reached.has(parent))
      changes.push({ kind: 'element-added', subject, path, field });
  }
  const baseChildren = childrenIndex(base);
  const revisionChildren = childrenIndex(revision);
  for (const [from, to] of pairs) {
    if (under(to, quietRevision)) continue;
    const before = base.get(from)!;
    const after = revision.get(to)!;
    const value = valueHomeOf(baseChildren, revisionChildren, before, after);
    changes.push(...diffField(subject, before, after, value));
    // A mirrored collection item's attributes are its root's, reported under the root.
    if (!mirrored(before, after))
      changes.push(...diffAttributes(subject, from, to, before.attributes, after.attributes));
  }
  return changes;
}
