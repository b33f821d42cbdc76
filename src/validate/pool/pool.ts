/**
 * A pool of validation workers (worker_threads). Files go out in small batches, at most two
 * batches in flight per worker (so a slow file does not stall the others and memory holds only
 * a few batches of results); results come back in any order and are yielded in input order.
 * Each worker compiles every schema once for its lifetime. Running from TypeScript sources
 * (tsx, vitest), a worker registers tsx before loading its module.
 */
import { Worker } from 'node:worker_threads';
import { FleetcaseError, type ErrorKind } from '../../errors.js';
import type { FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import type { BatchRequest, BatchResponse, WorkerFailure, WorkerSetup } from './messages.js';

/** Files per message: big enough to amortise the message, small enough to balance the load. */
const BATCH_SIZE = 16;
/** Batches queued per worker. */
const IN_FLIGHT = 2;

const WORKER_URL = new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

// An eval'd CommonJS bootstrap: plain Node cannot start a .ts worker; with tsx it can.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.url.endsWith('.ts')) (await import('tsx/esm/api')).register();
  await import(workerData.url);
})().catch((error) => { setImmediate(() => { throw error; }); });
`;

function toError(failure: WorkerFailure): Error {
  if (failure.kind) return new FleetcaseError(failure.kind as ErrorKind, failure.props as never);
  const error = new Error(failure.message);
  if (failure.stack) error.stack = failure.stack;
  return error;
}

/**
 * Validates `tasks` on `size` workers; yields results in input order.
 * @throws the first failure a worker reports (FleetcaseError kinds are kept).
 */
export async function* runPool(tasks: readonly FileTask[], size: number, setup: WorkerSetup): AsyncGenerator<FileResult> {
  const batches: FileTask[][] = [];
  for (let start = 0; start < tasks.length; start += BATCH_SIZE) batches.push(tasks.slice(start, start + BATCH_SIZE));
  const workers = Array.from({ length: Math.max(1, Math.min(size, batches.length)) }, () =>
    new Worker(BOOTSTRAP, { eval: true, workerData: { ...setup, url: WORKER_URL } }),
  );
  const done = new Map<number, FileResult[]>();
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  let next = 0;
  const notify = (): void => {
    wake?.();
    wake = undefined;
  };
  const send = (worker: Worker): void => {
    if (next >= batches.length || failure) return;
    const request: BatchRequest = { batch: next, tasks: batches[next]! };
    next++;
    worker.postMessage(request);
  };
  for (const worker of workers) {
    worker.on('message', (response: BatchResponse) => {
      if ('failure' in response) failure ??= toError(response.failure);
      else done.set(response.batch, response.results);
      send(worker);
      notify();
    });
    worker.on('error', (error) => {
      failure ??= error;
      notify();
    });
    worker.on('exit', (code) => {
      if (code !== 0) failure ??= new Error(`validation worker exited with code ${code}`);
      notify();
    });
    for (let slot = 0; slot < IN_FLIGHT; slot++) send(worker);
  }
  try {
    for (let expected = 0; expected < batches.length; expected++) {
      while (!done.has(expected)) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      const results = done.get(expected)!;
      done.delete(expected);
      yield* results;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
