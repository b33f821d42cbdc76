/**
 * Changes of a type rather than of one place: the types an `xsi:type` may name instead of an
 * element's type, and whether that type is abstract. A base type declares many elements (OVAL's
 * EntityStateStringType about 700 in one schema), so a derived type renamed once read as 1 316
 * breaking findings, one per element of each root (review r17, OVAL 5.11.1 -> 5.11.2). The same
 * change met at several elements of a document is one change of the document, with every path.
 */
import type { Change } from './changes.js';
import { isDerivedRootPath } from './derived-roots.js';

type TypeWide = Extract<Change, { kind: 'derived-types-changed' | 'type-abstract-changed' }>;

function isTypeWide(change: Change): change is TypeWide {
  return change.kind === 'derived-types-changed' || change.kind === 'type-abstract-changed';
}

/** What a type-wide change says, its place left out. */
function gist(change: TypeWide): string {
  return change.kind === 'derived-types-changed'
    ? JSON.stringify([change.kind, change.added, change.removed])
    : JSON.stringify([change.kind, change.from, change.to]);
}

/**
 * The changes of one document with its type-wide changes merged: one per gist, of the document
 * (no root), at the first path in order, with `paths` listing all of them; the rest unchanged.
 */
export function mergeTypeWide(changes: readonly Change[]): Change[] {
  const merged = new Map<string, TypeWide & { paths: string[] }>();
  const out: Change[] = [];
  for (const change of changes) {
    if (!isTypeWide(change)) {
      out.push(change);
      continue;
    }
    const key = gist(change);
    const known = merged.get(key);
    if (known) known.paths.push(change.path);
    else {
      const { root: _root, ...subject } = change.subject;
      const entry = { ...change, subject, paths: [change.path] };
      merged.set(key, entry);
      out.push(entry);
    }
  }
  for (const entry of merged.values()) {
    const paths = [...new Set(entry.paths)].sort();
    // An element named by a derived type's own root (`/xsi:type=N`, ./derived-roots.ts) is one
    // the document's paths already reach: listed only when it is the only place (review r22
    // newsets L1: "on /root/v and /xsi:type=N", a path no document has).
    const reached = paths.filter((path) => !isDerivedRootPath(path));
    entry.paths = reached.length > 0 ? reached : paths;
    entry.path = entry.paths[0]!;
  }
  return out;
}
