/**
 * review r14 consumer L5, L6, L9: the `generate --check` hint repeats the flags that decide the
 * output (shell-quoted) and says once that a missing output folder is missing; every command's
 * help has an "Exit codes" line; `validate` without files or config names the missing config;
 * `validate --engine nope` is a usage error of the flag.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { commandLine, shellQuote } from '../../src/shell-quote.js';

const root = mkdtempSync(join(tmpdir(), 'fleetcase-nits-r14-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(argv: string[], cwd = root) {
  const io = memoryIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

/** The words a POSIX shell makes of a command line (the real /bin/sh, not a re-implementation). */
function shellWords(line: string): string[] {
  return execFileSync('/bin/sh', ['-c', `printf '%s\\n' ${line}`], { encoding: 'utf8' }).split('\n').slice(0, -1);
}

describe('shellQuote (review r14 consumer L5)', () => {
  it.each([
    ['src/api', 'src/api'],
    ['0.3-beta', '0.3-beta'],
    ['types,codecs', 'types,codecs'],
    ['https://example.com/api', 'https://example.com/api'],
    ['my api', "'my api'"],
    ["it's", "'it'\\''s'"],
    ['$HOME/*', "'$HOME/*'"],
    ['', "''"],
  ])('%s -> %s', (given, want) => {
    expect(shellQuote(given)).toBe(want);
    expect(shellWords(want)).toStrictEqual([given]);
  });

  it('commandLine leaves out flags without a value', () => {
    expect(commandLine('generate', [['generation', '0.2'], ['targets', undefined], ['out', 'my api']])).toBe("fleetcase generate --generation 0.2 --out 'my api'");
  });
});

describe('generate --check hint (review r14 consumer L5)', () => {
  const flags = ['--generation', '0.2', '--targets', 'types', '--ns-root', 'https://staging.example.com/api', '--out', 'src/my api'];

  it('a missing output folder is said once, with the command that creates it', async () => {
    const result = await run(['generate', ...flags, '--check']);
    expect(result).toStrictEqual({
      code: 1,
      out: '',
      err: "the output folder src/my api does not exist: run `fleetcase generate --generation 0.2 --targets types --out 'src/my api' --ns-root https://staging.example.com/api`\n",
    });
  });

  it('stale files name the command with the same flags, and running it as the shell reads it makes them fresh', async () => {
    expect((await run(['generate', ...flags])).code).toBe(0);
    writeFileSync(join(root, 'src/my api/0.2/types.ts'), '// edited by hand\n');
    const stale = await run(['generate', ...flags, '--check']);
    expect(stale.code).toBe(1);
    const hint = "fleetcase generate --generation 0.2 --targets types --out 'src/my api' --ns-root https://staging.example.com/api";
    expect(stale.err).toBe(`stale generated files (run \`${hint}\`):\n  src/my api/0.2/types.ts\n`);
    const [, ...argv] = shellWords(hint);
    expect((await run(argv)).code).toBe(0);
    expect((await run(['generate', ...flags, '--check'])).code).toBe(0);
  });

  it('a --schemas set is repeated too', async () => {
    const schemas = join(root, 'xsd', 'orders');
    mkdirSync(schemas, { recursive: true });
    writeFileSync(
      join(schemas, 'order.xsd'),
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:orders" elementFormDefault="qualified"><xs:element name="order" type="xs:string"/></xs:schema>\n',
    );
    const result = await run(['generate', '--schemas', 'xsd/orders', '--out', 'vendor', '--check']);
    expect([result.code, result.err]).toStrictEqual([1, 'the output folder vendor does not exist: run `fleetcase generate --schemas xsd/orders --out vendor`\n']);
  });
});

describe('help and messages (review r14 consumer L9)', () => {
  it.each(['schemas', 'rules', 'openapi', 'generate', 'validate', 'diff', 'migrate', 'serve'])('%s --help has an Exit codes line', async (command) => {
    const result = await run([command, '--help']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/(^|\. )Exit codes( \([^)]*\))?: 0 /m);
  });

  it('validate without files or config says that no fleetcase.config.json was found', async () => {
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const result = await run(['validate'], empty);
    expect([result.code, result.err]).toStrictEqual([
      2,
      `fleetcase: no file matched (no pattern given) in ${empty}; no fleetcase.config.json was found there or in a folder above it either: give XML files, directories or globs, or a fleetcase.config.json mapping globs to generations (fleetcase validate --help)\n`,
    ]);
  });

  it('validate without files takes the globs of a config file as before', async () => {
    const project = join(root, 'project');
    mkdirSync(join(project, 'payloads'), { recursive: true });
    writeFileSync(join(project, 'fleetcase.config.json'), JSON.stringify({ validate: [{ files: 'payloads/**/*.xml' }] }));
    const result = await run(['validate'], join(project, 'payloads'));
    // The config applies (found above the working folder); it matches nothing yet.
    expect(result.err).not.toContain('no fleetcase.config.json was found');
  });
});

describe('validate --engine (review r14 consumer L6, the CLI side)', () => {
  it('an unknown engine is a usage error of the flag, with the help pointer', async () => {
    const result = await run(['validate', '--engine', 'nope', 'x.xml']);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/engine/);
    expect(result.err).toMatch(/nope/);
    expect(result.err.endsWith("Run 'fleetcase validate --help' for usage.\n")).toBe(true);
  });
});
