/**
 * A pool of validation workers (worker_threads). Files are assigned to workers by schema
 * affinity (./affinity.ts) and sent in small batches, at most two in flight per worker; results
 * come back in any order and are yielded in input order (memory holds results only, and only
 * those that finished ahead of an earlier file). Each worker compiles every schema it meets
 * once for its lifetime. Running from TypeScript sources (tsx, vitest), a worker registers tsx
 * before loading its module.
 */
import { Worker } from 'node:worker_threads';
import { FleetcaseError, type ErrorKind } from '../../errors.js';
import type { FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import { assignWorkers, sniffRootNamespace } from './affinity.js';
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

/** Splits each worker's files (input indexes, in order) into batches. */
function batchesPerWorker(owners: readonly number[], workers: number): number[][][] {
  const queues: number[][][] = Array.from({ length: workers }, () => []);
  owners.forEach((owner, index) => {
    const queue = queues[owner]!;
    const last = queue[queue.length - 1];
    if (last && last.length < BATCH_SIZE) last.push(index);
    else queue.push([index]);
  });
  return queues;
}

/**
 * Validates `tasks` on `size` workers; yields results in input order.
 * @throws the first failure a worker reports (FleetcaseError kinds are kept).
 */
export async function* runPool(tasks: readonly FileTask[], size: number, setup: WorkerSetup): AsyncGenerator<FileResult> {
  const count = Math.max(1, Math.min(size, tasks.length));
  const workers = Array.from({ length: count }, () => new Worker(BOOTSTRAP, { eval: true, workerData: { ...setup, url: WORKER_URL } }));
  // Sniffed while the workers start up.
  const queues = batchesPerWorker(assignWorkers(tasks.map((task) => sniffRootNamespace(task.path)), count), count);
  const batches = new Map<number, number[]>();
  let nextBatch = 0;
  const done = new Map<number, FileResult>();
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    wake?.();
    wake = undefined;
  };
  const send = (position: number): void => {
    const indexes = queues[position]!.shift();
    if (!indexes || failure) return;
    const request: BatchRequest = { batch: nextBatch, tasks: indexes.map((index) => tasks[index]!) };
    batches.set(nextBatch++, indexes);
    workers[position]!.postMessage(request);
  };
  workers.forEach((worker, position) => {
    worker.on('message', (response: BatchResponse) => {
      if ('failure' in response) failure ??= toError(response.failure);
      else {
        const indexes = batches.get(response.batch)!;
        batches.delete(response.batch);
        response.results.forEach((result, offset) => done.set(indexes[offset]!, result));
      }
      send(position);
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
    for (let slot = 0; slot < IN_FLIGHT; slot++) send(position);
  });
  try {
    for (let expected = 0; expected < tasks.length; expected++) {
      while (!done.has(expected)) {
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      const result = done.get(expected)!;
      done.delete(expected);
      yield result;
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
