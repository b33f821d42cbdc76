/**
 * Reads a schema file as the loader may: a regular file of at most the size limit, read to at
 * most one byte past it. A `schemaLocation` naming `/dev/zero`, a FIFO or a 3 GB file must be a
 * one-line refusal, not a read that never ends or fills the memory (review r14 hostile H1: 15 GB
 * before the old whole-file read was killed; L2: a FIFO blocked `generate` for ever), and a file
 * that cannot be read says why, not "not found" (L1).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { fail } from '../../errors.js';
import { DEFAULT_XML_LIMITS } from '../../runtime/limits.js';

/** Where the file was named from, for the messages. */
export interface SchemaFileRef {
  /** The file as messages show it. */
  file: string;
  /** The schema that includes or imports it. */
  from?: string;
}

/** The size limit of a schema file (the runtime's document limit). */
export const SCHEMA_FILE_MAX_BYTES = DEFAULT_XML_LIMITS.maxBytes;

/** Opened without blocking: opening a FIFO with no writer otherwise waits for ever. */
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

/** Plain words for why a file cannot be read; the code stays for searching. */
const ERRNO_WORDS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied (EACCES)',
  EPERM: 'operation not permitted (EPERM)',
  ELOOP: 'too many levels of symbolic links (ELOOP)',
  EISDIR: 'it is a folder, not a file',
  ENAMETOOLONG: 'the name is too long (ENAMETOOLONG)',
};

function unreadable(ref: SchemaFileRef, detail: string): never {
  return fail('SchemaFileUnreadable', { file: ref.file, detail, ...(ref.from ? { from: ref.from } : {}) });
}

/** What a file that is not a regular one is. */
function kindOf(stats: ReturnType<typeof fstatSync>): string {
  if (stats.isDirectory()) return 'it is a folder, not a file';
  if (stats.isFIFO()) return 'it is a FIFO (named pipe), not a regular file';
  if (stats.isSocket()) return 'it is a socket, not a regular file';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'it is a device, not a regular file';
  return 'it is not a regular file';
}

/**
 * The bytes of the schema file at `path`.
 * @throws FleetcaseError SchemaFileMissing when there is none; SchemaFileUnreadable (with the
 * reason) for a folder, a device, a FIFO, a file over {@link SCHEMA_FILE_MAX_BYTES} or one the
 * system refuses to open.
 */
export function readSchemaFile(path: string, ref: SchemaFileRef, maxBytes: number = SCHEMA_FILE_MAX_BYTES): Uint8Array {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return fail('SchemaFileMissing', { file: ref.file, ...(ref.from ? { from: ref.from } : {}) });
    return unreadable(ref, (code !== undefined ? ERRNO_WORDS[code] : undefined) ?? code ?? String(error));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return unreadable(ref, kindOf(stats));
    if (stats.size > maxBytes) return unreadable(ref, `it is ${stats.size} bytes, ${overLimit(maxBytes)}`);
    // Read to one byte past the limit: a file that grows while read is still bounded.
    const bytes = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, bytes, length, bytes.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > maxBytes) return unreadable(ref, `it grew while read, ${overLimit(maxBytes)}`);
      if (length === bytes.length) break;
    }
    return bytes.subarray(0, length);
  } catch (error) {
    if (error instanceof Error && 'kind' in error) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    return unreadable(ref, (code !== undefined ? ERRNO_WORDS[code] : undefined) ?? code ?? String(error));
  } finally {
    closeSync(fd);
  }
}

function overLimit(maxBytes: number): string {
  return `larger than the limit of ${maxBytes} bytes (${maxBytes / 1024 / 1024} MiB) for a schema file`;
}

/**
 * The schema file at `path` as text in `encoding` (`latin1` for the scans that look at ASCII
 * markup only), read as {@link readSchemaFile} reads it.
 * @throws FleetcaseError as readSchemaFile does.
 */
export function readSchemaText(path: string, encoding: BufferEncoding): string {
  const bytes = readSchemaFile(path, { file: path });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(encoding);
}

/**
 * True when `fd` is a regular file of at most the size limit: what the validation engines may
 * let libxml2 read through a file descriptor (it reads to the end).
 */
export function isReadableSchemaFile(fd: number, maxBytes: number = SCHEMA_FILE_MAX_BYTES): boolean {
  const stats = fstatSync(fd);
  return stats.isFile() && stats.size <= maxBytes;
}
