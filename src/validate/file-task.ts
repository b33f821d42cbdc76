/**
 * One file to validate and how: read it (never more than the size limit: a huge file is
 * refused from its size, after at most 64 KiB of it were read), then run the validator. Shared by the in-process runner and
 * the worker threads, so both give the same result for the same file.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { DEFAULT_XML_LIMITS } from '../runtime/limits.js';
import type { FileResult } from './issue.js';
import { PIPELINE_MESSAGES, pipelineIssue } from './pipeline-checks.js';
import { tooLargeMessage } from './size-limit.js';
import type { Validator } from './validator-core.js';

/**
 * A file with the generation and endpoint it is checked as (flags, else its config entry).
 * @example { path: '/repo/fixtures/case.xml', display: 'fixtures/case.xml', generation: '0.0.7' }
 */
export interface FileTask {
  path: string;
  display: string;
  /** The path's bytes where they are not UTF-8 (./xml-files-below.ts): what is opened. */
  raw?: Uint8Array;
  generation?: string;
  endpoint?: string;
}

/** What opens a task's file: its path's bytes where the string cannot (a name that is not UTF-8). */
export function pathOf(task: FileTask): string | Buffer {
  // A Buffer sent to a worker thread arrives as a plain Uint8Array: a view of the same bytes.
  return task.raw === undefined ? task.path : Buffer.from(task.raw.buffer, task.raw.byteOffset, task.raw.byteLength);
}

function failed(task: FileTask, rule: string, message: string): FileResult {
  return { file: task.display, valid: false, generation: task.generation ?? null, schema: null, issues: [pipelineIssue(rule, message)] };
}

/** Reads a file, or returns the result that says why it cannot be validated. */
export function readTask(task: FileTask, maxBytes: number = DEFAULT_XML_LIMITS.maxBytes): Uint8Array | FileResult {
  // Never undefined: no file is larger than Infinity.
  return readFile(task, maxBytes, Infinity, allocatePooled)!;
}

/**
 * Reads a file for a worker thread: its bytes in a buffer of their own (transferred to the
 * worker, never copied), the result that says why it cannot be validated, or undefined for a
 * file larger than `largeBytes` (not read here: the worker reads it itself).
 */
export function readForHandover(task: FileTask, maxBytes: number = DEFAULT_XML_LIMITS.maxBytes, largeBytes: number): Uint8Array | FileResult | undefined {
  return readFile(task, maxBytes, largeBytes, allocateOwn);
}

/** Small buffers come from Node's shared pool (fast; fine for bytes that stay in this thread). */
const allocatePooled = (size: number): Uint8Array => Buffer.allocUnsafe(size);
/** A buffer of its own: the whole ArrayBuffer is these bytes, so it can be transferred. */
const allocateOwn = (size: number): Uint8Array => new Uint8Array(size);

/** Where small files are read first (one per thread: reads are synchronous). */
const SCRATCH = Buffer.allocUnsafe(64 * 1024);

/**
 * Opened without blocking: opening a FIFO (named pipe) with no writer otherwise waits forever.
 * On a regular file the flag changes nothing.
 */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

/** Plain words for the errors a user can cause; the code stays in the message for searching. */
const ERRNO_WORDS: Record<string, string> = {
  EISDIR: 'it is a directory',
  EAGAIN: 'it is a pipe or socket with no data ready, not a regular file',
  EACCES: 'permission denied (EACCES)',
  EPERM: 'operation not permitted (EPERM)',
  ENOENT: 'no such file (ENOENT: removed while running?)',
  ELOOP: 'too many levels of symbolic links (ELOOP)',
  ENXIO: 'it is a socket, not a regular file (ENXIO)',
};

/** True when `task`'s path is a symbolic link (whose target, then, is missing). */
function isLink(task: FileTask): boolean {
  try {
    return lstatSync(pathOf(task)).isSymbolicLink();
  } catch {
    return false;
  }
}

function unreadable(task: FileTask, error: unknown): FileResult {
  const code = (error as NodeJS.ErrnoException).code;
  const word = code === 'ENOENT' && isLink(task) ? 'a symbolic link to a file that does not exist (ENOENT)' : code !== undefined ? ERRNO_WORDS[code] : undefined;
  const detail = word ?? code ?? String(error);
  return failed(task, 'file-unreadable', PIPELINE_MESSAGES['file-unreadable']({ detail }));
}

/** The result for a file that read as empty when it is a FIFO or socket, not a regular file (else undefined). */
function notRegular(task: FileTask, fd: number): FileResult | undefined {
  const stats = fstatSync(fd);
  if (stats.isFIFO() || stats.isSocket()) {
    return failed(task, 'file-unreadable', PIPELINE_MESSAGES['file-unreadable']({ detail: `it is a ${stats.isFIFO() ? 'FIFO (named pipe)' : 'socket'}, not a regular file` }));
  }
  return undefined;
}

function copyOf(bytes: Uint8Array, allocate: (size: number) => Uint8Array): Uint8Array {
  const copy = allocate(bytes.length);
  copy.set(bytes);
  return copy;
}

/**
 * Reads a file of at most `maxBytes`. A small file (most documents) is read to its end into the
 * scratch buffer, which tells its size without an fstat (whose Stats object was most of what
 * reading thousands of files allocated); a larger one is sized by fstat (`readSized`).
 * Nothing beyond the limit + 1 byte is ever read (the parser refuses that as too large).
 */
function readFile(task: FileTask, maxBytes: number, largeBytes: number, allocate: (size: number) => Uint8Array): Uint8Array | FileResult | undefined {
  let fd: number;
  try {
    fd = openSync(pathOf(task), OPEN_FLAGS);
  } catch (error) {
    return unreadable(task, error);
  }
  try {
    const probe = Math.min(SCRATCH.length, maxBytes + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, SCRATCH, length, probe - length, null);
      // An empty read of nothing may be a FIFO without a writer (one fstat, only then).
      if (read === 0) return (length === 0 ? notRegular(task, fd) : undefined) ?? copyOf(SCRATCH.subarray(0, length), allocate);
      length += read;
      if (length === probe) return readSized(fd, task, maxBytes, largeBytes, allocate, SCRATCH.subarray(0, length));
    }
  } catch (error) {
    return unreadable(task, error);
  } finally {
    closeSync(fd);
  }
}

/** The rest of a file whose `head` filled the scratch buffer, as large as fstat says it is. */
function readSized(fd: number, task: FileTask, maxBytes: number, largeBytes: number, allocate: (size: number) => Uint8Array, head: Uint8Array): Uint8Array | FileResult | undefined {
  const stats = fstatSync(fd);
  if (stats.size > maxBytes) {
    return failed(task, 'size-limit', tooLargeMessage(stats.size, maxBytes));
  }
  if (stats.size > largeBytes) return undefined;
  // No larger than what was read (a file that shrank, or a pipe or /proc file, whose size is 0):
  // what was read is the document.
  if (stats.size <= head.length) return copyOf(head, allocate);
  // Reads the size fstat gave (no extra read to find the end); a file that grew meanwhile is
  // read as of that size, one that shrank up to its end.
  const buffer = allocate(Math.min(stats.size + 1, maxBytes + 1));
  buffer.set(head);
  const expected = Math.min(stats.size, buffer.length);
  let length = head.length;
  while (length < expected) {
    const read = readSync(fd, buffer, length, buffer.length - length, null);
    if (read === 0) break;
    length += read;
  }
  return buffer.subarray(0, length);
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
