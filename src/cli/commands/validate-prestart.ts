/**
 * What `fleetcase validate` starts before yargs parses its command line: the worker threads a
 * pooled run validates on (./../../validate/pool/reserve.ts), so that their start-up overlaps
 * the parse, the input expansion and the rest of this thread's start. The flags are only
 * peeked at here; the command checks them as usual and takes the workers only if its run uses
 * them (a spare is stopped, and never keeps the process alive).
 */
import { availableParallelism } from 'node:os';
import { DEFAULT_ENGINE, WORKER_ENGINES } from '../../validate/engines/engine.js';
import { prestartWorkers } from '../../validate/pool/reserve.js';
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

/** The worker threads a `validate` run with these arguments would use (0: none, or unsure); this thread is one of its jobs. */
export function expectedWorkers(argv: readonly string[], cores: number = availableParallelism()): number {
  if (argv.includes('--help') || argv.includes('-h') || argv.includes('--version')) return 0;
  if (!(WORKER_ENGINES as ReadonlySet<string>).has(peekFlag(argv, 'engine') ?? DEFAULT_ENGINE)) return 0;
  const given = peekFlag(argv, 'jobs');
  const jobs = given === undefined ? cores : Number(given);
  return Number.isInteger(jobs) && jobs > 1 ? jobs - 1 : 0;
}

/** Starts the worker threads a `validate` run will likely use (only in the CLI process itself). */
export function prestartValidate(argv: readonly string[], io: CliIo): void {
  if (io.ownProcess) prestartWorkers(expectedWorkers(argv));
}
