/**
 * Validating many files on several threads: worker threads (./lane.ts) and this one
 * (./thread-lane.ts). This thread reads every file in input order (the same size-checked read
 * as in process), sniffs its root namespace from the bytes and hands it to a lane
 * (./affinity.ts: a namespace stays on one thread where the load allows, so a schema is
 * compiled by as few threads as possible), and validates one batch of its own share per turn,
 * between reads and worker messages, so that the workers stay fed. A starting worker's files
 * wait in its bounded backlog; a thread with nothing left to do takes unsent batches from
 * another. Results are yielded in input order; memory holds a bounded window of files read and
 * results not reported yet, never the whole input.
 */
import { pathOf, readForHandover, type FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import { NamespaceRouter } from './affinity.js';
import type { Lane } from './lane-types.js';
import type { WorkerSetup } from './messages.js';
import { sniffNamespaceOf, sniffRootNamespace } from './sniff.js';

/** Larger documents are not read here: the worker that validates one reads it. */
const HANDOVER_BYTES = 256 * 1024;
/** Files read (and handed over) between two looks at worker messages. */
const READ_MAX = 64;
/**
 * Files read and not reported yet (in backlogs, in workers, or done and waiting for an earlier
 * one): the main thread stops reading beyond this, which bounds memory whatever the file count.
 */
const WINDOW = 512;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Validates `tasks` on the threads of `lanes` (set up here, stopped at the end); yields the
 * results in input order, as arrays of those that are ready.
 * @throws the first failure of a thread (FleetcaseError kinds are kept).
 */
export async function* runPool(tasks: readonly FileTask[], lanes: readonly Lane[], setup: WorkerSetup, maxBytes?: number): AsyncGenerator<readonly FileResult[]> {
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
  for (const lane of lanes) lane.start(setup, events);
  const router = new NamespaceRouter(lanes);
  const waitForWorkers = (): Promise<void> => new Promise<void>((resolve) => (wake = resolve));
  let cursor = 0;

  /** Reads and hands over files in order, up to READ_MAX, while the window and a backlog have room. */
  const readOn = (expected: number): void => {
    const end = Math.min(tasks.length, cursor + READ_MAX, expected + WINDOW);
    while (cursor < end && router.canTake()) {
      const index = cursor++;
      const task = tasks[index]!;
      const input = readForHandover(task, maxBytes, HANDOVER_BYTES);
      if (input !== undefined && !(input instanceof Uint8Array)) done.set(index, input);
      else lanes[router.route(input ? sniffNamespaceOf(input) : sniffRootNamespace(pathOf(task)))!]!.add(index, task, input);
    }
    // Hand over what is filling when the input ends or a worker could take more now.
    for (const lane of lanes) if (cursor === tasks.length || lane.wantsMore()) lane.flush();
  };

  /** One batch of this thread's own share, if it has one (./thread-lane.ts); true when it did. */
  const workHere = (): boolean => lanes.some((lane) => lane.workHere());

  /**
   * Before waiting: a thread with nothing left to do takes an unsent batch from the busiest one,
   * the first if that one is not ready yet (it holds the files the output waits for), else the
   * last (its next ones stay with it).
   */
  const rebalance = (): void => {
    for (const idle of lanes) {
      if (!idle.wantsMore() || idle.unsent() > 0) continue;
      const busiest = lanes.reduce((most, lane) => (lane.unsent() > most.unsent() ? lane : most));
      const batch = busiest === idle ? undefined : busiest.takeBack(busiest.isReady() ? 'last' : 'first');
      if (batch) idle.give(batch);
    }
  };

  try {
    for (let expected = 0; expected < tasks.length; ) {
      if (failure) throw failure;
      if (done.has(expected)) {
        // Every result that is next in order, at once.
        const ready: FileResult[] = [];
        for (let result = done.get(expected); result !== undefined; result = done.get(expected)) {
          done.delete(expected++);
          ready.push(result);
        }
        yield ready;
        continue;
      }
      if (cursor < tasks.length && cursor < expected + WINDOW && router.canTake()) {
        readOn(expected);
        workHere();
        // Let worker messages in between reads.
        await nextTurn();
        continue;
      }
      for (const lane of lanes) lane.flush();
      rebalance();
      if (done.has(expected) || failure) continue;
      if (workHere()) await nextTurn();
      else await waitForWorkers();
    }
  } finally {
    await Promise.all(lanes.map((lane) => lane.stop()));
  }
}
