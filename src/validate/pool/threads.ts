/**
 * How many validating threads a run gets. A worker thread costs about 0.4 s of CPU before it runs
 * at full speed (Node's start of a thread, loading the validator, compiling the schema folders it
 * meets, V8 warming up), which a run must be long enough to repay. Measured with the CLI on 2
 * cores and API documents of a few KB: 1 000 files, one thread 0.68 s against two 0.78 s (and a
 * quarter less CPU); 3 000 files, the same time; 10 000 files, two threads 1.95 s against 2.29 s.
 * Shared by the run (../validate-files.ts) and the CLI's guess before it parses its command line
 * (src/cli/commands/validate-prestart.ts).
 */

/** Files per validating thread when `jobs` is the default. */
const FILES_PER_THREAD = 1500;
/** With `jobs` given, each thread still gets at least this many files (a pool for fewer costs more than it saves). */
const FILES_PER_ASKED_THREAD = 32;

/**
 * The validating threads for `files` files: at most `jobs`, fewer where the run is too short to repay them.
 * @example threadsFor(1000, 2, false) // 1
 */
export function threadsFor(files: number, jobs: number, jobsGiven: boolean): number {
  return Math.min(jobs, Math.max(1, Math.floor(files / (jobsGiven ? FILES_PER_ASKED_THREAD : FILES_PER_THREAD))));
}

/**
 * `--jobs` as run: at most the cores this process may use. More threads than cores only share
 * them, each with its own engine and schemas (on 2 cores, `--jobs 64` ran 11x slower in 13x the
 * memory of `--jobs 1`; the Xerces engine would start 64 JVMs at once).
 * @example cappedJobs(64, 2) // 2
 */
export function cappedJobs(asked: number, cores: number): number {
  return Math.max(1, Math.min(Math.floor(asked), cores));
}
