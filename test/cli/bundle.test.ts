/**
 * The bundled CLI (src/build/bundle.ts, what `npm run build` makes the bin): built into a
 * temporary package, it prints what the sources print (main() in process), for a pooled
 * validate run on its bundled worker, for yargs' help and usage errors (its locale files found
 * where yargs is installed), and for another command.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundleCli } from '../../src/build/bundle.js';
import { repoRoot, runCli } from '../validate/helpers.js';

const packageDir = mkdtempSync(join(tmpdir(), 'fleetcase-bundle-'));
const binDir = join(packageDir, 'dist/src/cli');
const bin = join(binDir, 'bin.js');
let written: string[] = [];

beforeAll(async () => {
  // A package root as the bundle finds it (package.json and schemas/ above it) with the
  // dependencies the bundle leaves external.
  for (const name of ['package.json', 'schemas', 'node_modules']) symlinkSync(join(repoRoot, name), join(packageDir, name));
  mkdirSync(binDir, { recursive: true });
  written = await bundleCli({ root: repoRoot, binDir });
}, 120_000);
afterAll(() => rmSync(packageDir, { recursive: true, force: true }));

function runBundled(argv: string[]): { code: number | null; out: string; err: string } {
  const result = spawnSync(process.execPath, [bin, ...argv], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/**
 * Runs `action` as if stdout were not a terminal, like the bundled CLI's pipe: help text wraps
 * to the terminal's width when there is one.
 */
async function withoutTerminalWidth<T>(action: () => Promise<T>): Promise<T> {
  const own = Object.getOwnPropertyDescriptor(process.stdout, 'columns');
  Object.defineProperty(process.stdout, 'columns', { value: undefined, configurable: true, writable: true });
  try {
    return await action();
  } finally {
    if (own) Object.defineProperty(process.stdout, 'columns', own);
    else delete (process.stdout as { columns?: number }).columns;
  }
}

describe('the bundled CLI', () => {
  test('is a bin that imports the bundle: the entries and their chunks in one folder', () => {
    expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n[\s\S]*import '\.\/bundle\/bin\.js';/);
    const files = readdirSync(join(binDir, 'bundle'));
    expect(files).toContain('bin.js');
    expect(files).toContain('worker.js');
    expect(written.some((file) => file.endsWith('worker.js'))).toBe(true);
    expect(existsSync(`${bin}.map`)).toBe(false);
  });

  test('carries libxml2 as a WebAssembly file beside its chunks, not as a string inside them', () => {
    const bundleDir = join(binDir, 'bundle');
    expect(WebAssembly.validate(readFileSync(join(bundleDir, 'libxml2.wasm')))).toBe(true);
    expect(written).toContain(relative(repoRoot, join(bundleDir, 'libxml2.wasm')));
    for (const file of readdirSync(bundleDir).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(join(bundleDir, file), 'utf8');
      expect({ file, embedded: source.includes('\\0asm') || source.includes('\0asm') }).toStrictEqual({ file, embedded: false });
    }
  });

  test('validates in its own thread from the shared WebAssembly file', async () => {
    const bundled = runBundled(['validate', '--format', 'json', '--jobs', '1', 'test/fixtures/0.2']);
    const sources = await runCli(['validate', '--format', 'json', '--jobs', '1', 'test/fixtures/0.2']);
    expect(bundled.err).toBe('');
    expect({ code: bundled.code, out: bundled.out }).toStrictEqual({ code: sources.code, out: sources.out });
  }, 60_000);

  test('validates on its bundled worker threads as the sources do in process', async () => {
    const bundled = runBundled(['validate', '--format', 'json', '--jobs', '2', 'test/fixtures/0.1']);
    const sources = await runCli(['validate', '--format', 'json', '--jobs', '1', 'test/fixtures/0.1']);
    expect(bundled.err).toBe('');
    expect(bundled.code).toBe(sources.code);
    expect(bundled.out).toBe(sources.out);
    expect(JSON.parse(bundled.out).summary.files).toBeGreaterThan(64);
  }, 60_000);

  test('--engine libxmljs2 with two jobs validates in one thread (its native addon loads in one thread per process)', async () => {
    const bundled = runBundled(['validate', '--format', 'json', '--engine', 'libxmljs2', '--jobs', '2', 'test/fixtures/0.1', 'test/fixtures/0.2']);
    const sources = await runCli(['validate', '--format', 'json', '--engine', 'libxmljs2', '--jobs', '1', 'test/fixtures/0.1', 'test/fixtures/0.2']);
    expect({ code: bundled.code, err: bundled.err }).toStrictEqual({ code: sources.code, err: '' });
    expect(bundled.out).toBe(sources.out);
  }, 60_000);

  const same = [
    { name: 'help', argv: ['--help'] },
    { name: 'a command help', argv: ['validate', '--help'] },
    { name: 'an unknown flag', argv: ['validate', '--bogus', 'test/fixtures/0.1'] },
    { name: 'a bad choice', argv: ['validate', '--format', 'nope', 'test/fixtures/0.1'] },
    { name: 'a missing argument', argv: ['migrate'] },
    { name: 'another command', argv: ['rules', '--format', 'json'] },
  ];
  test.each(same)('prints what the sources print: $name', async ({ argv }) => {
    const bundled = runBundled(argv);
    const sources = await withoutTerminalWidth(() => runCli(argv));
    expect({ code: bundled.code, out: bundled.out, err: bundled.err }).toStrictEqual({ code: sources.code, out: sources.out, err: sources.err });
  }, 60_000);
});
