/**
 * What `fleetcase validate` starts before yargs parses: the worker threads its run will likely
 * use, peeked from the raw command line (a guess: the run takes them only if it uses them).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import yargs from 'yargs';
import { describe, expect, test } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { validateCommand } from '../../src/cli/commands/validate.js';
import { expectedWorkers, peekFlag, peekInputs, VALUE_FLAGS } from '../../src/cli/commands/validate-prestart.js';

// Real files (the test runs from the repository root): a run of a few named files is counted.
const FIXTURES = 'test/fixtures/0.1/valid';
const oneFile = join(FIXTURES, readdirSync(FIXTURES).find((name) => name.endsWith('.xml'))!);

describe('peekFlag', () => {
  const cases = [
    { name: 'separate value', argv: ['validate', '--jobs', '3', 'docs'], want: '3' },
    { name: 'inline value', argv: ['validate', '--jobs=4', 'docs'], want: '4' },
    { name: 'the last one wins', argv: ['--jobs', '2', '--jobs=5'], want: '5' },
    { name: 'absent', argv: ['validate', 'docs'], want: undefined },
    { name: 'a longer flag is another flag', argv: ['--jobsx', '2'], want: undefined },
  ];
  test.each(cases)('$name', ({ argv, want }) => {
    expect(peekFlag(argv, 'jobs')).toBe(want);
  });
});

describe('expectedWorkers', () => {
  const cases = [
    { name: 'default jobs: the cores (this thread is one)', argv: ['validate', 'docs'], cores: 4, want: 3 },
    { name: 'one core', argv: ['validate', 'docs'], cores: 1, want: 0 },
    { name: '--jobs 1 runs in process', argv: ['validate', '--jobs', '1', 'docs'], cores: 4, want: 0 },
    { name: '--jobs 3', argv: ['validate', '--jobs=3', 'docs'], cores: 4, want: 2 },
    { name: '--jobs 64 on 2 cores: the cores (review r15 ci L5)', argv: ['validate', '--jobs=64', 'docs'], cores: 2, want: 1 },
    { name: 'a bad --jobs (the command refuses it)', argv: ['validate', '--jobs', 'x'], cores: 2, want: 0 },
    { name: 'libxmljs2 runs in this thread (its addon loads in one thread per process)', argv: ['validate', '--engine', 'libxmljs2', 'docs'], cores: 2, want: 0 },
    { name: 'xerces runs in process', argv: ['validate', '--engine=xerces', 'docs'], cores: 2, want: 0 },
    { name: '--help validates nothing', argv: ['validate', '--help'], cores: 2, want: 0 },
    { name: '--version validates nothing', argv: ['validate', '--version'], cores: 2, want: 0 },
    { name: 'one named file: no worker', argv: ['validate', '--format', 'json', oneFile], cores: 4, want: 0 },
    { name: 'one named file, --jobs 2: no worker (32 files per thread at least)', argv: ['validate', '--jobs', '2', oneFile], cores: 4, want: 0 },
    { name: 'a folder: the cores (not walked here)', argv: ['validate', oneFile, FIXTURES], cores: 2, want: 1 },
    { name: 'a glob or a missing file: the cores', argv: ['validate', `${FIXTURES}/*.xml`], cores: 2, want: 1 },
  ];
  test.each(cases)('$name', ({ argv, cores, want }) => {
    expect(expectedWorkers(argv, cores)).toBe(want);
  });
});

describe('peekInputs', () => {
  const cases = [
    { name: 'words after the command', argv: ['validate', 'a.xml', 'docs'], want: ['a.xml', 'docs'] },
    { name: 'flag values are not inputs', argv: ['validate', '--format', 'json', '--endpoint', 'POST /cases', 'a.xml'], want: ['a.xml'] },
    { name: 'inline values and booleans', argv: ['validate', '--jobs=2', '--no-rules', 'a.xml', '--engine=libxml2'], want: ['a.xml'] },
    { name: 'after --, everything', argv: ['validate', '--', '--odd.xml'], want: ['--odd.xml'] },
  ];
  test.each(cases)('$name', ({ argv, want }) => {
    expect(peekInputs(argv)).toEqual(want);
  });

  test('VALUE_FLAGS are the options of validate that take a value', () => {
    const parser = validateCommand(memoryIo(process.cwd())).builder(yargs([])) as unknown as { getOptions(): { boolean: string[]; key: Record<string, unknown> } };
    const options = parser.getOptions();
    // `files` is the positional: the inputs themselves.
    const own = Object.keys(options.key).filter((key) => !['help', 'version', '$0', '_', 'files'].includes(key));
    expect(new Set(own.filter((key) => !options.boolean.includes(key)))).toEqual(VALUE_FLAGS);
  });
});
