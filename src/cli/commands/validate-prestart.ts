/**
 * What `fleetcase validate` starts before yargs parses its command line: the worker threads a
 * pooled run validates on (./../../validate/pool/reserve.ts), so that their start-up overlaps
 * the parse, the input expansion and the rest of this thread's start. The flags and inputs are
 * only peeked at here (a run of a few named files starts none: ../../validate/pool/threads.ts);
 * the command checks them as usual and takes the workers only if its run uses them (a spare is
 * stopped, and never keeps the process alive).
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DEFAULT_ENGINE, WORKER_ENGINES } from '../../validate/engines/engine.js';
import { prestartWorkers } from '../../validate/pool/reserve.js';
import { cappedJobs, threadsFor } from '../../validate/pool/threads.js';
import type { CliIo } from '../io.js';

/** The value of `--name VALUE` or `--name=VALUE` in `argv` (the last one), if any. */
export function peekFlag(argv: readonly string[], name: string): string | undefined {
  let value: string | undefined;
  argv.forEach((arg, position) => {
    if (arg === `--${name}`) value = argv[position + 1];
    else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3);
  });
  return value;
}

/** The flags of `validate` that take a value (test/cli/validate-prestart.test.ts keeps this in step with the command). */
export const VALUE_FLAGS: ReadonlySet<string> = new Set(['generation', 'endpoint', 'format', 'engine', 'config', 'jobs', 'schemas', 'ns-root', 'max-bytes']);

/** The inputs named in `argv` after the command: the words that are neither a flag nor a flag's value. */
export function peekInputs(argv: readonly string[]): string[] {
  const inputs: string[] = [];
  for (let at = argv.indexOf('validate') + 1; at < argv.length; at++) {
    const arg = argv[at]!;
    if (arg === '--') {
      inputs.push(...argv.slice(at + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') inputs.push(arg);
    else if (!arg.includes('=') && VALUE_FLAGS.has(arg.replace(/^--?/, ''))) at++;
  }
  return inputs;
}

/** True when every input is a regular file (no folder or glob to expand): their count is the run's file count. */
function onlyFiles(inputs: readonly string[]): boolean {
  return inputs.length > 0 && inputs.every((input) => {
    try {
      return statSync(input).isFile();
    } catch {
      return false;
    }
  });
}

/** The worker threads a `validate` run with these arguments would use (0: none, or unsure); this thread is one of its jobs. */
export function expectedWorkers(argv: readonly string[], cores: number = availableParallelism()): number {
  if (argv.includes('--help') || argv.includes('-h') || argv.includes('--version')) return 0;
  if (!(WORKER_ENGINES as ReadonlySet<string>).has(peekFlag(argv, 'engine') ?? DEFAULT_ENGINE)) return 0;
  const given = peekFlag(argv, 'jobs');
  const asked = given === undefined ? cores : Number(given);
  if (!Number.isInteger(asked) || asked <= 1) return 0;
  const jobs = cappedJobs(asked, cores);
  // Files named one by one are counted as the run will count them: a few files get no worker
  // (starting one costs ~0.1 s of CPU and ~25 ms for nothing). Folders and globs are not walked
  // here, and the inputs are not looked at when there are enough of them for every thread anyway.
  const inputs = peekInputs(argv);
  const atMost = threadsFor(inputs.length, jobs, given !== undefined);
  return atMost < jobs && onlyFiles(inputs) ? atMost - 1 : jobs - 1;
}

/** Starts the worker threads a `validate` run will likely use (only in the CLI process itself). */
export function prestartValidate(argv: readonly string[], io: CliIo): void {
  if (io.ownProcess) prestartWorkers(expectedWorkers(argv));
}
