/**
 * What the pool (./pool.ts) sees of a validating thread: a worker thread (./lane.ts) or this
 * thread itself (./thread-lane.ts). Files are handed over in batches (./batch-queue.ts); the
 * results come back through the events.
 */
import type { FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import type { RoutedWorker } from './affinity.js';
import type { Batch } from './batch-queue.js';
import type { WorkerSetup } from './messages.js';

/** What a lane reports to its pool. */
export interface LaneEvents {
  /** Results of a batch: `results[n]` is the file at input position `indexes[n]`. */
  results(indexes: readonly number[], results: readonly FileResult[]): void;
  /** The thread failed (FleetcaseError kinds are kept). */
  failure(error: Error): void;
  /** Something changed (a worker became ready, answered or failed): wake whoever waits. */
  changed(): void;
}

/** A validating thread as the pool drives it. */
export interface Lane extends RoutedWorker {
  /** Sets the thread up and reports to `events` from now on. */
  start(setup: WorkerSetup, events: LaneEvents): void;
  /** True once it is set up. */
  isReady(): boolean;
  /** True when it could take more work now. */
  wantsMore(): boolean;
  /** Batches handed over and not taken by the thread yet. */
  unsent(): number;
  /** Hands over the file at input position `index`: its bytes (moved, not copied), or none (the thread reads the file). */
  add(index: number, task: FileTask, bytes?: Uint8Array): void;
  /** Closes the batch being filled and passes on what may be passed on. */
  flush(): void;
  /** Takes back the first or the last batch not taken yet (for a thread with nothing to do). */
  takeBack(which: 'first' | 'last'): Batch | undefined;
  /** Hands over a batch another lane gave back. */
  give(batch: Batch): void;
  /**
   * Does one batch of work in this thread, if the lane works here and has one (a worker lane
   * never does: its thread works by itself); true when it did.
   */
  workHere(): boolean;
  /** Stops the thread (a worker) or lets go of what it holds. */
  stop(): Promise<void>;
}
