/**
 * The element-level diff of one root element: pairs the base's fields with the revision's by
 * path (through the rename table: `/item/approvalStatus` pairs with `/item/soldStatus`), then
 * reports the unpaired ones as removed or added (only the topmost: the children of an added
 * element are part of it) and compares the pairs field by field.
 */
import type { Change, DocumentSubject, FieldInfo } from './changes.js';
import { diffField } from './diff-field.js';
import { renamedElementNames } from './renames.js';

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function localOf(segment: string): string {
  return segment.slice(segment.indexOf(':') + 1);
}

function depth(path: string): number {
  return path.split('/').length;
}

/** Base paths in an order where a parent comes before its children, stable by path. */
function topDown(paths: Iterable<string>): string[] {
  return [...paths].sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
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
  /** Base path -> revision path, for every base field that has a counterpart. */
  const paired = new Map<string, string>();
  const renames: Change[] = [];
  const removed: Change[] = [];
  for (const path of topDown(base.keys())) {
    const parent = parentOf(path);
    const parentThere = parent === '' ? '' : paired.get(parent);
    if (parent !== '' && parentThere === undefined) continue; // inside a removed element
    const segment = lastSegment(path);
    const direct = `${parentThere}/${segment}`;
    if (revision.has(direct)) {
      paired.set(path, direct);
      continue;
    }
    const parentLocal = localOf(lastSegment(parent));
    const rename = renamedElementNames(parentLocal, localOf(segment)).find(
      (candidate) => revision.has(`${parentThere}/${candidate.name}`) && !base.has(`${parent}/${candidate.name}`),
    );
    if (rename) {
      const there = `${parentThere}/${rename.name}`;
      paired.set(path, there);
      renames.push({ kind: 'element-renamed', subject, path: there, from: path, cite: rename.rule.cite });
      continue;
    }
    removed.push({ kind: 'element-removed', subject, path, field: base.get(path)! });
  }
  const reached = new Set(paired.values());
  const added: Change[] = [];
  for (const path of topDown(revision.keys())) {
    if (reached.has(path)) continue;
    const parent = parentOf(path);
    if (parent !== '' && reached.has(parent)) added.push({ kind: 'element-added', subject, path, field: revision.get(path)! });
  }
  const compared: Change[] = [];
  for (const [from, to] of paired) compared.push(...diffField(subject, base.get(from)!, revision.get(to)!));
  return [...removed, ...renames, ...added, ...compared];
}
