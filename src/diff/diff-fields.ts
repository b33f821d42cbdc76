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

/** The fields of the other roots of a document, by root local name (a folded document's markers point there). */
export type OtherRoots = (root: string) => ReadonlyMap<string, FieldInfo> | undefined;

/**
 * One side of a root's diff: its fields and their children by parent path, both grown by
 * `unfold`, and the fields of the document's other roots.
 */
interface Side {
  fields: Map<string, FieldInfo>;
  children: Map<string, FieldInfo[]>;
  others: OtherRoots;
}

function sideOf(fields: ReadonlyMap<string, FieldInfo>, others: OtherRoots): Side {
  return { fields: new Map(fields), children: childrenIndex(fields), others };
}

/** Children indexes of other roots' fields, built once per map. */
const otherIndexes = new WeakMap<ReadonlyMap<string, FieldInfo>, Map<string, FieldInfo[]>>();

/** The children of the field at `path`: in this root's fields, or in the other root the path starts with. */
function childrenAt(side: Side, path: string): FieldInfo[] {
  const mine = side.children.get(path);
  if (mine) return mine;
  const end = path.indexOf('/', 1);
  const other = side.others(path.slice(1, end < 0 ? undefined : end));
  if (!other) return [];
  let index = otherIndexes.get(other);
  if (!index) otherIndexes.set(other, (index = childrenIndex(other)));
  return index.get(path) ?? [];
}

/**
 * Gives a recursion marker (FieldInfo `recursion`: a recursive type walked at another path) the
 * children of the path it is walked at, as fields under its own path, each a marker of its
 * original in turn: done where the other side walks the element there (review r15 recheck
 * H2/H3). A type that stopped being recursive, or whose first path a revision moved, is then
 * compared element by element at that place, and no element inside it goes unreported.
 */
function unfold(side: Side, marker: FieldInfo): void {
  const home = marker.recursion!;
  if (side.children.has(marker.path)) return;
  const copies = childrenAt(side, home).map((child) => {
    const copy: FieldInfo = { ...child, path: marker.path + child.path.slice(home.length), recursion: child.recursion ?? child.path };
    side.fields.set(copy.path, copy);
    return copy;
  });
  side.children.set(marker.path, copies);
}

interface Pairing {
  /** Base path -> revision path. */
  pairs: Map<string, string>;
  renames: Change[];
}

/** Pairs the children of every paired parent, top-down from the roots. */
function pairFields(subject: DocumentSubject, base: Side, revision: Side): Pairing {
  const pairs = new Map<string, string>();
  const renames: Change[] = [];
  const queue: Array<[string, string]> = [['', '']];
  for (let next = 0; next < queue.length; next++) {
    const [from, to] = queue[next]!;
    const before = base.fields.get(from);
    const after = revision.fields.get(to);
    if (before?.recursion !== undefined && after && after.recursion === undefined) unfold(base, before);
    if (after?.recursion !== undefined && before && before.recursion === undefined) unfold(revision, after);
    const left = base.children.get(from) ?? [];
    const right = revision.children.get(to) ?? [];
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
  base: Side,
  pairs: ReadonlyMap<string, string>,
): { path: string; cite: string } | undefined {
  const parent = parentOf(path);
  for (const rename of renamedElementNames(localOf(parent), localOf(path))) {
    const sibling = base.children.get(parent)?.find((other) => localOf(other.path) === rename.name)?.path;
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
  baseFields: ReadonlyMap<string, FieldInfo>,
  revisionFields: ReadonlyMap<string, FieldInfo>,
  others: { base: OtherRoots; revision: OtherRoots } = { base: () => undefined, revision: () => undefined },
): Change[] {
  const baseSide = sideOf(baseFields, others.base);
  const revisionSide = sideOf(revisionFields, others.revision);
  const { pairs, renames } = pairFields(subject, baseSide, revisionSide);
  // After the pairing: it unfolds recursion markers into both maps.
  const base = baseSide.fields;
  const revision = revisionSide.fields;
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
      const instead = renamedPartner(path, baseSide, pairs);
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
  for (const [from, to] of pairs) {
    if (under(to, quietRevision)) continue;
    const before = base.get(from)!;
    const after = revision.get(to)!;
    const value = valueHomeOf(baseSide.children, revisionSide.children, before, after);
    changes.push(...diffField(subject, before, after, value));
    // A mirrored collection item's attributes are its root's, reported under the root.
    if (!mirrored(before, after))
      changes.push(...diffAttributes(subject, from, to, before.attributes, after.attributes));
  }
  return changes;
}
