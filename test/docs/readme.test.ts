/**
 * Every command the README marks as runnable (fences tagged `sh runnable`) runs as shown, from
 * the repository root, with the exit code it promises: 0, or N where the line ends in
 * `# exits N`. Commands run through bash exactly as written (`npx fleetcase` included), so the
 * README cannot drift from the CLI. Every TypeScript example tagged `ts runnable` runs too (as a
 * module inside the package, so `fleetcase/0.3-beta` and `fleetcase/server` resolve to the
 * built package exactly as they do for a user who installed it).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';

interface RunnableLine {
  command: string;
  exitCode: number;
}

/** The runnable command lines of a markdown text, in order. */
export function runnableLines(markdown: string): RunnableLine[] {
  const lines: RunnableLine[] = [];
  const fence = /```sh runnable\n([\s\S]*?)```/g;
  for (const block of markdown.matchAll(fence)) {
    for (const raw of block[1]!.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('#')) continue;
      const expected = /#\s*exits\s+(\d+)\s*$/.exec(line);
      lines.push({ command: line, exitCode: expected ? Number(expected[1]) : 0 });
    }
  }
  return lines;
}

/** The TypeScript examples tagged `ts runnable`, in order. */
export function runnableScripts(markdown: string): string[] {
  return [...markdown.matchAll(/```ts runnable\n([\s\S]*?)```/g)].map((block) => block[1]!);
}

const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
const lines = runnableLines(readme);
const scripts = runnableScripts(readme);

describe('README runnable examples', () => {
  it('has runnable examples for each of the three jobs', () => {
    const commands = lines.map((line) => line.command).join('\n');
    for (const verb of ['generate', 'validate', 'diff', 'migrate']) expect(commands).toContain(`npx fleetcase ${verb}`);
  });

  it('parses `# exits N` expectations', () => {
    expect(runnableLines('```sh runnable\nnpx fleetcase x  # exits 1\n# note\nls\n```')).toStrictEqual([
      { command: 'npx fleetcase x  # exits 1', exitCode: 1 },
      { command: 'ls', exitCode: 0 },
    ]);
  });

  scripts.forEach((script, index) => {
    it(`runs TypeScript example ${index + 1}: ${script.split('\n').find((line) => line.includes('fleetcase/'))}`, () => {
      const file = join(packageRoot, 'test', 'docs', `.readme-example-${index + 1}.mts`);
      writeFileSync(file, script);
      try {
        const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: packageRoot, encoding: 'utf8', timeout: 120_000 });
        expect(result.status, `stdout:\n${result.stdout}\nstderr:\n${result.stderr}`).toBe(0);
        expect(result.stdout.trim().length).toBeGreaterThan(0);
      } finally {
        rmSync(file, { force: true });
      }
    }, 130_000);
  });

  rmSync('/tmp/fleetcase-readme', { recursive: true, force: true });
  mkdirSync('/tmp/fleetcase-readme', { recursive: true });
  for (const { command, exitCode } of lines) {
    it(`runs: ${command}`, () => {
      const result = spawnSync('bash', ['-c', command], { cwd: packageRoot, encoding: 'utf8', timeout: 120_000 });
      expect(result.status, `${command}\nstdout:\n${result.stdout.slice(-2000)}\nstderr:\n${result.stderr.slice(-2000)}`).toBe(exitCode);
    }, 130_000);
  }
});

describe('README benchmark table (review r17 docs M1)', () => {
  it('is the block test/bench/RESULTS.md gives: the figures of its last full run, not a copy of older ones', async () => {
    const { readmeSummary, SUMMARY_START, SUMMARY_END } = await import('../bench/support/readme-summary.js');
    const results = readFileSync(join(packageRoot, 'test/bench/RESULTS.md'), 'utf8');
    const block = readme.slice(readme.indexOf(SUMMARY_START), readme.indexOf(SUMMARY_END) + SUMMARY_END.length);
    expect(block).toBe(readmeSummary(results));
    expect(block).toContain('| >= 1.5x |');
  });
});
