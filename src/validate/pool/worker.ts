/**
 * A validation worker. It loads the validator (libxml2-wasm compiles its WebAssembly, the rule
 * layer loads) as soon as it starts, which may be before the main thread knows what to
 * validate; its first message is the set-up (index and options), from which it builds one
 * validator (the engine compiles each XSD once, on first use, and keeps it for the worker's
 * life). Then it validates batches of files: the bytes the main thread read and handed over,
 * or (for a file sent by path) read here.
 */
import { parentPort } from 'node:worker_threads';
import { isFleetcaseError } from '../../errors.js';
import { createValidatorFor, type Validator } from '../validator-core.js';
import type { BatchRequest, BatchResponse, MainMessage, WorkerFailure, WorkerMessage, WorkerSetup } from './messages.js';
import { validateItems } from './validate-batch.js';

/** An error as data the main thread can rethrow (FleetcaseError kinds are kept). */
function failureOf(error: unknown): WorkerFailure {
  if (isFleetcaseError(error)) return { message: error.message, kind: error.kind, props: error.props };
  return { message: error instanceof Error ? error.message : String(error), ...(error instanceof Error && error.stack ? { stack: error.stack } : {}) };
}

let validator: Validator | undefined;
let maxBytes: number | undefined;

function setUp(setup: WorkerSetup): WorkerMessage {
  try {
    const { index, ...options } = setup;
    validator = createValidatorFor(index, options);
    maxBytes = setup.limits?.maxBytes;
    // Batches are sent only from now on: until then the worker's files wait in its backlog.
    return { ready: true };
  } catch (error) {
    return { failure: failureOf(error) };
  }
}

/** The response to a batch; a promise only while the schema loader loads (../schema-facts-lazy.ts). */
function validateBatch(request: BatchRequest, here: Validator): BatchResponse | Promise<BatchResponse> {
  const failed = (error: unknown): BatchResponse => ({ batch: request.batch, failure: failureOf(error) });
  try {
    const results = validateItems(here, request.items, maxBytes);
    if (results instanceof Promise) return results.then((done) => ({ batch: request.batch, results: done }), failed);
    return { batch: request.batch, results };
  } catch (error) {
    return failed(error);
  }
}

/** Set while a batch waits for the schema loader: later messages are answered after it, in order. */
let waiting: Promise<void> | undefined;

function answer(message: MainMessage): void | Promise<void> {
  if ('setup' in message) return parentPort!.postMessage(setUp(message.setup));
  if (!validator) return parentPort!.postMessage({ batch: message.batch, failure: { message: 'validation worker: a batch came before the set-up' } } satisfies BatchResponse);
  const response = validateBatch(message, validator);
  if (!(response instanceof Promise)) return parentPort!.postMessage(response);
  return response.then((done) => parentPort!.postMessage(done));
}

parentPort!.on('message', (message: MainMessage) => {
  // Behind a waiting batch, in order; otherwise at once (the ordinary path: no promise).
  const answered = waiting ? waiting.then(() => answer(message)) : answer(message);
  if (answered instanceof Promise) {
    const after: Promise<void> = answered.finally(() => {
      if (waiting === after) waiting = undefined;
    });
    waiting = after;
  }
});
