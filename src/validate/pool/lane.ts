/**
 * One validation worker as the main thread sees it: the thread (started before its work is
 * known, see ./reserve.ts), the files handed to it, batched (one message per BATCH_SIZE files,
 * at most IN_FLIGHT messages unanswered), the batches waiting to be sent (nothing is sent
 * before the worker says it is ready), and its answers. The backlog (files and bytes handed over
 * and not yet answered) is bounded by `canTake`.
 */
import { Worker } from 'node:worker_threads';
import { FleetcaseError, type ErrorKind } from '../../errors.js';
import type { FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import type { RoutedWorker } from './affinity.js';
import type { BatchItem, BatchRequest, MainMessage, WorkerFailure, WorkerMessage, WorkerSetup } from './messages.js';

/** Files per message: big enough to amortise the message, small enough to balance the load. */
const BATCH_SIZE = 16;
/** Messages unanswered per worker. */
const IN_FLIGHT = 4;
/** Files and bytes a worker may hold before it takes no more (another takes the next, or the main thread waits). */
const BACKLOG_FILES = 256;
const BACKLOG_BYTES = 4 * 1024 * 1024;
/** Below this many files held, a worker is short of work and takes new namespaces. */
const LOW_WATER = 4 * BATCH_SIZE;

const WORKER_URL = new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

// An eval'd CommonJS bootstrap for the sources (tests): plain Node cannot start a .ts worker;
// with tsx it can. Compiled (dist/, the bundle) the worker file is started as it is.
const TSX_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  (await import('tsx/esm/api')).register();
  await import(workerData.url);
})().catch((error) => { setImmediate(() => { throw error; }); });
`;

function startWorker(): Worker {
  if (WORKER_URL.pathname.endsWith('.ts')) return new Worker(TSX_BOOTSTRAP, { eval: true, workerData: { url: WORKER_URL.href } });
  return new Worker(WORKER_URL);
}

/** Files for one message: their input positions, the items, and their size in bytes. */
export interface Batch {
  indexes: number[];
  items: BatchItem[];
  bytes: number;
}

/** What a lane reports to its pool. */
export interface LaneEvents {
  /** Results of a batch: `results[n]` is the file at input position `indexes[n]`. */
  results(indexes: readonly number[], results: readonly FileResult[]): void;
  /** The worker failed (FleetcaseError kinds are kept). */
  failure(error: Error): void;
  /** Something changed (a worker became ready, answered or failed): wake whoever waits. */
  changed(): void;
}

function toError(failure: WorkerFailure): Error {
  if (failure.kind) return new FleetcaseError(failure.kind as ErrorKind, failure.props as never);
  const error = new Error(failure.message);
  if (failure.stack) error.stack = failure.stack;
  return error;
}

const emptyBatch = (): Batch => ({ indexes: [], items: [], bytes: 0 });

/**
 * A worker thread and the files handed to it. The thread starts loading the validator when the
 * lane is created, unreferenced (a lane nobody starts never keeps the process alive); `start`
 * gives it its set-up and the pool it reports to.
 */
export class WorkerLane implements RoutedWorker {
  private readonly worker: Worker;
  private events: LaneEvents | undefined;
  /** A failure before `start` (reported once a pool listens). */
  private early: Error | undefined;
  private ready = false;
  private stopped = false;
  private filling = emptyBatch();
  private readonly waiting: Batch[] = [];
  private readonly sent = new Map<number, Batch>();
  private nextBatch = 0;
  private held = 0;
  private heldBytes = 0;

  constructor() {
    this.worker = startWorker();
    this.worker.on('message', (message: WorkerMessage) => this.receive(message));
    this.worker.on('error', (error) => this.fail(error));
    // Any exit not asked for loses the batches it holds: a failure, whatever the code.
    this.worker.on('exit', (code) => {
      if (!this.stopped) this.fail(new Error(`validation worker exited with code ${code}`));
    });
    // After the listeners: adding a 'message' listener references the worker again.
    this.worker.unref();
  }

  /** Sets the worker up and reports to `events` from now on. */
  start(setup: WorkerSetup, events: LaneEvents): void {
    this.events = events;
    // Results are awaited from now on: the thread keeps the process alive.
    this.worker.ref();
    this.worker.postMessage({ setup } satisfies MainMessage);
    if (this.early) this.fail(this.early);
  }

  /** True while the backlog has room. */
  canTake(): boolean {
    return this.held < BACKLOG_FILES && this.heldBytes < BACKLOG_BYTES;
  }

  /** True when its backlog is nearly empty (it should get more namespaces). */
  starving(): boolean {
    return this.held < LOW_WATER;
  }

  /** True when it could be sent more work now (ready, fewer batches unanswered than it may have). */
  wantsMore(): boolean {
    return this.ready && this.sent.size < IN_FLIGHT;
  }

  /** Files handed over and not answered yet. */
  load(): number {
    return this.held;
  }

  /** Batches handed over and not sent yet. */
  unsent(): number {
    return this.waiting.length + (this.filling.items.length > 0 ? 1 : 0);
  }

  /**
   * Hands over the file at input position `index`: its bytes, in a buffer of their own (moved
   * to the worker, not copied), or none (the worker reads the file).
   */
  add(index: number, task: FileTask, bytes?: Uint8Array): void {
    const size = bytes?.length ?? 0;
    this.held++;
    this.heldBytes += size;
    this.filling.indexes.push(index);
    this.filling.items.push(bytes ? { task, bytes } : { task });
    this.filling.bytes += size;
    if (this.filling.items.length >= BATCH_SIZE) this.flush();
  }

  /** Closes the batch being filled and sends what may be sent. */
  flush(): void {
    if (this.filling.items.length > 0) {
      this.waiting.push(this.filling);
      this.filling = emptyBatch();
    }
    this.send();
  }

  /** True once the worker has said it is set up. */
  isReady(): boolean {
    return this.ready;
  }

  /** Takes back the first or the last batch not sent yet (for a worker with nothing to do). */
  takeBack(which: 'first' | 'last'): Batch | undefined {
    const batch = which === 'first' ? this.waiting.shift() : this.waiting.pop();
    if (batch) {
      this.held -= batch.indexes.length;
      this.heldBytes -= batch.bytes;
    }
    return batch;
  }

  /** Hands over a batch another lane gave back, and sends what may be sent. */
  give(batch: Batch): void {
    this.held += batch.indexes.length;
    this.heldBytes += batch.bytes;
    this.waiting.push(batch);
    this.send();
  }

  /** Stops the worker. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.worker.terminate();
  }

  private send(): void {
    while (this.ready && this.sent.size < IN_FLIGHT && this.waiting.length > 0 && !this.stopped) {
      const batch = this.waiting.shift()!;
      const request: BatchRequest = { batch: this.nextBatch, items: batch.items };
      this.sent.set(this.nextBatch++, batch);
      this.worker.postMessage(request, batch.items.flatMap((item) => (item.bytes ? [item.bytes.buffer as ArrayBuffer] : [])));
    }
  }

  private receive(message: WorkerMessage): void {
    if (!this.events) return;
    if ('ready' in message) this.ready = true;
    else if ('failure' in message) this.events.failure(toError(message.failure));
    else {
      const batch = this.sent.get(message.batch)!;
      this.sent.delete(message.batch);
      this.held -= batch.indexes.length;
      this.heldBytes -= batch.bytes;
      this.events.results(batch.indexes, message.results);
    }
    this.send();
    this.events.changed();
  }

  private fail(error: Error): void {
    if (!this.events) {
      this.early ??= error;
      return;
    }
    this.events.failure(error);
    this.events.changed();
  }
}
