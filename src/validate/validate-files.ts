/**
 * Validating many files: expand the inputs, apply the config, then run them in process or on a
 * pool of worker threads, yielding results in input order as they complete (the CLI streams
 * them into a reporter; memory holds results, never document contents). The index is built
 * once here and shipped to the workers.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fail } from '../errors.js';
import type { XmlLimits } from '../runtime/tree.js';
import { configEntryFor, configPatterns, findConfig, loadValidateConfig, type ValidateConfig } from './config.js';
import { DEFAULT_ENGINE, isEngineName, type EngineName } from './engines/index.js';
import { validateTask, validateTaskAsync, type FileTask } from './file-task.js';
import { expandInputs } from './inputs.js';
import { addToSummary, type FileResult, type Report } from './issue.js';
import { loadSchemaIndex, type ModelOptions } from './model.js';
import { loadAllEndpoints, transferableIndex } from './schema-index.js';
import { runPool } from './pool/pool.js';
import { createValidator } from './validator.js';

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

/** Below this many files per worker a pool costs more (start-up, schema compiles) than it saves. */
const FILES_PER_WORKER = 32;

/** The default `--jobs`: the cores this process may use. */
export function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

async function planTasks(patterns: readonly string[], options: FilesOptions, cwd: string, config: ValidateConfig | undefined): Promise<FileTask[]> {
  const given = patterns.length > 0 ? patterns : config ? configPatterns(config, cwd) : [];
  if (given.length === 0) fail('ValidateNoFiles', { patterns: [], cwd });
  const files = await expandInputs(given, cwd);
  return files.map((file) => {
    const entry = configEntryFor(config, file.path);
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
  const index = loadSchemaIndex(options);
  if (options.generation !== undefined && !index.generations.includes(options.generation)) {
    fail('GenerationUnknown', { generation: options.generation, known: index.generations });
  }
  const configFile = options.config === false ? undefined : findConfig(cwd, options.config);
  const config = configFile ? loadValidateConfig(configFile, index, cwd) : undefined;
  const tasks = await planTasks(patterns, options, cwd, config);
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
  const workers = Math.min(jobs, Math.floor(tasks.length / FILES_PER_WORKER));
  const sync = engine === 'libxml2' || engine === 'libxmljs2';
  if (sync && workers >= 2) {
    for await (const result of runPool(tasks, workers, { ...common, index: transferableIndex(index), engine })) {
      progress();
      yield result;
    }
    return;
  }
  const validator = createValidator({ ...common, engine, concurrency: jobs });
  try {
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
