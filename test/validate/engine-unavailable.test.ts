/**
 * An engine whose package does not load (review r14 consumer L7: libxmljs2 installed with
 * `--ignore-scripts`, so its native module was never built) is one line saying so and what to
 * do, exit 2, not the bindings loader's list of places blamed on the schema.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.js';

const bin = join(repoRoot, 'dist/src/cli/bin.js');
const preload = join(repoRoot, 'test/validate/fixtures/no-libxmljs2-binding.cjs');

describe('libxmljs2 without its native module', () => {
  it('--engine libxmljs2: one line, exit 2; the default engine still validates', () => {
    const file = 'test/fixtures/0.3-beta/valid/CaseRequest.case.1.xml';
    const run = (engine: string) => spawnSync(process.execPath, ['-r', preload, bin, 'validate', file, '--engine', engine], { cwd: repoRoot, encoding: 'utf8' });
    const broken = run('libxmljs2');
    expect({ status: broken.status, stdout: broken.stdout, stderr: broken.stderr }).toStrictEqual({
      status: 2,
      stdout: '',
      stderr:
        "fleetcase: validation engine 'libxmljs2' is not available: its native module does not load (Could not locate the bindings file); build it with `npm rebuild libxmljs2` (its install script builds it with node-gyp), or use the default engine, libxml2\n",
    });
    expect(run('libxml2').status).toBe(0);
  });
});
