/**
 * The reading thread's own share of a pooled run. With N jobs, N - 1 worker threads validate
 * beside this thread, which reads and routes the files and validates its batches in between
 * (one batch per turn of the pool's loop, so the workers are fed while it works).
 *
 * Why not N workers and an idle reader: each thread pays a fixed cost before its first document
 * and while its code warms up (Node's start, loading the validator, compiling the schemas it
 * meets, V8 optimising the hot code), and on a short run that cost is most of the work. The
 * reading thread loads the validator anyway; one thread fewer is one such cost fewer, and the
 * reader's idle time (about two thirds of a run) is put to use.
 */
import type { FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import type { Validator } from '../validator-core.js';
import { BatchQueue, type Batch } from './batch-queue.js';
import type { Lane, LaneEvents } from './lane-types.js';
import { validateItems } from './validate-batch.js';

/** This thread as one of the pool's lanes, validating with `validator`. */
export class ThreadLane implements Lane {
  private events: LaneEvents | undefined;
  private readonly queue = new BatchQueue();
  /** A batch waits for the schema loader (./validate-batch.ts). */
  private waiting = false;

  constructor(
    private readonly validator: Validator,
    private readonly maxBytes?: number,
  ) {}

  /** Ready at once: the validator is this thread's (the set-up is the workers'). */
  start(_setup: unknown, events: LaneEvents): void {
    this.events = events;
  }

  isReady(): boolean {
    return this.events !== undefined;
  }

  canTake(): boolean {
    return this.queue.canTake();
  }

  starving(): boolean {
    return this.queue.starving();
  }

  /** Always: it validates whatever it holds, one batch per turn. */
  wantsMore(): boolean {
    return this.isReady();
  }

  load(): number {
    return this.queue.load();
  }

  unsent(): number {
    return this.queue.unsent();
  }

  add(index: number, task: FileTask, bytes?: Uint8Array): void {
    if (this.queue.add(index, task, bytes)) this.queue.close();
  }

  flush(): void {
    this.queue.close();
  }

  takeBack(which: 'first' | 'last'): Batch | undefined {
    return this.queue.takeBack(which);
  }

  give(batch: Batch): void {
    this.queue.give(batch);
  }

  /**
   * Validates its next batch, if it has one (it closes a partial batch only when it has nothing
   * else). A batch waiting for the schema loader (./validate-batch.ts) answers when it is
   * loaded; no other batch is taken meanwhile, so this thread's results keep their order.
   */
  workHere(): boolean {
    if (!this.events || this.waiting) return false;
    let batch = this.queue.next();
    if (!batch) {
      this.queue.close();
      batch = this.queue.next();
    }
    if (!batch) return false;
    const events = this.events;
    const answer = (results: FileResult[]): void => {
      this.queue.answered(batch);
      events.results(batch.indexes, results);
    };
    const fail = (error: unknown): void => events.failure(error instanceof Error ? error : new Error(String(error)));
    try {
      const results = validateItems(this.validator, batch.items, this.maxBytes);
      if (!(results instanceof Promise)) answer(results);
      else {
        this.waiting = true;
        void results.then(answer, fail).finally(() => {
          this.waiting = false;
          events.changed();
        });
      }
    } catch (error) {
      fail(error);
    }
    return true;
  }

  /** Nothing runs on its own; the validator is the run's to close. */
  async stop(): Promise<void> {}
}
