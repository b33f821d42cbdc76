/**
 * Validating many files on several threads: the main thread and `threads - 1` workers
 * (worker_threads). The main thread reads every file in input order (a size-checked read, as
 * in process), sniffs its root namespace from the bytes, and either validates it at once or
 * hands the bytes to the worker that owns that namespace (./affinity.ts: each schema is compiled
 * by as few threads as keep the load even). A worker takes files only while its backlog is
 * short, so the main thread never waits for a worker that is still starting or is behind: it
 * validates the file itself. Results are yielded in input order; memory holds results and the
 * bounded backlogs, never the whole input. Running from TypeScript sources (tsx, vitest), a
 * worker registers tsx before loading its module.
 */
import { Worker } from 'node:worker_threads';
import { FleetcaseError, type ErrorKind } from '../../errors.js';
import { readTask, taskOptions, type FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import type { Validator } from '../validator-core.js';
import { AffinityRouter, sniffNamespaceOf } from './affinity.js';
import type { BatchItem, BatchRequest, WorkerFailure, WorkerMessage, WorkerSetup } from './messages.js';

/** Files per message: big enough to amortise the message, small enough to balance the load. */
const BATCH_SIZE = 16;
/** Batches in flight per worker. */
const IN_FLIGHT = 2;
/** Files a worker may hold (in flight and waiting) before its namespaces are validated locally. */
const BACKLOG = 4 * BATCH_SIZE;
/** Larger documents are validated by the main thread (a backlog holds at most BACKLOG of these). */
const HANDOVER_BYTES = 256 * 1024;
/** Files the main thread reads (and maybe validates) between two looks at worker messages. */
const CHUNK = 8;

const WORKER_URL = new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

// An eval'd CommonJS bootstrap: plain Node cannot start a .ts worker; with tsx it can.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.url.endsWith('.ts')) (await import('tsx/esm/api')).register();
  await import(workerData.url);
})().catch((error) => { setImmediate(() => { throw error; }); });
`;

/** How the main thread validates its share. */
export interface LocalValidation {
  validator: Validator;
  /** Size limit of a read (the parse limits' maxBytes). */
  maxBytes?: number;
}

function toError(failure: WorkerFailure): Error {
  if (failure.kind) return new FleetcaseError(failure.kind as ErrorKind, failure.props as never);
  const error = new Error(failure.message);
  if (failure.stack) error.stack = failure.stack;
  return error;
}

/** One worker and its share: the batch being filled, batches waiting, batches in flight. */
interface Lane {
  worker: Worker;
  /** The worker has said it is ready: until then it is given nothing. */
  ready: boolean;
  filling: { indexes: number[]; items: BatchItem[] };
  waiting: Array<{ indexes: number[]; items: BatchItem[] }>;
  inFlight: number;
  /** Files handed over and not yet answered. */
  held: number;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Validates `tasks` on the main thread and `threads - 1` workers; yields results in input order.
 * @throws the first failure of a worker (FleetcaseError kinds are kept) or of the main thread.
 */
export async function* runPool(
  tasks: readonly FileTask[],
  threads: number,
  setup: WorkerSetup,
  local: LocalValidation,
): AsyncGenerator<FileResult> {
  const lanes: Lane[] = Array.from({ length: Math.max(0, Math.min(threads, tasks.length) - 1) }, () => ({
    worker: new Worker(BOOTSTRAP, { eval: true, workerData: { ...setup, url: WORKER_URL } }),
    ready: false,
    filling: { indexes: [], items: [] },
    waiting: [],
    inFlight: 0,
    held: 0,
  }));
  // Thread 0 is the main thread, lane n is thread n + 1.
  // Workers join late (start-up): keys move to them whole, and the load is counted from each join.
  const router = new AffinityRouter(lanes.length + 1, BATCH_SIZE, 'move');
  const available = (thread: number): boolean => {
    if (thread === 0) return true;
    const lane = lanes[thread - 1]!;
    return lane.ready && lane.held < BACKLOG;
  };
  const done = new Map<number, FileResult>();
  const sent = new Map<number, number[]>();
  let nextBatch = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    wake?.();
    wake = undefined;
  };

  const send = (lane: Lane): void => {
    while (lane.inFlight < IN_FLIGHT && lane.waiting.length > 0 && !failure) {
      const { indexes, items } = lane.waiting.shift()!;
      const request: BatchRequest = { batch: nextBatch, items };
      sent.set(nextBatch++, indexes);
      lane.inFlight++;
      lane.worker.postMessage(request);
    }
  };
  const flush = (lane: Lane): void => {
    if (lane.filling.items.length > 0) {
      lane.waiting.push(lane.filling);
      lane.filling = { indexes: [], items: [] };
    }
    send(lane);
  };

  for (const lane of lanes) {
    lane.worker.on('message', (response: WorkerMessage) => {
      if ('ready' in response) {
        lane.ready = true;
        router.resetLoad();
        return;
      }
      lane.inFlight--;
      if ('failure' in response) failure ??= toError(response.failure);
      else {
        const indexes = sent.get(response.batch)!;
        sent.delete(response.batch);
        lane.held -= indexes.length;
        response.results.forEach((result, offset) => done.set(indexes[offset]!, result));
      }
      send(lane);
      notify();
    });
    lane.worker.on('error', (error) => {
      failure ??= error;
      notify();
    });
    lane.worker.on('exit', (code) => {
      if (code !== 0) failure ??= new Error(`validation worker exited with code ${code}`);
      notify();
    });
  }

  /** Reads the next files in order; validates each here or hands it to its worker. */
  const step = (start: number, end: number): void => {
    for (let index = start; index < end; index++) {
      const task = tasks[index]!;
      const input = readTask(task, local.maxBytes);
      if (!(input instanceof Uint8Array)) {
        done.set(index, input);
        continue;
      }
      const thread =
        lanes.length === 0 || input.length > HANDOVER_BYTES ? 0 : router.assign(sniffNamespaceOf(input), available);
      if (thread === 0) {
        done.set(index, local.validator.validate(input, taskOptions(task)));
        continue;
      }
      const lane = lanes[thread - 1]!;
      lane.held++;
      lane.filling.indexes.push(index);
      lane.filling.items.push({ task, bytes: input });
      if (lane.filling.items.length >= BATCH_SIZE) flush(lane);
    }
  };

  try {
    let cursor = 0;
    for (let expected = 0; expected < tasks.length; ) {
      if (failure) throw failure;
      const ready = done.get(expected);
      if (ready !== undefined) {
        done.delete(expected++);
        yield ready;
        continue;
      }
      if (cursor < tasks.length) {
        const end = Math.min(tasks.length, cursor + CHUNK);
        step(cursor, end);
        cursor = end;
        // Hand over what is filling when the input ends or the next result is a worker's.
        for (const lane of lanes) if (cursor === tasks.length || lane.inFlight === 0) flush(lane);
        // Let worker messages in between chunks (the main thread validates synchronously).
        if (lanes.length > 0) await nextTurn();
        continue;
      }
      for (const lane of lanes) flush(lane);
      if (done.has(expected) || failure) continue;
      // Nothing left to read: rather than wait, validate here what a busy worker has not started.
      const lane = lanes.find((candidate) => candidate.waiting.length > 0);
      if (lane) {
        const { indexes, items } = lane.waiting.pop()!;
        lane.held -= indexes.length;
        items.forEach(({ task, bytes }, offset) => done.set(indexes[offset]!, local.validator.validate(bytes!, taskOptions(task))));
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await Promise.all(lanes.map((lane) => lane.worker.terminate()));
  }
}
