/**
 * Every `*.xml` file below a directory (or how many files of each extension), as fast-glob's
 * `**\/*.xml` finds them (what ./inputs.ts used before): names starting with a dot are skipped (files and folders),
 * `node_modules` folders are skipped, symbolic links are followed (a link to a file counts as
 * that file; a broken link is not a file), and the walk is iterative. A link back to a folder
 * being walked (a cycle) is not entered again. Unsorted: the caller sorts.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { sep } from 'node:path';
import { fail } from '../errors.js';

function entries(directory: string): Dirent[] {
  try {
    return readdirSync(directory, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A folder removed while walking is skipped, as fast-glob skips ENOENT.
    if (code === 'ENOENT') return [];
    return fail('IoError', { file: directory, detail: `cannot list the folder (${code ?? String(error)})` });
  }
}

/** 'file', 'directory' or undefined (broken link, socket…) for an entry, following links. */
function kindOf(path: string, entry: Dirent): 'file' | 'directory' | undefined {
  if (entry.isFile()) return 'file';
  if (entry.isDirectory()) return 'directory';
  if (!entry.isSymbolicLink()) return undefined;
  try {
    const stats = statSync(path);
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
  } catch {
    return undefined;
  }
}

/** Absolute paths of the `*.xml` files below `root` (an existing directory, a normalized absolute path). */
export function xmlFilesBelow(root: string): string[] {
  const found: string[] = [];
  filesBelow(root, (path, name) => {
    if (name.endsWith('.xml')) found.push(path);
  });
  return found;
}

/**
 * How many files below `root` have each extension (`.dmn`, as written; a name without one is
 * not counted), walked as {@link xmlFilesBelow} walks: to say what a folder without any `*.xml` holds.
 */
export function extensionsBelow(root: string): Map<string, number> {
  const counts = new Map<string, number>();
  filesBelow(root, (_path, name) => {
    const dot = name.lastIndexOf('.');
    if (dot > 0) counts.set(name.slice(dot), (counts.get(name.slice(dot)) ?? 0) + 1);
  });
  return counts;
}

/** Calls `found` with the path and name of every file below `root` (see the module comment). */
function filesBelow(root: string, found: (path: string, name: string) => void): void {
  // Each folder with the real paths of the folders it is in: a cycle is a folder inside itself.
  const pending: Array<{ directory: string; within: readonly string[] }> = [{ directory: root, within: [] }];
  while (pending.length > 0) {
    const { directory, within } = pending.pop()!;
    let real: string;
    try {
      real = realpathSync(directory);
    } catch {
      continue;
    }
    if (within.includes(real)) continue;
    const inside = [...within, real];
    for (const entry of entries(directory)) {
      const name = entry.name;
      if (name.startsWith('.')) continue;
      // join() would normalize again what is normal already (a folder below `root`, a name
      // with no separator): for thousands of files, most of the walk's allocations.
      const path = directory.endsWith(sep) ? directory + name : directory + sep + name;
      const kind = kindOf(path, entry);
      if (kind === 'directory') {
        if (name !== 'node_modules') pending.push({ directory: path, within: inside });
      } else if (kind === 'file') found(path, name);
    }
  }
}
