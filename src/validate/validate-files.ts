/**
 * Validating many files: expand the inputs, apply the config, then run them in this thread, or
 * in it and worker threads (this thread then reads, routes, validates its share and reports:
 * ./pool/pool.ts), yielding results in input order as they complete (the CLI streams them into
 * a reporter; memory holds a bounded window of results, never the whole input). The index is
 * built once here and shipped to the workers.
 *
 * Start-up matters (a CI job runs this once per invocation): the config reader, the endpoint
 * descriptors (ajv) and fast-glob are loaded only when the run needs them.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fail } from '../errors.js';
import type { XmlLimits } from '../runtime/tree.js';
import { findConfig } from './config-file.js';
import { checkEndpointFlag } from './endpoint-flag.js';
import type { ValidateConfig } from './config.js';
import { DEFAULT_ENGINE, ENGINE_NAMES, isEngineName, WORKER_ENGINES, type EngineName } from './engines/engine.js';
import type { FileTask } from './file-task.js';
import { shadowedEntries } from './config-shadowing.js';
import { expandInputs } from './inputs.js';
import { addToSummary, type FileResult, type Report } from './issue.js';
import type { WorkerLane } from './pool/lane.js';
import { validateInProcess, validateInProcessAsync } from './pool/in-process.js';
import type { Lane } from './pool/lane-types.js';
import { runPool } from './pool/pool.js';
import { stopSpareWorkers, takeEarlyWorkers, takeWorkers } from './pool/reserve.js';
import { ThreadLane } from './pool/thread-lane.js';
import { cappedJobs, threadsFor } from './pool/threads.js';
import { indexedSchemasFolder, type ModelOptions } from './schema-folder.js';
import { loadAllEndpoints, transferableIndex } from './schema-index.js';

/** Options of a multi-file run. */
export interface FilesOptions extends ModelOptions {
  /** @example 'libxml2' */
  engine?: EngineName;
  /** Generation for every file (wins over the config). */
  generation?: string;
  /** Endpoint for every file (wins over the config). */
  endpoint?: string;
  /** Run the rule layer (default true). */
  rules?: boolean;
  limits?: Partial<XmlLimits>;
  /** 'ignore': a DOCTYPE that only names an external DTD is left unread (ValidatorOptions). @default 'refuse' */
  externalDtd?: 'refuse' | 'ignore';
  /** Folder patterns are relative to and files are reported from. Default: process.cwd(). */
  cwd?: string;
  /**
   * Validating threads: this one and `jobs - 1` worker threads; 1 = this thread only. Default:
   * the available cores, fewer for a run too short to repay a thread (./pool/threads.ts). At most
   * the available cores (more is reported through `onWarning`).
   */
  jobs?: number;
  /**
   * Config file; undefined = the nearest `fleetcase.config.json` in cwd or a folder above it, if
   * any (./config-file.ts); false = none.
   */
  config?: string | false;
  /** Called after each file with the count done and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Called with each warning about the run itself (a config entry that applies to no file: ./config-shadowing.ts). */
  onWarning?: (message: string) => void;
  /** Called once the file list is known (before the first result). */
  onStart?: (total: number) => void;
  /**
   * Start the worker threads before the inputs are expanded (or take those the CLI started even
   * earlier: ./pool/reserve.ts), stopping those the run turns out too small for. For a one-shot
   * process (the CLI), whose workers' start-up then overlaps this thread's. Default false: a
   * long-lived caller starts workers only for runs that need them.
   */
  eagerWorkers?: boolean;
}

/** The default `--jobs`: the cores this process may use. */
export function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

/** A loaded config with the reader module that matches files against it. */
interface LoadedConfig {
  config: ValidateConfig;
  reader: typeof import('./config.js');
}

async function planTasks(patterns: readonly string[], options: FilesOptions, cwd: string, loaded: LoadedConfig | undefined): Promise<FileTask[]> {
  const fromConfig = patterns.length === 0;
  const given = !fromConfig ? patterns : loaded ? loaded.reader.configPatterns(loaded.config, cwd) : [];
  if (given.length === 0) fail('ValidateNoFiles', { patterns: [], cwd });
  const tasks: FileTask[] = await expandInputs(given, cwd, fromConfig ? 'skip' : 'error');
  // Only over the config's own globs: files named on the command line are a subset, where a
  // catch-all listed after a specific entry may match nothing the specific one does not take
  // (review r20 contract M3: warned on the README's own config).
  if (loaded && fromConfig && options.onWarning) for (const warning of shadowedEntries(loaded.config, tasks.map((task) => task.path), cwd)) options.onWarning(warning);
  if (!loaded && options.generation === undefined && options.endpoint === undefined) return tasks;
  // In place: the list is as long as the input (thousands of files), one copy of it is enough.
  tasks.forEach((file, position) => {
    const entry = loaded?.reader.configEntryFor(loaded.config, file.path);
    const generation = options.generation ?? entry?.generation;
    const endpoint = options.endpoint ?? entry?.endpoint;
    if (generation === undefined && endpoint === undefined) return;
    tasks[position] = {
      ...file,
      ...(generation !== undefined ? { generation } : {}),
      ...(endpoint !== undefined ? { endpoint } : {}),
    };
  });
  return tasks;
}

/**
 * Validates files, directories and globs; yields each file's result in input order.
 * @throws FleetcaseError for usage problems (no file matched, bad config, unknown generation or engine).
 */
export async function* streamFiles(patterns: readonly string[], options: FilesOptions = {}): AsyncGenerator<FileResult> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const engine = options.engine ?? DEFAULT_ENGINE;
  if (!isEngineName(engine)) fail('ValidateEngineUnknown', { engine: String(engine), known: [...ENGINE_NAMES] });
  const cores = defaultJobs();
  const jobs = cappedJobs(options.jobs ?? cores, cores);
  if (options.jobs !== undefined && options.jobs > jobs) {
    options.onWarning?.(`--jobs ${options.jobs} is more than the ${cores} core${cores === 1 ? '' : 's'} this process may use: validating with ${jobs}`);
  }
  const sync = engine === 'libxml2' || engine === 'libxmljs2';
  const pooled = WORKER_ENGINES.has(engine);
  // Workers load the validator while this thread expands the inputs (the CLI may have started
  // them even earlier: ./pool/reserve.ts). With N jobs this thread is one of the N.
  const early = options.eagerWorkers && pooled && jobs > 1 ? takeEarlyWorkers(jobs - 1) : [];
  let run: PlannedRun | undefined;
  try {
    run = await planRun(patterns, options, { cwd, engine, jobs, sync, pooled, early });
    const total = run.tasks.length;
    options.onStart?.(total);
    // One generator between the runner and the caller: each level of async generators costs
    // promises per result, which thousands of files notice.
    let done = 0;
    for await (const results of run.results) {
      for (const result of results) {
        options.onProgress?.(++done, total);
        yield result;
      }
    }
  } finally {
    run?.close();
    await Promise.all([...early.map((lane) => lane.stop()), stopSpareWorkers()]);
  }
}

/** What streamFiles settled before planning: where, which engine, how many threads, the workers started early. */
interface RunShape {
  cwd: string;
  engine: EngineName;
  jobs: number;
  sync: boolean;
  /** The engine runs on worker threads too (engines/engine.ts WORKER_ENGINES). */
  pooled: boolean;
  /** Workers started before planning; the run takes those it needs out of this list. */
  early: WorkerLane[];
}

/** The files of a run and where their results come from (arrays of results, in input order). */
interface PlannedRun {
  tasks: readonly FileTask[];
  /** A promise among the arrays of an Iterable: ./pool/in-process.ts, waited for by `for await`. */
  results: AsyncIterable<readonly FileResult[]> | Iterable<readonly FileResult[] | Promise<readonly FileResult[]>>;
  /** Releases what the run holds in this thread (its validator). */
  close(): void;
}

async function planRun(patterns: readonly string[], options: FilesOptions, { cwd, engine, jobs, sync, pooled, early }: RunShape): Promise<PlannedRun> {
  // The engine (libxml2-wasm compiles its WebAssembly off the main thread) and the rule layer
  // load while the inputs are expanded; awaited once there is something to validate.
  const core = import('./validator-core.js');
  core.catch(() => undefined);
  const configFile = options.config === false ? undefined : findConfig(cwd, options.config);
  // The config's top level first: its namespace root decides which schemas are indexed.
  const reader = configFile !== undefined ? await import('./config.js') : undefined;
  const read = configFile !== undefined ? reader!.readValidateConfig(configFile, cwd) : undefined;
  const nsRoot = options.nsRoot ?? read?.nsRoot;
  const index = indexedSchemasFolder({
    ...(options.schemasDir !== undefined ? { schemasDir: options.schemasDir } : {}),
    ...(nsRoot !== undefined ? { nsRoot } : {}),
  });
  if (options.generation !== undefined && !index.generations.includes(options.generation)) {
    fail('GenerationUnknown', { generation: options.generation, known: index.generations });
  }
  // Endpoint descriptors are read (and checked) only when an endpoint can be asked for.
  if (configFile !== undefined || options.endpoint !== undefined) (await import('./endpoint-loader.js')).withEndpointLoader(index);
  // A flag that names no endpoint is the caller's mistake, not every document's (exit 2).
  if (options.endpoint !== undefined) checkEndpointFlag(index, options.endpoint, options.generation);
  const loaded: LoadedConfig | undefined = read && reader ? { reader, config: reader.checkValidateConfig(read, index) } : undefined;
  const tasks = await planTasks(patterns, options, cwd, loaded);
  // Workers get the index by copy: read the endpoint descriptors first if any file needs them.
  if (tasks.some((task) => task.endpoint !== undefined)) loadAllEndpoints(index);
  const threads = pooled ? threadsFor(tasks.length, jobs, options.jobs !== undefined) : 1;
  // This thread is one of the threads; workers started early that the run is too small for stop now, not at the end.
  const workers = threads - 1;
  for (const lane of early.splice(workers)) void lane.stop();
  const maxBytes = options.limits?.maxBytes;
  const common = {
    index,
    rules: options.rules !== false,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.externalDtd !== undefined ? { externalDtd: options.externalDtd } : {}),
    ...(options.generation !== undefined ? { generation: options.generation } : {}),
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
  };
  const { createValidatorFor } = await core;
  const validator = createValidatorFor(index, { ...common, engine, concurrency: jobs });
  const close = (): void => validator.close();
  if (workers > 0) {
    const lanes: Lane[] = [new ThreadLane(validator, maxBytes), ...early.splice(0)];
    lanes.push(...takeWorkers(workers - (lanes.length - 1)));
    const setup = { ...common, index: transferableIndex(index), engine };
    return { tasks, results: runPool(tasks, lanes, setup, maxBytes), close };
  }
  const results = sync ? validateInProcess(validator, tasks, maxBytes) : validateInProcessAsync(validator, tasks, jobs, maxBytes);
  return { tasks, results, close };
}

/** Validates files, directories and globs; the whole report (for library callers). */
export async function validateFiles(patterns: readonly string[], options: FilesOptions = {}): Promise<Report> {
  const report: Report = { files: [], summary: { files: 0, valid: 0, invalid: 0 } };
  for await (const result of streamFiles(patterns, options)) {
    report.files.push(result);
    addToSummary(report.summary, result);
  }
  return report;
}
