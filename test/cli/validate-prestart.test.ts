/**
 * What `fleetcase validate` starts before yargs parses: the worker threads its run will likely
 * use, peeked from the raw command line (a guess: the run takes them only if it uses them).
 */
import { describe, expect, test } from 'vitest';
import { expectedWorkers, peekFlag } from '../../src/cli/commands/validate-prestart.js';

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
    { name: '--jobs 3', argv: ['validate', '--jobs=3', 'docs'], cores: 2, want: 2 },
    { name: 'a bad --jobs (the command refuses it)', argv: ['validate', '--jobs', 'x'], cores: 2, want: 0 },
    { name: 'libxmljs2 runs in this thread (its addon loads in one thread per process)', argv: ['validate', '--engine', 'libxmljs2', 'docs'], cores: 2, want: 0 },
    { name: 'xerces runs in process', argv: ['validate', '--engine=xerces', 'docs'], cores: 2, want: 0 },
    { name: '--help validates nothing', argv: ['validate', '--help'], cores: 2, want: 0 },
    { name: '--version validates nothing', argv: ['validate', '--version'], cores: 2, want: 0 },
  ];
  test.each(cases)('$name', ({ argv, cores, want }) => {
    expect(expectedWorkers(argv, cores)).toBe(want);
  });
});
