/**
 * The messages between the main thread and validation workers (structured-clone data only).
 */
import type { XmlLimits } from '../../runtime/tree.js';
import type { EngineName } from '../engines/engine.js';
import type { FileTask } from '../file-task.js';
import type { FileResult } from '../issue.js';
import type { SchemaIndex } from '../schema-index.js';

/** What every worker is set up with (its first message): the index (built once by the main thread) and the options. */
export interface WorkerSetup {
  index: SchemaIndex;
  engine: EngineName;
  rules: boolean;
  limits?: Partial<XmlLimits>;
  externalDtd?: 'refuse' | 'ignore';
  generation?: string;
  endpoint?: string;
}

/** A file to validate: its bytes when the main thread has read them, else the worker reads it. */
export interface BatchItem {
  task: FileTask;
  bytes?: Uint8Array;
}

/** A batch of files to validate. */
export interface BatchRequest {
  batch: number;
  items: BatchItem[];
}

/** A failure the worker could not turn into a result (a broken schema, an internal error). */
export interface WorkerFailure {
  message: string;
  /** FleetcaseError kind and properties, so the main thread can rethrow it as such. */
  kind?: string;
  props?: unknown;
  stack?: string;
}

/** The results of a batch, in task order, or why it failed. */
export type BatchResponse = { batch: number; results: FileResult[] } | { batch: number; failure: WorkerFailure };

/** What the main thread says: the set-up (once, first), then batches. */
export type MainMessage = { setup: WorkerSetup } | BatchRequest;

/**
 * What a worker says: it is ready for batches (sent once, when its validator is built), a
 * batch's outcome, or that the set-up failed.
 */
export type WorkerMessage = { ready: true } | BatchResponse | { failure: WorkerFailure };
