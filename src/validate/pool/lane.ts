/**
 * One validation worker as the main thread sees it: the thread (started before its work is
 * known, see ./reserve.ts), the files handed to it (./batch-queue.ts: one message per batch, at
 * most IN_FLIGHT messages unanswered; nothing is sent before the worker says it is ready), and
 * its answers.
 */
import { Worker } from 'node:worker_threads';
import { FleetcaseError, type ErrorKind } from '../../errors.js';
import { workerHandover } from '../engines/libxml2-module.js';
import type { FileTask } from '../file-task.js';
import { BatchQueue, type Batch } from './batch-queue.js';
import type { Lane, LaneEvents } from './lane-types.js';
import type { BatchRequest, MainMessage, WorkerFailure, WorkerMessage, WorkerSetup } from './messages.js';

/** Batches sent to a worker and not answered yet. */
const IN_FLIGHT = 4;

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

/** A worker thread; it shares this process's compiled libxml2, if there is one (../engines/libxml2-module.ts). */
function startWorker(): Worker {
  const handover = workerHandover();
  if (WORKER_URL.pathname.endsWith('.ts')) return new Worker(TSX_BOOTSTRAP, { eval: true, workerData: { url: WORKER_URL.href, ...handover } });
  return new Worker(WORKER_URL, { workerData: handover });
}

function toError(failure: WorkerFailure): Error {
  if (failure.kind) return new FleetcaseError(failure.kind as ErrorKind, failure.props as never);
  const error = new Error(failure.message);
  if (failure.stack) error.stack = failure.stack;
  return error;
}

/**
 * A worker thread and the files handed to it. The thread starts loading the validator when the
 * lane is created, unreferenced (a lane nobody starts never keeps the process alive); `start`
 * gives it its set-up and the pool it reports to.
 */
export class WorkerLane implements Lane {
  private readonly worker: Worker;
  private events: LaneEvents | undefined;
  /** A failure before `start` (reported once a pool listens). */
  private early: Error | undefined;
  private ready = false;
  private stopped = false;
  private readonly queue = new BatchQueue();
  private readonly sent = new Map<number, Batch>();
  private nextBatch = 0;

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

  start(setup: WorkerSetup, events: LaneEvents): void {
    this.events = events;
    // Results are awaited from now on: the thread keeps the process alive.
    this.worker.ref();
    this.worker.postMessage({ setup } satisfies MainMessage);
    if (this.early) this.fail(this.early);
  }

  canTake(): boolean {
    return this.queue.canTake();
  }

  starving(): boolean {
    return this.queue.starving();
  }

  /** True when it could be sent more work now (ready, fewer batches unanswered than it may have). */
  wantsMore(): boolean {
    return this.ready && this.sent.size < IN_FLIGHT;
  }

  load(): number {
    return this.queue.load();
  }

  unsent(): number {
    return this.queue.unsent();
  }

  add(index: number, task: FileTask, bytes?: Uint8Array): void {
    if (this.queue.add(index, task, bytes)) this.flush();
  }

  flush(): void {
    this.queue.close();
    this.send();
  }

  isReady(): boolean {
    return this.ready;
  }

  takeBack(which: 'first' | 'last'): Batch | undefined {
    return this.queue.takeBack(which);
  }

  give(batch: Batch): void {
    this.queue.give(batch);
    this.send();
  }

  /** Its thread works by itself. */
  workHere(): boolean {
    return false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.worker.terminate();
  }

  private send(): void {
    while (this.ready && this.sent.size < IN_FLIGHT && !this.stopped) {
      const batch = this.queue.next();
      if (!batch) return;
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
      this.queue.answered(batch);
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
