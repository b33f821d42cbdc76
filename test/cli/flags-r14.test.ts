/**
 * Review r14 (hostile input), the CLI's flags:
 * - M1: a switch (boolean option) given a value other than true/false is a usage error naming the
 *   switch and the value (src/cli/switch-values.ts), for every switch of every command, listed
 *   from the commands themselves; yargs read `--dry-run=yes` as false, and migrate wrote files.
 * - M4: `schemas --schemas DIR` with no XSD in it is the one-line error generate, diff and
 *   validate give (exit 2), not an empty listing with exit 0.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yargs from 'yargs';
import { afterAll, describe, expect, test } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { switchNames, switchValueProblem } from '../../src/cli/switch-values.js';
import { tempDir } from '../validate/helpers.js';

async function run(argv: string[], cwd?: string): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

/** Each command's switches, read from its yargs module. */
async function switchesOf(name: string): Promise<string[]> {
  const module = (await COMMANDS.find((command) => command.name === name)!.load())(memoryIo());
  const built = (module.builder as (argv: ReturnType<typeof yargs>) => ReturnType<typeof yargs>)(yargs([]));
  return [...new Set(switchNames(built).values())];
}

/** What a command needs before its options (migrate's required files: yargs checks those first). */
const BEFORE: Readonly<Record<string, string[]>> = { migrate: ['a.xml', '--to', '0.3-beta'] };

const tree = tempDir('fleetcase-flags-r14-');
afterAll(() => tree.cleanup());
const source = tree.write('in/a.xml', readFileSync('test/fixtures/0.0.7/valid/CaseRequest.case.1.xml'));

describe('review r14 hostile M1: a switch given a value other than true/false', async () => {
  const rows: Array<{ command: string; option: string; value: string }> = [];
  for (const { name } of COMMANDS) {
    for (const option of await switchesOf(name)) for (const value of ['yes', '1', 'TRUE', '']) rows.push({ command: name, option, value });
  }

  test('the listing finds the switches of the finding', () => {
    const listed = new Set(rows.map((row) => `${row.command} --${row.option}`));
    for (const want of ['migrate --dry-run', 'migrate --fill-nil', 'generate --check', 'validate --rules', 'diff --list-checks', 'serve --log']) expect(listed).toContain(want);
    expect(listed).not.toContain('migrate --help');
  });

  test.each(rows)("$command --$option='$value'", async ({ command, option, value }) => {
    const { code, out, err } = await run([command, ...(BEFORE[command] ?? []), `--${option}=${value}`]);
    expect({ code, out, err }).toStrictEqual({
      code: 2,
      out: '',
      err: `fleetcase: --${option} takes no value (or true/false), got '${value}'\nRun 'fleetcase ${command} --help' for usage.\n`,
    });
  });

  test('migrate --dry-run=yes and =1 write nothing', async () => {
    for (const flag of ['--dry-run=yes', '--dry-run=1', '--dryRun=yes']) {
      const { code, err } = await run(['migrate', source, '--to', '0.3-beta', '--out', join(tree.dir, 'out'), flag], tree.dir);
      expect({ code, err: err.split('\n')[0] }).toStrictEqual({ code: 2, err: `fleetcase: ${flag.split('=')[0]} takes no value (or true/false), got '${flag.split('=')[1]}'` });
    }
    expect(existsSync(join(tree.dir, 'out'))).toBe(false);
  });

  test('generate --check=yes writes nothing', async () => {
    const { code } = await run(['generate', '--generation', '0.1', '--targets', 'types', '--out', join(tree.dir, 'gen'), '--check=yes'], tree.dir);
    expect(code).toBe(2);
    expect(existsSync(join(tree.dir, 'gen'))).toBe(false);
  });

  test('a negated switch takes no value either, and names it', async () => {
    for (const flag of ['--no-rules=maybe', '--no-rules=true', '--noRules=maybe']) {
      const { code, err } = await run(['validate', source, flag]);
      expect({ code, err: err.split('\n')[0] }).toStrictEqual({ code: 2, err: `fleetcase: ${flag.split('=')[0]} takes no value, got '${flag.split('=')[1]}'` });
    }
  });

  test('switches alone, =true, =false and --no-… keep working', async () => {
    const dry = await run(['migrate', source, '--to', '0.3-beta', '--out', join(tree.dir, 'dry'), '--dry-run=true']);
    expect(dry.code).toBe(0);
    expect(existsSync(join(tree.dir, 'dry'))).toBe(false);
    const written = await run(['migrate', source, '--to', '0.3-beta', '--out', join(tree.dir, 'written'), '--dry-run=false', '--fill-nil']);
    expect(written.code).toBe(0);
    expect(existsSync(join(tree.dir, 'written', 'a.xml'))).toBe(true);
    expect((await run(['validate', source, '--no-rules'])).code).toBe(0);
    expect((await run(['validate', source, '--rules=false'])).code).toBe(0);
  });

  test('a value after -- is not read', () => {
    const names = new Map([['dry-run', 'dry-run']]);
    expect(switchValueProblem(['migrate', '--', '--dry-run=yes'], names)).toBeUndefined();
    expect(switchValueProblem(['migrate', '--dry-run=yes'], names)).toBe("--dry-run takes no value (or true/false), got 'yes'");
  });
});

describe('review r14 hostile M4: schemas --schemas DIR with no XSD in it', () => {
  const empty = join(tree.dir, 'empty');
  mkdirSync(empty, { recursive: true });
  const nested = join(tree.dir, 'nested');
  mkdirSync(join(nested, 'deep', 'er'), { recursive: true });
  tree.write('nested/deep/er/a.xsd', '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>');

  test.each([
    { given: ['schemas', '--schemas', empty], want: `${empty}: the folder holds no .xsd file, nor does any folder in it (one folder per generation)` },
    { given: ['schemas', '--schemas', empty, '--format', 'json'], want: `${empty}: the folder holds no .xsd file, nor does any folder in it (one folder per generation)` },
    { given: ['schemas', '--schemas', '/etc'], want: '/etc: the folder holds no .xsd file, nor does any folder in it (one folder per generation)' },
    { given: ['schemas', '--schemas', nested], want: new RegExp(`^${nested}: the folder holds no \\.xsd file, nor does any folder in it .*there are XSDs deeper, in deep/er`) },
  ])('$given', async ({ given, want }) => {
    const { code, out, err } = await run(given);
    expect({ code, out }).toStrictEqual({ code: 2, out: '' });
    const lines = err.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    if (typeof want === 'string') expect(lines[0]).toBe(`fleetcase: ${want}`);
    else expect(lines[0]!.replace(/^fleetcase: /, '')).toMatch(want);
  });

  test('as validate says it of the same folder', async () => {
    const listing = await run(['schemas', '--schemas', empty]);
    const validate = await run(['validate', '--schemas', empty, source]);
    expect({ code: listing.code, line: listing.err.split('\n')[0] }).toStrictEqual({ code: validate.code, line: validate.err.split('\n')[0] });
  });

  test('a folder of XSDs and one of generation folders still list', async () => {
    expect((await run(['schemas', '--schemas', 'schemas/0.1'])).code).toBe(0);
    expect((await run(['schemas', '--schemas', 'schemas', '--generation', '0.1'])).code).toBe(0);
  });
});
