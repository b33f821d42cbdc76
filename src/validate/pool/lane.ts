/**
 * One validation worker as the main thread sees it: the files handed to it, batched (one
 * message per BATCH_SIZE files, at most IN_FLIGHT messages unanswered), the batches waiting to
 * be sent (nothing is sent before the worker says it is ready), and its answers. The backlog
 * (files and bytes handed over and not yet answered) is bounded by `canTake`.
 */
import { Worker } from 'node:worker_threads';
import { FleetcaseError, type ErrorKind } from '../../errors.js';
import type { FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import type { RoutedWorker } from './affinity.js';
import type { BatchItem, BatchRequest, WorkerFailure, WorkerMessage, WorkerSetup } from './messages.js';

/** Files per message: big enough to amortise the message, small enough to balance the load. */
const BATCH_SIZE = 16;
/** Messages unanswered per worker. */
const IN_FLIGHT = 2;
/** Files and bytes a worker may hold before it takes no more (its files then overflow). */
const BACKLOG_FILES = 2048;
const BACKLOG_BYTES = 16 * 1024 * 1024;
/** Below this many files held, a worker is short of work and takes new namespaces. */
const LOW_WATER = 4 * BATCH_SIZE;

const WORKER_URL = new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

// An eval'd CommonJS bootstrap: plain Node cannot start a .ts worker; with tsx it can.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.url.endsWith('.ts')) (await import('tsx/esm/api')).register();
  await import(workerData.url);
})().catch((error) => { setImmediate(() => { throw error; }); });
`;

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

/** A worker thread and the files handed to it. */
export class WorkerLane implements RoutedWorker {
  private readonly worker: Worker;
  private ready = false;
  private stopped = false;
  private filling = emptyBatch();
  private readonly waiting: Batch[] = [];
  private readonly sent = new Map<number, Batch>();
  private nextBatch = 0;
  private held = 0;
  private heldBytes = 0;

  constructor(setup: WorkerSetup, private readonly events: LaneEvents) {
    this.worker = new Worker(BOOTSTRAP, { eval: true, workerData: { ...setup, url: WORKER_URL } });
    this.worker.on('message', (message: WorkerMessage) => this.receive(message));
    this.worker.on('error', (error) => this.fail(error));
    // Any exit not asked for loses the batches it holds: a failure, whatever the code.
    this.worker.on('exit', (code) => {
      if (!this.stopped) this.fail(new Error(`validation worker exited with code ${code}`));
    });
  }

  /** True while the backlog has room. */
  canTake(): boolean {
    return this.held < BACKLOG_FILES && this.heldBytes < BACKLOG_BYTES;
  }

  /** True when its backlog is nearly empty (it should get more namespaces). */
  starving(): boolean {
    return this.held < LOW_WATER;
  }

  /** True when nothing it was sent is unanswered (it could use more work now). */
  idle(): boolean {
    return this.ready && this.sent.size === 0;
  }

  /** Hands over the file at input position `index` (its bytes are copied, then moved to the worker). */
  add(index: number, task: FileTask, bytes: Uint8Array): void {
    this.held++;
    this.heldBytes += bytes.length;
    this.filling.indexes.push(index);
    // A copy of exactly these bytes: a read buffer may be a view of a shared pool, which a
    // message would clone whole; an own buffer is transferred instead of cloned.
    this.filling.items.push({ task, bytes: new Uint8Array(bytes) });
    this.filling.bytes += bytes.length;
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

  /** Takes back a batch not sent yet (the first or the last), for the main thread to validate. */
  takeBack(which: 'first' | 'last'): Batch | undefined {
    const batch = which === 'first' ? this.waiting.shift() : this.waiting.pop();
    if (batch) {
      this.held -= batch.indexes.length;
      this.heldBytes -= batch.bytes;
    }
    return batch;
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
      this.worker.postMessage(request, batch.items.map((item) => item.bytes!.buffer as ArrayBuffer));
    }
  }

  private receive(message: WorkerMessage): void {
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
    this.events.failure(error);
    this.events.changed();
  }
}
