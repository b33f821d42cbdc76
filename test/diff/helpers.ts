/** Shared helpers of the diff tests: fixture folders, running checks over a fixture pair, the CLI. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyChanges, type Finding } from '../../src/diff/classify.js';
import { diffGenerations } from '../../src/diff/diff-generations.js';
import type { Check } from '../../src/diff/checks/index.js';
import { loadSchemaFolder } from '../../src/diff/load-side.js';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The base/revision fixture pairs, one folder per check id. */
export const diffFixtures = join(repoRoot, 'test/fixtures/diff');

/** Where a finding is, as the tables write it: its path, else its endpoint, else its schema. */
export function place(finding: Finding): string {
  if (finding.path) return finding.path;
  return finding.subject.kind === 'endpoint'
    ? `${finding.subject.method} ${finding.subject.path}`
    : finding.subject.schema;
}

/** Runs `checks` over the fixture pair `test/fixtures/diff/<name>/{base,revision}`. */
export function runFixture(name: string, checks: readonly Check[]): Finding[] {
  const base = loadSchemaFolder(join(diffFixtures, name, 'base'));
  const revision = loadSchemaFolder(join(diffFixtures, name, 'revision'));
  return classifyChanges(diffGenerations(base, revision), checks);
}

/** Runs the CLI in memory: exit code and both streams. */
export async function runCli(
  argv: string[],
  cwd: string = repoRoot,
): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}
