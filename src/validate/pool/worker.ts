/**
 * A validation worker: builds one validator from the setup it is given (its engine compiles
 * each XSD once, on first use, and keeps it for the worker's life), then validates batches of
 * files: the bytes the main thread read and handed over, or (for a file sent by path) read here.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isFleetcaseError } from '../../errors.js';
import { taskOptions, validateTask } from '../file-task.js';
import { createValidatorFor } from '../validator-core.js';
import type { BatchRequest, BatchResponse, WorkerMessage, WorkerSetup } from './messages.js';

const setup = workerData as WorkerSetup;
const validator = createValidatorFor(setup.index, {
  engine: setup.engine,
  rules: setup.rules,
  ...(setup.limits ? { limits: setup.limits } : {}),
  ...(setup.generation !== undefined ? { generation: setup.generation } : {}),
  ...(setup.endpoint !== undefined ? { endpoint: setup.endpoint } : {}),
});
const maxBytes = setup.limits?.maxBytes;

parentPort!.on('message', (request: BatchRequest) => {
  let response: BatchResponse;
  try {
    response = {
      batch: request.batch,
      results: request.items.map(({ task, bytes }) =>
        bytes ? validator.validate(bytes, taskOptions(task)) : validateTask(validator, task, maxBytes),
      ),
    };
  } catch (error) {
    response = {
      batch: request.batch,
      failure: isFleetcaseError(error)
        ? { message: error.message, kind: error.kind, props: error.props }
        : { message: error instanceof Error ? error.message : String(error), ...(error instanceof Error && error.stack ? { stack: error.stack } : {}) },
    };
  }
  parentPort!.postMessage(response);
});

// Batches are sent only from now on: until then the main thread validates everything itself.
parentPort!.postMessage({ ready: true } satisfies WorkerMessage);
