/**
 * Every value-taking option of every command needs a value (src/cli/require-values.ts): given
 * bare at the end of the line, before another flag, or empty, it is a usage error naming it
 * (exit 2) rather than silently ignored or read as "" (the current folder). The options are
 * listed from the commands themselves, so a new option is covered without a new row.
 */
import { readdirSync } from 'node:fs';
import yargs from 'yargs';
import { describe, expect, test } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { positionalNames, singleValueOptions, valueOptions } from '../../src/cli/require-values.js';
import { tempDir } from '../validate/helpers.js';

async function run(argv: string[], cwd?: string): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

/** Each command's value options (or those that take one value), read from its yargs module. */
async function optionsOf(name: string, which: 'all' | 'single' = 'all'): Promise<string[]> {
  const module = (await COMMANDS.find((command) => command.name === name)!.load())(memoryIo());
  const built = (module.builder as (argv: ReturnType<typeof yargs>) => ReturnType<typeof yargs>)(yargs([]));
  const all = valueOptions(built, positionalNames(module.command));
  return which === 'all' ? all : singleValueOptions(built, all);
}

describe('positionalNames', () => {
  const cases = [
    { given: 'validate [files..]', want: ['files'] },
    { given: 'migrate <files..>', want: ['files'] },
    { given: 'diff', want: [] },
  ];
  test.each(cases)('$given', ({ given, want }) => {
    expect([...positionalNames(given)]).toStrictEqual(want);
  });
});

/** What a command needs before its options (migrate's required files: yargs checks those first). */
const BEFORE: Readonly<Record<string, string[]>> = { migrate: ['a.xml'] };

describe('every value option of every command needs a value', async () => {
  const rows: Array<{ command: string; option: string; before: string[] }> = [];
  for (const { name } of COMMANDS) for (const option of await optionsOf(name)) rows.push({ command: name, option, before: BEFORE[name] ?? [] });

  test('the listing finds the options the findings named', () => {
    const listed = rows.map((row) => `${row.command} --${row.option}`);
    for (const want of ['validate --format', 'validate --engine', 'validate --jobs', 'validate --config', 'validate --schemas', 'migrate --fail-on', 'migrate --out', 'generate --out', 'serve --port', 'openapi --out']) {
      expect(listed).toContain(want);
    }
    expect(listed).not.toContain('validate --rules');
    expect(listed).not.toContain('validate --files');
  });

  test.each(rows)('$command --$option at the end of the line', async ({ command, option, before }) => {
    const { code, out, err } = await run([command, ...before, `--${option}`]);
    expect({ code, out, err }).toStrictEqual({ code: 2, out: '', err: `fleetcase: --${option} needs a value\nRun 'fleetcase ${command} --help' for usage.\n` });
  });

  test.each(rows)('$command --$option= (empty)', async ({ command, option, before }) => {
    const { code, err } = await run([command, ...before, `--${option}=`]);
    expect({ code, err }).toStrictEqual({ code: 2, err: `fleetcase: --${option} needs a value\nRun 'fleetcase ${command} --help' for usage.\n` });
  });
});

describe('an option that takes one value, given twice (review r20 contract H1, M2)', async () => {
  const rows: Array<{ command: string; option: string; before: string[] }> = [];
  for (const { name } of COMMANDS) for (const option of await optionsOf(name, 'single')) rows.push({ command: name, option, before: BEFORE[name] ?? [] });

  test('lists options repeated by design apart', async () => {
    const listed = rows.map((row) => `${row.command} --${row.option}`);
    for (const want of ['generate --out', 'generate --ns-root', 'diff --to', 'validate --config', 'serve --token', 'migrate --out']) expect(listed).toContain(want);
    expect(listed).not.toContain('generate --generation');
    expect(listed).not.toContain('generate --targets');
  });

  test.each(rows)('$command --$option twice', async ({ command, option, before }) => {
    const { code, out, err } = await run([command, ...before, `--${option}`, '1', `--${option}=2`]);
    expect({ code, out, err }).toStrictEqual({ code: 2, out: '', err: `fleetcase: --${option} is given more than once\nRun 'fleetcase ${command} --help' for usage.\n` });
  });

  test('generate --generation, a list, repeats', async () => {
    const { code, err } = await run(['generate', '--generation', '0.1', '--generation', '0.2', '--check']);
    expect({ code, err }).toStrictEqual({ code: 0, err: '' });
  });
});

describe('a value option followed by another flag', () => {
  const cases = [
    { given: ['validate', 'test/fixtures/0.3-beta/valid', '--format', '--no-rules'], want: '--format needs a value' },
    { given: ['validate', '--jobs', '--format', 'json', 'test/fixtures/0.3-beta/valid'], want: '--jobs needs a value' },
    { given: ['migrate', 'a.xml', '--to', '0.3-beta', '--fail-on', '--fill-nil'], want: '--fail-on needs a value' },
    { given: ['generate', '--out', '--check'], want: '--out needs a value' },
    { given: ['diff', '--from', '--to', '0.3-beta'], want: '--from needs a value' },
  ];
  test.each(cases)('$given', async ({ given, want }) => {
    const { code, err } = await run(given);
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toBe(`fleetcase: ${want}`);
  });
});

describe('migrate --out without a value writes nothing', () => {
  test('the inputs are untouched', async () => {
    const tree = tempDir('fleetcase-cli-');
    try {
      const source = 'test/fixtures/0.0.7/valid/CaseRequest.case.1.xml';
      tree.write('CaseRequest.case.1.xml', (await import('node:fs')).readFileSync(source));
      const before = readdirSync(tree.dir);
      for (const argv of [['migrate', 'CaseRequest.case.1.xml', '--to', '0.3-beta', '--out'], ['migrate', 'CaseRequest.case.1.xml', '--to', '0.3-beta', '--out', '']]) {
        const { code, err } = await run(argv, tree.dir);
        expect({ code, err: err.split('\n')[0] }).toStrictEqual({ code: 2, err: 'fleetcase: --out needs a value' });
      }
      expect(readdirSync(tree.dir)).toStrictEqual(before);
    } finally {
      tree.cleanup();
    }
  });
});
