import { readFileSync } from 'node:fs';
import { packageRoot } from '../paths.js';
import { join } from 'node:path';

/** The package version from package.json. */
export const VERSION: string = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version;
