/**
 * `--help` teaches: every command shows runnable examples of itself, generate says all it
 * writes, validate describes its config file, and the help shows no internal defaults
 * (`[default: []]`) and marks what is required.
 */
import { describe, expect, test } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

async function help(name: string): Promise<string> {
  const io = memoryIo();
  expect(await main([name, '--help'], io)).toBe(0);
  return io.out;
}

describe('every command has examples', () => {
  test.each(COMMANDS.map((command) => command.name))('%s --help shows 2 to 4 examples of itself', async (name) => {
    const text = await help(name);
    const examples = text.slice(text.indexOf('Examples:')).split('\n').filter((line) => line.startsWith(`  fleetcase ${name}`));
    expect(text).toContain('Examples:');
    expect(examples.length).toBeGreaterThanOrEqual(2);
    expect(examples.length).toBeLessThanOrEqual(4);
  });
});

/** A phrase of the help as it is wrapped to the terminal's width: any run of spaces and line breaks between its words. */
function words(phrase: string): RegExp {
  return new RegExp(phrase.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('\\s+'));
}

describe('what the help says', () => {
  const cases = [
    { name: 'generate', want: /^Generate TypeScript types, XML codecs, validators, routes and a client per generation$/m },
    { name: 'validate', want: words('Config file (the nearest fleetcase.config.json in the working directory or a folder above it, or --config FILE)') },
    { name: 'validate', want: words('--ns-root Namespace root of the documents (default http://www.decisiv.net/platform_api; also "nsRoot" in the config)') },
    { name: 'validate', want: words('--schemas Schemas folder laid out as schemas/ (one folder per generation holding its XSDs), or a folder of XSDs (what generate --schemas takes') },
    { name: 'validate', want: /"files": "payloads\/cases\/\*\*\/\*\.xml", "generation": "0\.0\.7",\n\s+"endpoint": "POST \/assets\/\{id\}\/cases"/ },
    // Review r13-spec13 #3: the rules run on a --schemas set of the API's generations too.
    { name: 'validate', want: words("Rules (fleetcase rules) run on every document of the API's generations (0.0.7, 0.1, 0.2, 0.3-beta), also with --schemas: they encode SPEC.md, so a set whose spellings differ, such as the vendor's published XSDs, can contradict them; --no-rules checks against the XSDs alone.") },
    { name: 'diff', want: /--from\s+Base generation \(e\.g\. 0\.0\.7\) or a folder of XSDs \(required, except with\s+--list-checks\)/ },
    { name: 'diff', want: /--to\s+Revision generation .* \(required, except with\s+--list-checks\)/ },
    { name: 'migrate', want: /files\s+XML files, folders or globs\s+\[array\] \[required\]\n/ },
    // Review r12 #7: a folder side is a complete set; inheritance across generation folders only through --schemas.
    { name: 'diff', want: words('A folder given to --from or --to is a complete set of XSDs (and its endpoints.json, if any): a schema it lacks is reported removed (or added), even one a generation would inherit.') },
    { name: 'diff', want: words('put the generation folders side by side in one folder and give it with --schemas, with generation ids for --from and --to.') },
    // Review r12 #2 and #3: a report-only mode, and where --out puts each document.
    { name: 'migrate', want: words('--dry-run Migrate, validate and report (on stdout), but write no document (with --out: say where each would go); same exit codes') },
    { name: 'migrate', want: words('With --out, stock/<id>/case.xml given as the folder stock is written to DIR/<id>/case.xml; two inputs that would land on one path, or an --out that would replace an input (there is no in-place mode: write to a new folder, then move it over the old one), are refused (exit 2).') },
    { name: 'serve', want: /--port\s+Port, 0 to 65535/ },
  ];
  test.each(cases)('$name: $want', async ({ name, want }) => {
    expect(await help(name)).toMatch(want);
  });

  test.each(['migrate', 'validate'])('%s shows no internal default of its files', async (name) => {
    expect(await help(name)).not.toContain('[default: []]');
  });

  // yargs renders every command's help on every run (it caches it before the handler runs);
  // text beyond printable ASCII loads string-width's Intl.Segmenter and Unicode regexes
  // (src/build/bundle.ts lazyStringWidth): ~15 ms of each run's start.
  test.each(['', ...COMMANDS.map((command) => command.name)])('help of "%s" is printable ASCII', async (name) => {
    const io = memoryIo();
    expect(await main(name === '' ? ['--help'] : [name, '--help'], io)).toBe(0);
    const text = io.out;
    const outside = [...new Set(text.replace(/\n/g, '').match(/[^\u0020-\u007E]/g) ?? [])];
    expect(outside).toEqual([]);
  });

  test('fleetcase --help says how to get a command explained', async () => {
    const io = memoryIo();
    await main(['--help'], io);
    expect(io.out).toContain('`fleetcase help <command>` (or `fleetcase <command> --help`)');
  });
});

describe('the help asked for before the command (review r22 docs M3)', () => {
  test.each([['--help', 'validate'], ['-h', 'migrate'], ['help', 'diff']])('%s %s is the command\'s own help', async (flag, name) => {
    const io = memoryIo();
    expect(await main([flag, name], io)).toBe(0);
    expect(io.out).toBe(await help(name));
  });

  test.each([['--help', 'valdate'], ['help', 'valdate']])('%s %s is an unknown command, as a mistake is', async (...argv) => {
    const io = memoryIo();
    expect(await main(argv, io)).toBe(2);
    expect(io.err).toMatch(/^fleetcase: unknown command 'valdate'; did you mean 'validate'\?/);
  });

  test.each([['help', '--help'], ['help', 'help']])('%s %s lists the commands', async (...argv) => {
    const io = memoryIo();
    expect(await main(argv, io)).toBe(0);
    const list = memoryIo();
    await main(['--help'], list);
    expect(io.out).toBe(list.out);
  });
});
