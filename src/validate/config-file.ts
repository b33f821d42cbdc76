/**
 * Which `fleetcase.config.json` applies (if any), without loading the config reader (and its glob
 * matcher) when there is none: a plain `fleetcase validate DIR` never reads a config.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fail } from '../errors.js';

/** The file looked up in the working directory when `--config` is not given. */
export const CONFIG_FILE_NAME = 'fleetcase.config.json';

/** The config to use: `--config FILE` (must exist) or `fleetcase.config.json` in `cwd` if present. */
export function findConfig(cwd: string, explicit?: string): string | undefined {
  if (explicit !== undefined) {
    const file = resolve(cwd, explicit);
    if (!existsSync(file)) fail('IoError', { file: explicit, detail: 'config file not found' });
    return file;
  }
  const file = resolve(cwd, CONFIG_FILE_NAME);
  return existsSync(file) ? file : undefined;
}
