/**
 * Every command the README marks as runnable (fences tagged `sh runnable`) runs as shown, from
 * the repository root, with the exit code it promises: 0, or N where the line ends in
 * `# exits N`. Commands run through bash exactly as written (`npx fleetcase` included), so the
 * README cannot drift from the CLI.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
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

const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
const lines = runnableLines(readme);

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

  rmSync('/tmp/fleetcase-readme', { recursive: true, force: true });
  mkdirSync('/tmp/fleetcase-readme', { recursive: true });
  for (const { command, exitCode } of lines) {
    it(`runs: ${command}`, () => {
      const result = spawnSync('bash', ['-c', command], { cwd: packageRoot, encoding: 'utf8', timeout: 120_000 });
      expect(result.status, `${command}\nstdout:\n${result.stdout.slice(-2000)}\nstderr:\n${result.stderr.slice(-2000)}`).toBe(exitCode);
    }, 130_000);
  }
});
