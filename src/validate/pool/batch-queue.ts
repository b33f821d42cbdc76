/**
 * The files handed to one validating thread and not answered yet, in batches: the batch being
 * filled (closed at BATCH_SIZE files or when the pool flushes), the closed batches waiting for
 * the thread, and the totals (files and bytes) that bound how much a thread may hold.
 */
import type { FileTask } from '../file-task.js';
import type { BatchItem } from './messages.js';

/** Files per batch: big enough to amortise a message, small enough to balance the load. */
export const BATCH_SIZE = 16;
/** Files and bytes a thread may hold before it takes no more (another takes the next, or the reader waits). */
const BACKLOG_FILES = 256;
const BACKLOG_BYTES = 4 * 1024 * 1024;
/** Below this many files held, a thread is short of work and takes new namespaces. */
const LOW_WATER = 4 * BATCH_SIZE;

/** Files for one batch: their input positions, the items, and their size in bytes. */
export interface Batch {
  indexes: number[];
  items: BatchItem[];
  bytes: number;
}

const emptyBatch = (): Batch => ({ indexes: [], items: [], bytes: 0 });

/** One thread's batches (see the module comment). */
export class BatchQueue {
  private filling = emptyBatch();
  private readonly waiting: Batch[] = [];
  private held = 0;
  private heldBytes = 0;

  /** True while the backlog has room. */
  canTake(): boolean {
    return this.held < BACKLOG_FILES && this.heldBytes < BACKLOG_BYTES;
  }

  /** True when the backlog is nearly empty. */
  starving(): boolean {
    return this.held < LOW_WATER;
  }

  /** Files handed over and not answered yet. */
  load(): number {
    return this.held;
  }

  /** Batches not taken by the thread yet (the one being filled included). */
  unsent(): number {
    return this.waiting.length + (this.filling.items.length > 0 ? 1 : 0);
  }

  /** Adds the file at input position `index`; true when that filled its batch (time to flush). */
  add(index: number, task: FileTask, bytes?: Uint8Array): boolean {
    const size = bytes?.length ?? 0;
    this.held++;
    this.heldBytes += size;
    this.filling.indexes.push(index);
    this.filling.items.push(bytes ? { task, bytes } : { task });
    this.filling.bytes += size;
    return this.filling.items.length >= BATCH_SIZE;
  }

  /** Closes the batch being filled (if it has files). */
  close(): void {
    if (this.filling.items.length === 0) return;
    this.waiting.push(this.filling);
    this.filling = emptyBatch();
  }

  /** The next closed batch for the thread, if any. */
  next(): Batch | undefined {
    return this.waiting.shift();
  }

  /** Takes back the first or the last closed batch (for a thread with nothing to do). */
  takeBack(which: 'first' | 'last'): Batch | undefined {
    const batch = which === 'first' ? this.waiting.shift() : this.waiting.pop();
    if (batch) this.answered(batch);
    return batch;
  }

  /** Takes a batch another thread gave back. */
  give(batch: Batch): void {
    this.held += batch.indexes.length;
    this.heldBytes += batch.bytes;
    this.waiting.push(batch);
  }

  /** A batch is answered (or given away): it no longer counts. */
  answered(batch: Batch): void {
    this.held -= batch.indexes.length;
    this.heldBytes -= batch.bytes;
  }
}
