/**
 * One file to validate and how: read it (never more than the size limit: a huge file is
 * refused from its size alone), then run the validator. Shared by the in-process runner and
 * the worker threads, so both give the same result for the same file.
 */
import { openSync, readSync, closeSync, fstatSync } from 'node:fs';
import { DEFAULT_XML_LIMITS } from '../runtime/limits.js';
import type { FileResult } from './issue.js';
import { PIPELINE_MESSAGES, pipelineIssue } from './pipeline-checks.js';
import type { Validator } from './validator-core.js';

/**
 * A file with the generation and endpoint it is checked as (flags, else its config entry).
 * @example { path: '/repo/fixtures/case.xml', display: 'fixtures/case.xml', generation: '0.0.7' }
 */
export interface FileTask {
  path: string;
  display: string;
  generation?: string;
  endpoint?: string;
}

function failed(task: FileTask, rule: string, message: string): FileResult {
  return { file: task.display, valid: false, generation: null, schema: null, issues: [pipelineIssue(rule, message)] };
}

/** Reads a file, or returns the result that says why it cannot be validated. */
export function readTask(task: FileTask, maxBytes: number = DEFAULT_XML_LIMITS.maxBytes): Uint8Array | FileResult {
  let fd: number;
  try {
    fd = openSync(task.path, 'r');
  } catch (error) {
    return failed(task, 'file-unreadable', PIPELINE_MESSAGES['file-unreadable']({ detail: (error as NodeJS.ErrnoException).code ?? String(error) }));
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return failed(task, 'file-unreadable', PIPELINE_MESSAGES['file-unreadable']({ detail: 'it is a directory' }));
    if (stats.size > maxBytes) {
      return failed(task, 'size-limit', `document is ${stats.size} bytes, larger than the limit of ${maxBytes} bytes`);
    }
    // Reads the size fstat gave (no extra read to find the end); a file that grew meanwhile is
    // read as of that size, one that shrank up to its end, and nothing beyond the limit + 1
    // byte is ever read (the parser refuses that as too large).
    const buffer = Buffer.allocUnsafe(Math.min(stats.size + 1, maxBytes + 1));
    // (A size of 0 may be a pipe or a /proc file: read what is there, as far as the buffer goes.)
    const expected = stats.size === 0 ? buffer.length : Math.min(stats.size, buffer.length);
    let length = 0;
    while (length < expected) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return buffer.subarray(0, length);
  } catch (error) {
    return failed(task, 'file-unreadable', PIPELINE_MESSAGES['file-unreadable']({ detail: (error as NodeJS.ErrnoException).code ?? String(error) }));
  } finally {
    closeSync(fd);
  }
}

/** The per-document options of a task (its display name, generation and endpoint). */
export function taskOptions(task: FileTask): { file: string; generation?: string; endpoint?: string } {
  return {
    file: task.display,
    ...(task.generation !== undefined ? { generation: task.generation } : {}),
    ...(task.endpoint !== undefined ? { endpoint: task.endpoint } : {}),
  };
}

/** Validates one file with a synchronous engine. */
export function validateTask(validator: Validator, task: FileTask, maxBytes?: number): FileResult {
  const input = readTask(task, maxBytes);
  return input instanceof Uint8Array ? validator.validate(input, taskOptions(task)) : input;
}

/** Validates one file with any engine. */
export async function validateTaskAsync(validator: Validator, task: FileTask, maxBytes?: number): Promise<FileResult> {
  const input = readTask(task, maxBytes);
  return input instanceof Uint8Array ? validator.validateAsync(input, taskOptions(task)) : input;
}
