/**
 * Every `*.xml` file below a directory, the extension in any case (or how many files of each
 * extension), as fast-glob's `**\/*.xml` finds them (what ./inputs.ts used before): names starting with a dot are skipped (files and folders),
 * `node_modules` folders are skipped, symbolic links are followed (a link to a file counts as
 * that file), and the walk is iterative. What is neither a file nor a folder (a broken link, a
 * FIFO, a socket) is found too, so that the reader says why it cannot be read: a walk skipped
 * a broken `a.xml` link or a FIFO in silence (review r22 docs L1). A link back to a folder
 * being walked (a cycle) is not entered again. Unsorted: the caller sorts.
 *
 * A name that is not UTF-8 (a Latin-1 name from a zip archive, say) cannot be opened through
 * the string Node decodes it to (its bytes become U+FFFD): such a file, and everything below such
 * a folder, is found with its path's bytes too (`raw`), which is what is opened. Without them
 * `caf\xe9.xml` was "removed while running?" and a folder `d\xe9p/` was skipped in silence.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { sep } from 'node:path';
import { fail } from '../errors.js';

/** A file or folder found: its path as a string (shown, matched), and its bytes where that string cannot open it. */
export interface FoundPath {
  path: string;
  raw?: Buffer;
}

/** One entry of a folder: its name as a string, and its bytes where they are not UTF-8. */
interface Entry {
  name: string;
  raw?: Buffer;
  dirent: Dirent | Dirent<Buffer>;
}

const SEPARATOR = Buffer.from(sep);

function listing<T>(list: () => T[], directory: string): T[] {
  try {
    return list();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A folder removed while walking is skipped, as fast-glob skips ENOENT.
    if (code === 'ENOENT') return [];
    return fail('IoError', { file: directory, detail: `cannot list the folder (${code ?? String(error)})` });
  }
}

/** A name's bytes when they are not UTF-8 (their string does not give them back), else undefined. */
function undecodable(name: Buffer): Buffer | undefined {
  return name.some((byte) => byte >= 0x80) && !Buffer.from(name.toString('utf8')).equals(name) ? name : undefined;
}

/**
 * The entries of a folder. Listed as strings (the fast way); listed again as bytes only when a
 * name decoded to U+FFFD or the folder's own path is bytes.
 */
function entries(folder: FoundPath): Entry[] {
  if (folder.raw === undefined) {
    const named = listing(() => readdirSync(folder.path, { withFileTypes: true }), folder.path);
    if (!named.some((dirent) => dirent.name.includes('\uFFFD'))) return named.map((dirent) => ({ name: dirent.name, dirent }));
  }
  const bytes = folder.raw ?? Buffer.from(folder.path);
  return listing(() => readdirSync(bytes, { withFileTypes: true, encoding: 'buffer' }), folder.path).map((dirent) => {
    const raw = folder.raw !== undefined ? dirent.name : undecodable(dirent.name);
    return { name: dirent.name.toString('utf8'), dirent, ...(raw !== undefined ? { raw } : {}) };
  });
}

/** 'file', 'directory' or undefined (broken link, socket…) for an entry, following links. */
function kindOf(found: FoundPath, entry: Entry): 'file' | 'directory' | undefined {
  if (entry.dirent.isFile()) return 'file';
  if (entry.dirent.isDirectory()) return 'directory';
  if (!entry.dirent.isSymbolicLink()) return undefined;
  try {
    const stats = statSync(found.raw ?? found.path);
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True for a name ending in `.xml` in any case (`A.XML`, `b.Xml`): files saved on systems whose
 * names ignore case. Only `.xml` was taken, and `.XML` beside it was skipped without a word
 * (review r30 diffmig M1).
 */
export function hasXmlExtension(name: string): boolean {
  return name.length > 4 && name.slice(-4).toLowerCase() === '.xml';
}

/** The `*.xml` files (any case) below `root` (an existing directory, a normalized absolute path). */
export function xmlFilesBelow(root: string): FoundPath[] {
  const found: FoundPath[] = [];
  filesBelow(root, (file, name) => {
    if (hasXmlExtension(name)) found.push(file);
  });
  return found;
}

/**
 * How many files below `root` have each extension (`.dmn`, as written; a name without one is
 * not counted), walked as {@link xmlFilesBelow} walks: to say what a folder without any `*.xml` holds.
 */
export function extensionsBelow(root: string): Map<string, number> {
  const counts = new Map<string, number>();
  filesBelow(root, (_file, name) => {
    const dot = name.lastIndexOf('.');
    if (dot > 0) counts.set(name.slice(dot), (counts.get(name.slice(dot)) ?? 0) + 1);
  });
  return counts;
}

/** A folder's real path, as bytes read one to one (two names that differ only in undecodable bytes stay two). */
function realKey(folder: FoundPath): string | undefined {
  try {
    // The native call: Node's own realpathSync decodes the bytes to a string on the way.
    return realpathSync.native(folder.raw ?? folder.path, { encoding: 'buffer' }).toString('latin1');
  } catch {
    return undefined;
  }
}

/** Calls `found` with every file below `root` and its name (see the module comment). */
function filesBelow(root: string, found: (file: FoundPath, name: string) => void): void {
  // Each folder with the real paths of the folders it is in: a cycle is a folder inside itself.
  const pending: Array<{ folder: FoundPath; within: readonly string[] }> = [{ folder: { path: root }, within: [] }];
  while (pending.length > 0) {
    const { folder, within } = pending.pop()!;
    const real = realKey(folder);
    if (real === undefined || within.includes(real)) continue;
    const inside = [...within, real];
    const directory = folder.path;
    for (const entry of entries(folder)) {
      const name = entry.name;
      if (name.startsWith('.')) continue;
      // join() would normalize again what is normal already (a folder below `root`, a name
      // with no separator): for thousands of files, most of the walk's allocations.
      const path = directory.endsWith(sep) ? directory + name : directory + sep + name;
      const file: FoundPath = entry.raw === undefined ? { path } : { path, raw: Buffer.concat([folder.raw ?? Buffer.from(directory), ...(directory.endsWith(sep) ? [] : [SEPARATOR]), entry.raw]) };
      const kind = kindOf(file, entry);
      if (kind === 'directory') {
        if (name !== 'node_modules') pending.push({ folder: file, within: inside });
      } else found(file, name);
    }
  }
}
