/**
 * Validating in this thread, the runner of small runs and of `--jobs 1`: files in input order,
 * one at a time (a synchronous engine), or a window of `jobs` documents in flight (an
 * asynchronous engine, Xerces), results in input order. Each yields arrays of results, as the
 * pool does (./pool.ts), so that the caller has one loop.
 */
import { validateTask, validateTaskAsync, type FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import { afterSchemaFacts } from '../schema-facts-lazy.js';
import type { Validator } from '../validator-core.js';

/**
 * Validates `tasks` one after another with a synchronous engine. A promise is yielded (the
 * caller's `for await` waits for it) only for the document that first meets a finding the IR
 * must answer (../schema-facts-lazy.ts).
 */
export function* validateInProcess(
  validator: Validator,
  tasks: readonly FileTask[],
  maxBytes?: number,
): Generator<readonly FileResult[] | Promise<readonly FileResult[]>> {
  for (const task of tasks) yield afterSchemaFacts(() => [validateTask(validator, task, maxBytes)]);
}

/** Validates `tasks` with any engine, `jobs` documents in flight; results in input order. */
export async function* validateInProcessAsync(validator: Validator, tasks: readonly FileTask[], jobs: number, maxBytes?: number): AsyncGenerator<readonly FileResult[]> {
  const window: Array<Promise<FileResult>> = [];
  try {
    for (let position = 0; position < tasks.length || window.length > 0; ) {
      while (position < tasks.length && window.length < jobs) {
        const pending = validateTaskAsync(validator, tasks[position++]!, maxBytes);
        // A document further on may fail (a schema Xerces cannot compile) while an earlier one
        // is awaited: observed from the start, so that is no unhandled rejection (a crash);
        // the `await` below still sees the failure, in input order.
        pending.catch(() => undefined);
        window.push(pending);
      }
      yield [await window.shift()!];
    }
  } finally {
    // Stopped early (a failure, or the consumer left): the rest must not reject unobserved.
    for (const pending of window) pending.catch(() => undefined);
  }
}
