/**
 * Validating many files on several threads: the main thread and `threads - 1` workers
 * (worker_threads). The main thread reads every file in input order (the same size-checked read
 * as in process), sniffs its root namespace from the bytes, and hands it to a worker or
 * validates it itself (./affinity.ts: workers are fed first, a namespace stays on one thread
 * where the load allows, so a schema is compiled by as few threads as possible). A starting
 * worker's files wait in its bounded backlog; beyond it the main thread validates them, and once
 * there is nothing left to read it takes waiting batches back rather than wait. Results are
 * yielded in input order; memory holds results and the bounded backlogs, never the whole input.
 */
import { readTask, taskOptions, type FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import type { Validator } from '../validator-core.js';
import { NamespaceRouter, sniffNamespaceOf } from './affinity.js';
import { WorkerLane, type Batch } from './lane.js';
import type { WorkerSetup } from './messages.js';

/** Larger documents are validated by the main thread. */
const HANDOVER_BYTES = 256 * 1024;
/** Files the main thread reads (and maybe validates) between two looks at worker messages. */
const CHUNK = 8;
/** Results held ahead of one a worker still owes: the main thread stops reading beyond this. */
const AHEAD = 4096;

/** How the main thread validates its share. */
export interface LocalValidation {
  validator: Validator;
  /** Size limit of a read (the parse limits' maxBytes). */
  maxBytes?: number;
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
  const done = new Map<number, FileResult>();
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const events = {
    results: (indexes: readonly number[], results: readonly FileResult[]) => results.forEach((result, offset) => done.set(indexes[offset]!, result)),
    failure: (error: Error) => (failure ??= error),
    changed: () => {
      wake?.();
      wake = undefined;
    },
  };
  const lanes = Array.from({ length: Math.max(0, Math.min(threads, tasks.length) - 1) }, () => new WorkerLane(setup, events));
  // Thread 0 is the main thread, lane n is thread n + 1. Workers are fed first (from the start:
  // their files wait in the backlog while they start up); the main thread validates the rest.
  const router = new NamespaceRouter(lanes);
  const validateHere = ({ indexes, items }: Batch): void =>
    items.forEach(({ task, bytes }, offset) => done.set(indexes[offset]!, local.validator.validate(bytes!, taskOptions(task))));
  const waitForWorkers = (): Promise<void> => new Promise<void>((resolve) => (wake = resolve));

  /** Reads the files at `start..end` in order; validates each here or hands it to its worker. */
  const step = (start: number, end: number): void => {
    for (let index = start; index < end; index++) {
      const task = tasks[index]!;
      const input = readTask(task, local.maxBytes);
      if (!(input instanceof Uint8Array)) done.set(index, input);
      else {
        const thread = lanes.length === 0 || input.length > HANDOVER_BYTES ? 0 : router.route(sniffNamespaceOf(input));
        if (thread === 0) done.set(index, local.validator.validate(input, taskOptions(task)));
        else lanes[thread - 1]!.add(index, task, input);
      }
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
      if (cursor < tasks.length && done.size < AHEAD) {
        const end = Math.min(tasks.length, cursor + CHUNK);
        step(cursor, end);
        cursor = end;
        // Hand over what is filling when the input ends or a worker has nothing to do.
        for (const lane of lanes) if (cursor === tasks.length || lane.idle()) lane.flush();
        // Let worker messages in between chunks (the main thread validates synchronously).
        if (lanes.length > 0) await nextTurn();
        continue;
      }
      for (const lane of lanes) lane.flush();
      if (done.has(expected) || failure) continue;
      // The main thread cannot read on: rather than wait, it validates a batch no worker has
      // started (the first when it is far ahead, to free the result it waits for; else the last).
      const which = cursor < tasks.length ? 'first' : 'last';
      const batch = lanes.reduce<Batch | undefined>((found, lane) => found ?? lane.takeBack(which), undefined);
      if (batch) validateHere(batch);
      else await waitForWorkers();
    }
  } finally {
    await Promise.all(lanes.map((lane) => lane.stop()));
  }
}
