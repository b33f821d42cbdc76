/**
 * Set-up step 2: build the CLI (`tsc -p .` into dist/, then the bundle of `npm run build`) and
 * decide how to start it.
 *
 * Process measurements time the whole `fleetcase` process, so it should start as users start
 * it: compiled JavaScript (`node dist/src/cli/bin.js`); from the sources through tsx, start-up
 * alone costs seconds. While others' work is in progress tsc may report type errors in files
 * that are not ours; it still emits, so the emitted CLI is used when it passes a smoke check
 * (`--help`, then validating one fixture), and the type errors are noted. Only when the
 * emitted CLI cannot run does the harness fall back to tsx.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runProcess } from '../support/processes.js';
import type { CliCommand } from '../types.js';

/** The CLI to use, or why there is none, with notes for RESULTS.md. */
export interface BuildOutcome {
  cli: CliCommand | { unavailable: string };
  notes: string[];
}

/** Verbs listed by `fleetcase --help` (`  fleetcase validate [files..]  …`). */
export function verbsOf(help: string): string[] {
  return [...help.matchAll(/^\s+fleetcase ([a-z][\w-]*)/gm)].map((match) => match[1]!);
}

/** Files tsc complains about (`src/x.ts(1,2): error TS…`). */
function erroredFiles(output: string): string[] {
  return [...new Set([...output.matchAll(/^([^\s(][^(]*)\(\d+,\d+\): error/gm)].map((match) => match[1]!))];
}

async function probe(argv: string[], repoRoot: string): Promise<{ verbs: string[] } | { failure: string }> {
  const help = await runProcess([...argv, '--help'], { cwd: repoRoot, timeoutSeconds: 120 });
  if (help.code !== 0) return { failure: `--help exits ${help.code}: ${(help.stderr || help.stdout).trim().split('\n')[0]}` };
  const verbs = verbsOf(help.stdout);
  if (verbs.includes('validate')) {
    const fixtures = join(repoRoot, 'test/fixtures/0.3-beta/valid');
    const sample = existsSync(fixtures) ? readdirSync(fixtures).find((name) => name.startsWith('CaseRequest.')) : undefined;
    if (sample) {
      const check = await runProcess([...argv, 'validate', join(fixtures, sample)], { cwd: repoRoot, timeoutSeconds: 120 });
      if (check.code === 2 || check.code === null) return { failure: `validate of a fixture exits ${check.code}: ${check.stderr.trim().split('\n')[0]}` };
    }
  }
  return { verbs };
}

/** Builds dist/ and picks the CLI start command. */
export async function buildCli(repoRoot: string, log: (message: string) => void, forced?: 'dist' | 'tsx'): Promise<BuildOutcome> {
  const notes: string[] = [];
  const tsx: string[] = [process.execPath, '--import', 'tsx', join(repoRoot, 'src/cli/bin.ts')];
  const dist: string[] = [process.execPath, join(repoRoot, 'dist/src/cli/bin.js')];
  if (forced !== 'tsx') {
    log('set-up: building the CLI (tsc -p .)');
    const tsc = await runProcess([join(repoRoot, 'node_modules/.bin/tsc'), '-p', repoRoot], { cwd: repoRoot, timeoutSeconds: 300 });
    if (tsc.code !== 0) {
      const files = erroredFiles(tsc.stdout + tsc.stderr);
      const note = `tsc -p . reported type errors in ${files.length ? files.join(', ') : 'the build'} (work in progress elsewhere); it still emitted dist/`;
      notes.push(note);
      log(`set-up: ${note}`);
    }
    // The shipped bin runs the esbuild bundle (`npm run build` bundles after tsc); without this
    // step the bin tsc just wrote runs unbundled, which is not what users start.
    const bundler = join(repoRoot, 'dist/src/build/bundle.js');
    if (existsSync(bundler)) {
      const bundle = await runProcess([process.execPath, bundler], { cwd: repoRoot, timeoutSeconds: 300 });
      if (bundle.code !== 0) {
        const note = `bundling the CLI failed (${(bundle.stderr || bundle.stdout).trim().split('\n')[0]}); the unbundled bin is measured`;
        notes.push(note);
        log(`set-up: ${note}`);
      }
    }
    const found = await probe(dist, repoRoot);
    if ('verbs' in found) {
      log(`set-up: CLI = node dist/src/cli/bin.js (verbs: ${found.verbs.join(', ')})`);
      return { cli: { argv: dist, mode: 'dist', verbs: found.verbs }, notes };
    }
    notes.push(`the compiled CLI cannot run (${found.failure}); falling back to tsx (start-up is slower: process figures are pessimistic)`);
    log(`set-up: ${notes[notes.length - 1]}`);
  }
  const found = await probe(tsx, repoRoot);
  if ('verbs' in found) {
    if (forced === 'tsx') notes.push('CLI run from the sources through tsx (--cli tsx): process figures include tsx start-up');
    log(`set-up: CLI = node --import tsx src/cli/bin.ts (verbs: ${found.verbs.join(', ')})`);
    return { cli: { argv: tsx, mode: 'tsx', verbs: found.verbs }, notes };
  }
  notes.push(`the CLI does not run from the sources either (${found.failure})`);
  return { cli: { unavailable: `the fleetcase CLI does not run (${found.failure})` }, notes };
}
