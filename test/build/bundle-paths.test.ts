/**
 * The bundled CLI that ships in the package names no folder of the machine it was built on
 * (review r21 consumer L6: `// lazy-string-width:/work/review/node_modules/…` in bin.js), so
 * that two builds in different checkouts give the same bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { packageRoot } from '../../src/paths.js';

describe('the bundled CLI', () => {
  test('holds no absolute path of the build folder', () => {
    const folder = join(packageRoot, 'dist', 'src', 'cli', 'bundle');
    const files = readdirSync(folder).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const leaking = files.filter((name) => readFileSync(join(folder, name), 'utf8').includes(packageRoot));
    expect(leaking).toStrictEqual([]);
  });
});
