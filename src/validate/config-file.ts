/**
 * Which `fleetcase.config.json` applies (if any), without loading the config reader (and its glob
 * matcher) when there is none: a plain `fleetcase validate DIR` never reads a config.
 *
 * Without `--config` the file is looked up in the working directory, then in each folder above
 * it up to the filesystem root, the nearest first (as eslint and prettier look up theirs): a CI
 * step or a hook run from a sub-folder of the project gets the project's mapping, not none.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fail } from '../errors.js';

/** The file looked up in the working directory and the folders above it when `--config` is not given. */
export const CONFIG_FILE_NAME = 'fleetcase.config.json';

/**
 * True when something is there under that name: a file, or a folder or other entry, which the
 * config reader then refuses by name (a folder named so was passed over in silence, and a
 * config further up applied instead: review r28 recheck L1).
 */
function isThere(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The config to use: `--config FILE` (must exist), else the nearest `fleetcase.config.json` in
 * `cwd` or a folder above it, if any.
 * @example findConfig('/repo/payloads') // '/repo/fleetcase.config.json'
 */
export function findConfig(cwd: string, explicit?: string): string | undefined {
  if (explicit !== undefined) {
    const file = resolve(cwd, explicit);
    if (!existsSync(file)) fail('IoError', { file: explicit, detail: 'config file not found' });
    return file;
  }
  for (let folder = resolve(cwd); ; folder = dirname(folder)) {
    const file = join(folder, CONFIG_FILE_NAME);
    if (isThere(file)) return file;
    if (dirname(folder) === folder) return undefined;
  }
}
