/**
 * Copies of schema files that an engine reads in place of the user's (`--ns-root`'s rebased
 * schemas, ./rebased-schemas.ts; the xerces engine's DTD-free copies and folder schemas,
 * ./engines/xerces-schema-copy.ts). They are kept in the system temp folder, in a folder of this
 * user's (`<name>-<uid>`, mode 700), one per content: the caller names each copy by a hash of
 * what it holds. A run reuses the copy of an earlier one and nothing is left per run; a copy is
 * written beside its place and renamed into it, so concurrent runs each see a whole copy.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fail } from '../errors.js';
import { makeFolders } from '../make-folders.js';

/** The marker a whole copy holds (written last, before the rename). */
const COMPLETE = '.complete';

/** The deepest folder that holds every one of `folders` (absolute). */
export function commonFolder(folders: readonly string[]): string {
  let common = resolve(folders[0]!);
  for (const path of folders.slice(1)) {
    const folder = resolve(path);
    while (common !== folder && !folder.startsWith(common.endsWith(sep) ? common : common + sep)) {
      const up = dirname(common);
      if (up === common) break;
      common = up;
    }
  }
  return common;
}

/**
 * This user's folder of copies named `name` (`fleetcase-ns-root`), made when missing; refused
 * when another user owns it or others may write to it. `what` names the copies in the message.
 */
export function copiesFolder(name: string, what: string): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const folder = join(tmpdir(), uid === undefined ? name : `${name}-${uid}`);
  makeFolders(folder, 0o700);
  const stats = statSync(folder);
  if (uid !== undefined && (stats.uid !== uid || (stats.mode & 0o022) !== 0)) {
    fail('IoError', { file: folder, detail: `the folder of ${what} belongs to another user or others may write to it: remove it` });
  }
  return folder;
}

/**
 * Writes the folder `copy` holding `files` (paths relative to it) unless a whole one is there:
 * into a fresh folder beside it, renamed into place. `what` names the copy in the message.
 */
export function writeCopyOnce(copy: string, files: ReadonlyArray<{ path: string; bytes: Uint8Array }>, what: string): void {
  if (existsSync(join(copy, COMPLETE))) return;
  const fresh = mkdtempSync(`${copy}.tmp-`);
  for (const { path, bytes } of files) {
    const target = join(fresh, path);
    makeFolders(dirname(target));
    writeFileSync(target, bytes);
  }
  writeFileSync(join(fresh, COMPLETE), '');
  try {
    renameSync(fresh, copy);
  } catch (error) {
    // Another run renamed its copy of the same content first (or left a broken one): use or replace it.
    rmSync(fresh, { recursive: true, force: true });
    if (!existsSync(join(copy, COMPLETE))) fail('IoError', { file: copy, detail: `cannot write ${what}: ${(error as Error).message}` });
  }
}

/**
 * Writes the file `target` holding `text` unless it is there: into a fresh file beside it,
 * renamed into place. `what` names the file in the message.
 */
export function writeFileOnce(target: string, text: string, what: string): void {
  if (existsSync(target)) return;
  const fresh = `${target}.tmp-${randomBytes(6).toString('hex')}`;
  try {
    writeFileSync(fresh, text, { flag: 'wx' });
    renameSync(fresh, target);
  } catch (error) {
    rmSync(fresh, { force: true });
    fail('IoError', { file: target, detail: `cannot write ${what}: ${(error as Error).message}` });
  }
}
