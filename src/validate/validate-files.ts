/**
 * Validating many files: expand the inputs, apply the config, then run them in process or on the
 * main thread plus worker threads, yielding results in input order as they complete (the CLI
 * streams them into a reporter; memory holds results, never the whole input). The index is built
 * once here and shipped to the workers.
 *
 * Start-up matters (a CI job runs this once per invocation): the config reader, the endpoint
 * descriptors (ajv) and fast-glob are loaded only when the run needs them.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fail } from '../errors.js';
import type { XmlLimits } from '../runtime/tree.js';
import { findConfig } from './config-file.js';
import type { ValidateConfig } from './config.js';
import { DEFAULT_ENGINE, isEngineName, type EngineName } from './engines/engine.js';
import { validateTask, validateTaskAsync, type FileTask } from './file-task.js';
import { expandInputs } from './inputs.js';
import { addToSummary, type FileResult, type Report } from './issue.js';
import { runPool } from './pool/pool.js';
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
  /** Folder patterns are relative to and files are reported from. Default: process.cwd(). */
  cwd?: string;
  /** Worker threads (default: available cores). 1 = in process. */
  jobs?: number;
  /** Config file; undefined = `fleetcase.config.json` in cwd if present; false = none. */
  config?: string | false;
  /** Called after each file with the count done and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Called once the file list is known (before the first result). */
  onStart?: (total: number) => void;
}

/** Below this many files per thread another thread costs more (start-up, schema compiles) than it saves. */
const FILES_PER_THREAD = 32;

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
  const given = patterns.length > 0 ? patterns : loaded ? loaded.reader.configPatterns(loaded.config, cwd) : [];
  if (given.length === 0) fail('ValidateNoFiles', { patterns: [], cwd });
  const files = await expandInputs(given, cwd);
  return files.map((file) => {
    const entry = loaded?.reader.configEntryFor(loaded.config, file.path);
    const generation = options.generation ?? entry?.generation;
    const endpoint = options.endpoint ?? entry?.endpoint;
    return {
      ...file,
      ...(generation !== undefined ? { generation } : {}),
      ...(endpoint !== undefined ? { endpoint } : {}),
    };
  });
}

/**
 * Validates files, directories and globs; yields each file's result in input order.
 * @throws FleetcaseError for usage problems (no file matched, bad config, unknown generation or engine).
 */
export async function* streamFiles(patterns: readonly string[], options: FilesOptions = {}): AsyncGenerator<FileResult> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const engine = options.engine ?? DEFAULT_ENGINE;
  if (!isEngineName(engine)) fail('CliUsage', { detail: `unknown engine '${String(engine)}'` });
  // The engine (libxml2-wasm compiles its WebAssembly off the main thread) and the rule layer
  // load while the inputs are expanded; awaited once there is something to validate.
  const core = import('./validator-core.js');
  core.catch(() => undefined);
  const index = indexedSchemasFolder(options);
  if (options.generation !== undefined && !index.generations.includes(options.generation)) {
    fail('GenerationUnknown', { generation: options.generation, known: index.generations });
  }
  const configFile = options.config === false ? undefined : findConfig(cwd, options.config);
  // Endpoint descriptors are read (and checked) only when an endpoint can be asked for.
  if (configFile !== undefined || options.endpoint !== undefined) (await import('./endpoint-loader.js')).withEndpointLoader(index);
  let loaded: LoadedConfig | undefined;
  if (configFile !== undefined) {
    const reader = await import('./config.js');
    loaded = { reader, config: reader.loadValidateConfig(configFile, index, cwd) };
  }
  const tasks = await planTasks(patterns, options, cwd, loaded);
  // Workers get the index by copy: read the endpoint descriptors first if any file needs them.
  if (tasks.some((task) => task.endpoint !== undefined)) loadAllEndpoints(index);
  options.onStart?.(tasks.length);
  const jobs = Math.max(1, Math.floor(options.jobs ?? defaultJobs()));
  const maxBytes = options.limits?.maxBytes;
  const common = {
    index,
    rules: options.rules !== false,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.generation !== undefined ? { generation: options.generation } : {}),
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
  };
  let done = 0;
  const progress = (): void => options.onProgress?.(++done, tasks.length);
  const threads = Math.min(jobs, Math.max(1, Math.floor(tasks.length / FILES_PER_THREAD)));
  const sync = engine === 'libxml2' || engine === 'libxmljs2';
  const { createValidatorFor } = await core;
  const validator = createValidatorFor(index, { ...common, engine, concurrency: jobs });
  try {
    if (sync && threads >= 2) {
      const setup = { ...common, index: transferableIndex(index), engine };
      for await (const result of runPool(tasks, threads, setup, { validator, ...(maxBytes !== undefined ? { maxBytes } : {}) })) {
        progress();
        yield result;
      }
      return;
    }
    if (sync) {
      for (const task of tasks) {
        const result = validateTask(validator, task, maxBytes);
        progress();
        yield result;
      }
      return;
    }
    // Asynchronous engines (Xerces): a window of `jobs` documents in flight, yielded in order.
    const window: Array<Promise<FileResult>> = [];
    try {
      for (let position = 0; position < tasks.length || window.length > 0; ) {
        while (position < tasks.length && window.length < jobs) window.push(validateTaskAsync(validator, tasks[position++]!, maxBytes));
        const result = await window.shift()!;
        progress();
        yield result;
      }
    } finally {
      // Stopped early (a failure, or the consumer left): the rest must not reject unobserved.
      for (const pending of window) pending.catch(() => undefined);
    }
  } finally {
    validator.close();
  }
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
