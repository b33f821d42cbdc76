/**
 * Usage errors through `main(argv, io)`: one line naming what is wrong, then where to read the
 * help of the command concerned (the command's own help once it is known), exit 2, no stack;
 * `help <command>` is `<command> --help`. Nothing here starts work: every row fails while parsing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { preflight } from '../../src/cli/preflight.js';
import { wholeNumber } from '../../src/cli/whole-number.js';
import { packageRoot } from '../../src/paths.js';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const COMMAND_NAMES = ['schemas', 'generate', 'validate', 'rules', 'diff', 'migrate', 'serve', 'openapi'];

describe('usage errors: one line, then the help to read', () => {
  const cases = [
    // Numbers (finding 4): the text given, the range, no stack.
    { given: ['serve', '--port', 'abc'], want: "--port must be a whole number from 0 to 65535, got 'abc'", help: 'serve' },
    { given: ['serve', '--port', '99999'], want: "--port must be a whole number from 0 to 65535, got '99999'", help: 'serve' },
    { given: ['serve', '--port', '-1'], want: "--port must be a whole number from 0 to 65535, got '-1'", help: 'serve' },
    { given: ['serve', '--seed', 'abc'], want: "--seed must be a whole number from 0 to 4294967295, got 'abc'", help: 'serve' },
    { given: ['validate', '--jobs', 'abc', 'test/fixtures/0.3-beta/valid'], want: "--jobs must be a whole number ≥ 1, got 'abc'", help: 'validate' },
    { given: ['validate', '--jobs', '0', 'test/fixtures/0.3-beta/valid'], want: "--jobs must be a whole number ≥ 1, got '0'", help: 'validate' },
    { given: ['validate', '--jobs', '2.5', 'test/fixtures/0.3-beta/valid'], want: "--jobs must be a whole number ≥ 1, got '2.5'", help: 'validate' },
    { given: ['validate', '--jobs=', 'test/fixtures/0.3-beta/valid'], want: '--jobs needs a value', help: 'validate' },
    // yargs read these as numbers before the check saw them (1000 threads asked, capped with a warning).
    { given: ['validate', '--jobs', '1e3', 'test/fixtures/0.3-beta/valid'], want: "--jobs must be a whole number ≥ 1, got '1e3'", help: 'validate' },
    { given: ['validate', '--jobs', '0x2', 'test/fixtures/0.3-beta/valid'], want: "--jobs must be a whole number ≥ 1, got '0x2'", help: 'validate' },
    { given: ['serve', '--port', '0x10'], want: "--port must be a whole number from 0 to 65535, got '0x10'", help: 'serve' },
    // After `--` every word is an operand; a command without operands says which word is extra.
    { given: ['diff', '--', '-x'], want: "unexpected argument '-x' (diff takes no such operand)", help: 'diff' },
    { given: ['diff', 'x.xml'], want: "unexpected argument 'x.xml' (diff takes no such operand)", help: 'diff' },
    // Review r20 contract L7: yargs' messages in the CLI's words.
    { given: ['validate', '-draft.xml'], want: "unknown option '-draft.xml'; a file whose name starts with '-' goes after '--' (fleetcase validate -- -draft.xml)", help: 'validate' },
    // the only operand (review r28 docs L1: "migrate needs at least one file")
    { given: ['migrate', '-draft.xml', '--to', '0.2'], want: "unknown option '-draft.xml'; a file whose name starts with '-' goes after '--' (fleetcase migrate --to 0.2 -- -draft.xml)", help: 'migrate' },
    { given: ['migrate', '--to', '0.1'], want: 'migrate needs at least one file, folder or glob', help: 'migrate' },
    // An unknown option took the one file as its value (review r29 recheck M1).
    { given: ['migrate', '--to', '0.2', '--dry-runn', 'a.xml'], want: "unknown option '--dry-runn'; it took 'a.xml' as its value, so no file, folder or glob was left", help: 'migrate' },
    { given: ['migrate', '-x', 'a.xml', '--to', '0.2'], want: "unknown option '-x'; it took 'a.xml' as its value, so no file, folder or glob was left", help: 'migrate' },
    { given: ['migrate', '--to', '0.2', '--dry-run', '--no-dry-run'], want: 'migrate needs at least one file, folder or glob', help: 'migrate' },
    { given: ['migrate', 'a.xml'], want: '--to is required', help: 'migrate' },
    { given: ['validate', 'x.xml', '--bogus', '--zz'], want: 'unknown options --bogus, --zz', help: 'validate' },
    { given: ['generate', '--max-bytes', '1'], want: 'unknown option --max-bytes', help: 'generate' },
    // The command line as a whole (finding 12).
    { given: ['--verbose', 'validate'], want: "unknown option '--verbose' before the command: options go after it (fleetcase <command> --help lists them)", help: '' },
    { given: ['-v'], want: "unknown option '-v' before the command: options go after it (fleetcase <command> --help lists them); --version prints the version", help: '' },
    { given: ['valdate', 'x.xml'], want: "unknown command 'valdate'; did you mean 'validate'? (commands: schemas, generate, validate, rules, diff, migrate, serve, openapi)", help: '' },
    // A flag given the only file as its value (review r31 recheck L4: "no file matched").
    { given: ['validate', '--generation', 'doc.xml'], want: "--generation took 'doc.xml' as its value, and no file was left: give --generation its value first (--generation 0.3-beta doc.xml)", help: 'validate' },
    { given: ['migrate', '--to', 'doc.xml'], want: "--to took 'doc.xml' as its value, so no file, folder or glob was left: give --to its value first", help: 'migrate' },
    // An empty operand (an unset shell variable) took the working folder (review r31 recheck M2).
    { given: ['validate', '', 'x.xml'], want: 'an empty file name was given, which names no file (an unset shell variable?); give files, folders or globs', help: 'validate' },
    { given: ['migrate', ' ', '--to', '0.2'], want: "an empty file name was given (' '), which names no file (an unset shell variable?); give files, folders or globs", help: 'migrate' },
    { given: [''], want: "unknown command '' (commands: schemas, generate, validate, rules, diff, migrate, serve, openapi)", help: '' },
    { given: ['help', 'frobnicate'], want: "unknown command 'frobnicate' (commands: schemas, generate, validate, rules, diff, migrate, serve, openapi)", help: '' },
    { given: ['validate', '-'], want: "'-' (standard input) is not read: give files, folders or globs (save piped input to a file first)", help: 'validate' },
    { given: ['migrate', '-', '--to', '0.3-beta'], want: "'-' (standard input) is not read: give files, folders or globs (save piped input to a file first)", help: 'migrate' },
    // Errors of yargs and of the commands point at the command's own help.
    { given: ['validate', 'x.xml', '--bogus'], want: 'unknown option --bogus', help: 'validate' },
    { given: ['diff', '--from', '0.1'], want: 'give both --from and --to (a generation such as 0.0.7, or a folder of XSDs)', help: 'diff' },
    { given: ['validate', '--format', 'xml', 'x.xml'], want: "--format must be one of text, json, junit, sarif, github (got 'xml')", help: 'validate' },
    // review r17 docs L3: an unknown generation points at the help too.
    { given: ['rules', '--generation', '0.4'], want: "unknown generation '0.4' (known: 0.0.7, 0.1, 0.2, 0.3-beta)", help: 'rules' },
  ];
  test.each(cases)('$given', async ({ given, want, help }) => {
    const { code, out, err } = await run(given);
    expect({ code, out }).toStrictEqual({ code: 2, out: '' });
    const lines = err.trimEnd().split('\n');
    if (typeof want === 'string') expect(lines[0]).toBe(`fleetcase: ${want}`);
    else expect(lines[0]!.replace(/^fleetcase: /, '')).toMatch(want);
    expect(lines.at(-1)).toBe(`Run 'fleetcase ${help ? `${help} ` : ''}--help' for usage.`);
    expect(err).not.toMatch(/\n\s+at /);
  });
});

describe('help <command>', () => {
  test.each(COMMAND_NAMES)('help %s prints what %s --help prints', async (name) => {
    const alias = await run(['help', name]);
    const flag = await run([name, '--help']);
    expect(alias).toStrictEqual(flag);
    expect(alias.code).toBe(0);
    expect(alias.out).toMatch(new RegExp(`^fleetcase ${name}\\b`));
  });

  test('help alone is --help', async () => {
    expect(await run(['help'])).toStrictEqual(await run(['--help']));
  });
});

describe('preflight', () => {
  const cases = [
    { given: ['help', 'validate'], want: { argv: ['validate', '--help'] } },
    { given: ['validate', '--format', 'json', 'a.xml'], want: { argv: ['validate', '--format', 'json', 'a.xml'] } },
    { given: ['--version'], want: { argv: ['--version'] } },
    { given: [], want: { argv: [] } },
    { given: ['validate', '--', '-'], want: { argv: ['validate', '--', '-'] } },
  ];
  test.each(cases)('$given', ({ given, want }) => {
    expect(preflight(given, COMMAND_NAMES)).toStrictEqual(want);
  });
});

describe('wholeNumber', () => {
  const jobs = wholeNumber('jobs', { min: 1 });
  const cases: Array<{ given: unknown; want: number | string }> = [
    { given: 3, want: 3 },
    { given: '12', want: 12 },
    { given: 'abc', want: "--jobs must be a whole number ≥ 1, got 'abc'" },
    { given: '1e3x', want: "--jobs must be a whole number ≥ 1, got '1e3x'" },
    { given: 0, want: "--jobs must be a whole number ≥ 1, got '0'" },
    { given: '', want: '--jobs needs a value' },
    { given: [2, 3], want: '--jobs is given more than once' },
  ];
  test.each(cases)('$given', ({ given, want }) => {
    if (typeof want === 'number') expect(jobs(given)).toBe(want);
    else expect(() => jobs(given)).toThrow(want);
  });
});

describe('`--` ends the options', () => {
  const temp = mkdtempSync(join(tmpdir(), 'fleetcase-dashes-'));
  const source = readFileSync('test/fixtures/0.3-beta/valid/' + readdirSync('test/fixtures/0.3-beta/valid').find((name) => name.endsWith('.xml')), 'utf8');
  writeFileSync(join(temp, '-draft.xml'), source);
  writeFileSync(join(temp, '2024'), source);
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  test('validate reads a file named -draft.xml after --, and a file named 2024 as its name', async () => {
    const { code, out } = await run(['validate', '--format', 'json', '--', join(temp, '-draft.xml'), join(temp, '2024')]);
    expect(code).toBe(0);
    expect(JSON.parse(out).files.map((file: { file: string; valid: boolean }) => [file.file.slice(temp.length + 1), file.valid])).toStrictEqual([
      ['-draft.xml', true],
      ['2024', true],
    ]);
  });

  test('migrate takes its files after -- (it said "Not enough non-option arguments")', async () => {
    const { code, out } = await run(['migrate', '--to', '0.3-beta', '--dry-run', '--format', 'json', '--', join(temp, '-draft.xml')]);
    expect(code).toBe(0);
    expect(JSON.parse(out).files).toHaveLength(1);
  });
});

describe('--ns-root is checked alike by every command that takes it (review r23 recheck L3)', () => {
  test.each([
    ['generate', '--out', 'never-written'],
    ['openapi', '--generation', '0.3-beta'],
    ['diff', '--from', '0.0.7', '--to', '0.1'],
    ['migrate', 'test/fixtures/0.0.7/valid', '--to', '0.1', '--dry-run'],
  ])('%s refuses a root that is no URI, exit 2', async (...argv) => {
    const io = memoryIo(packageRoot);
    expect(await main([...argv, '--ns-root', 'not a uri'], io)).toBe(2);
    expect(io.err).toMatch(/^fleetcase: --ns-root: the namespace root must be a URI without spaces, quotes, '<', '>' or '&', got 'not a uri'\n/);
  });
});
