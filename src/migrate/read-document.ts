/**
 * Reading a document to migrate, as `fleetcase validate` reads one (../validate/file-task.ts):
 * opened without blocking, sized by fstat before it is read, never more than the size limit + 1
 * byte read. A document over the limit (a 700 MB file, a 3 GB sparse one) is `size-limit` without
 * a byte of it read; a device (`/dev/zero`) yields at most 64 KiB, which the safe parser refuses
 * (`xml-binary`); a FIFO or a file that cannot be opened is `file-unreadable`. Each is a result
 * of its own, so the rest of a folder run goes on (review r14 hostile H1: `migrate` read documents
 * whole, 9.4 GB from /dev/zero, and a file over 2 GiB aborted the run with exit 2).
 */
import { DEFAULT_XML_LIMITS } from '../runtime/limits.js';
import type { Issue } from '../validate/issue.js';
import { readTask } from '../validate/file-task.js';
import { failure } from './outcome.js';
import type { MigrationResult } from './result.js';

/**
 * validate's `size-limit` message ends in advice for validate (`not checked; raise the limit with
 * validate --max-bytes`); migrate has no such flag, so it says what happened instead.
 */
function migrateWording(issue: Issue): Issue {
  if (issue.rule !== 'size-limit') return issue;
  return { ...issue, message: issue.message.replace(/: not checked; .*$/s, ': not migrated') };
}

/**
 * The bytes of the document at `input.path` (by its bytes `raw` where the path is not UTF-8) (at most the parser's byte limit), or the result of a
 * document that could not be read (its issue says why: `file-unreadable`, `size-limit`).
 * @example readDocument({ path: '/stock/big.xml', display: 'stock/big.xml' }, { to: '0.3-beta' }) // a result: size-limit
 */
export function readDocument(input: { path: string; display: string; raw?: Uint8Array }, options: { to: string }): Uint8Array | MigrationResult {
  const read = readTask(input, DEFAULT_XML_LIMITS.maxBytes);
  if (read instanceof Uint8Array) return read;
  return failure(options, {}, migrateWording(read.issues[0]!));
}
