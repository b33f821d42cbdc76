/**
 * One batch of files validated by one thread, the same way in a worker (./worker.ts) and in
 * this thread (./thread-lane.ts): the bytes the reading thread handed over, or the file read
 * here when it was too large to hand over.
 */
import { taskOptions, validateTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import { afterSchemaFacts } from '../schema-facts-lazy.js';
import type { Validator } from '../validator-core.js';
import type { BatchItem } from './messages.js';

/**
 * The results of `items`, in order; a promise only for the batch that first meets a finding the
 * IR must answer in this thread: once the schema loader is loaded (../schema-facts-lazy.ts) it
 * goes on from the document that waited, whose engine findings the validator kept; the
 * documents before it are not validated again.
 */
export function validateItems(validator: Validator, items: readonly BatchItem[], maxBytes?: number): FileResult[] | Promise<FileResult[]> {
  const results: FileResult[] = [];
  return afterSchemaFacts(() => {
    for (let at = results.length; at < items.length; at++) {
      const { task, bytes } = items[at]!;
      results.push(bytes ? validator.validate(bytes, taskOptions(task)) : validateTask(validator, task, maxBytes));
    }
    return results;
  });
}
