/**
 * The --out folder of `fleetcase migrate`: checked and created before any document is migrated,
 * so that a path that cannot be a folder is a one-line usage error naming it (IoError, exit 2),
 * never a stack trace. Missing folders are created one level at a time from the nearest existing
 * ancestor: Node's `mkdirSync(…, { recursive: true })` spins forever under /proc, where mkdir
 * answers ENOENT for a parent that exists. A document that cannot be written there (a folder of
 * its name in the way, no permission) is the same kind of one-line error.
 */
import { mkdirSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fail } from '../errors.js';
import { displayPath } from '../validate/inputs.js';

/** `EACCES: permission denied, mkdir '/x'` -> `permission denied`. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /^[A-Z]+: ([^,]+)/.exec(message)?.[1] ?? message;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function statOf(path: string): Stats | 'absent' {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOTDIR: some ancestor is a file; the walk up finds and names it.
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'absent';
    throw error;
  }
}

/**
 * Makes sure `out` is a folder migrate can write into, creating it (and missing parents).
 * @param shown `out` as the user gave it, for messages.
 * @throws FleetcaseError IoError naming the path and the problem.
 * @example prepareOutputFolder('/tmp/migrated', 'migrated', process.cwd())
 */
export function prepareOutputFolder(out: string, shown: string, cwd: string): void {
  const missing: string[] = [];
  let current = resolve(out);
  for (;;) {
    let stats: Stats | 'absent';
    try {
      stats = statOf(current);
    } catch (error) {
      fail('IoError', { file: shown, detail: `cannot use the output folder: ${reasonOf(error)}` });
    }
    if (stats !== 'absent') {
      if (stats.isDirectory()) break;
      const what = missing.length === 0 ? 'it' : displayPath(current, cwd);
      fail('IoError', {
        file: shown,
        detail: `cannot be the output folder: ${what} exists and is not a folder`,
      });
    }
    const parent = dirname(current);
    if (parent === current) break; // a root that does not exist: mkdir below says why
    missing.unshift(current);
    current = parent;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // Another process may have made it meanwhile; that is fine if it is a folder.
      if (isFolder(folder)) continue;
      const where = folder === resolve(out) ? '' : ` ${displayPath(folder, cwd)}`;
      fail('IoError', {
        file: shown,
        detail: `cannot create the output folder${where}: ${reasonOf(error)}`,
      });
    }
  }
}

/**
 * Writes one migrated document.
 * @param shown `path` as reports show it.
 * @throws FleetcaseError IoError naming the file and the problem.
 */
export function writeOutputFile(path: string, text: string, shown: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    fail('IoError', {
      file: shown,
      detail: `cannot write the migrated document: ${reasonOf(error)}`,
    });
  }
}
