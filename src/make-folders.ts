/**
 * `mkdir -p` that cannot hang: Node's `mkdirSync(path, { recursive: true })` spins forever
 * under /proc, where mkdir answers ENOENT for a parent that exists (review r21 consumer H2:
 * `generate({ out: '/proc/x/y' })` never returned). The missing folders are made one level at a
 * time from the nearest existing ancestor, and the first refusal is thrown as Node reports it.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
}

/**
 * Makes `path` and its missing parents.
 * @throws the Node error of the first folder that cannot be made (EEXIST for a file in the way).
 * @example makeFolders('/tmp/out/0.3-beta')
 */
export function makeFolders(path: string, mode?: number): void {
  const missing: string[] = [];
  for (let current = resolve(path); !exists(current); current = dirname(current)) {
    missing.unshift(current);
    if (dirname(current) === current) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder, mode === undefined ? undefined : { mode });
    } catch (error) {
      // Made meanwhile by another process: fine where it is a folder.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && statSync(folder).isDirectory()) continue;
      throw error;
    }
  }
}
