/**
 * The size limit of `validate` (`--max-bytes`). A document above the limit is refused before any
 * parse (the hostile-input policy: bounded memory and time, default 64 MiB), and its issue says
 * that it was not checked and how to raise the limit, so that a CI reading "size-limit" knows a
 * real NodeSet of 70 MB is too big for the default, not invalid (review r13 opcua 3). Raising the
 * limit raises the element limit in the same proportion: realistic documents spend 30 to 50 bytes
 * per element (../runtime/limits.ts), so the document the user allowed also fits by elements.
 */
import { DEFAULT_XML_LIMITS } from '../runtime/limits.js';
import type { XmlLimits } from '../runtime/tree.js';

/**
 * The highest `--max-bytes`: libxml2-wasm's heap is 2 GiB, and libxml2's tree of a document
 * takes several times its size (a 256 MiB NodeSet is checked within it).
 */
export const MAX_BYTES_CEILING = 256 * 1024 * 1024;

const UNITS: Readonly<Record<string, number>> = { '': 1, KiB: 1024, MiB: 1024 * 1024, GiB: 1024 * 1024 * 1024 };

/**
 * A byte count as `--max-bytes` takes it: a whole number of bytes, or of KiB, MiB or GiB; the
 * usage message (naming the flag and the text given) for anything else, or for a count outside 1
 * to {@link MAX_BYTES_CEILING}.
 * @example parseByteCount('128MiB', 'max-bytes') // 134217728
 */
export function parseByteCount(value: unknown, flag: string): number {
  if (Array.isArray(value)) throw new Error(`--${flag} is given more than once`);
  const text = String(value).trim();
  if (text === '') throw new Error(`--${flag} needs a value`);
  const match = /^(\d+)(KiB|MiB|GiB)?$/.exec(text);
  const bytes = match ? Number(match[1]) * UNITS[match[2] ?? '']! : Number.NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1 || bytes > MAX_BYTES_CEILING) {
    throw new Error(`--${flag} must be a whole number of bytes (or of KiB, MiB, GiB) from 1 to ${MAX_BYTES_CEILING} (${MAX_BYTES_CEILING / 1024 / 1024} MiB), got '${String(value)}'`);
  }
  return bytes;
}

/**
 * The limits of a run whose byte limit is `maxBytes`: the element limit grows with it in the
 * default proportion (never below its default); the other limits stay.
 * @example limitsForMaxBytes(128 * 1024 * 1024) // { maxBytes: 134217728, maxElements: 4000000 }
 */
export function limitsForMaxBytes(maxBytes: number): Partial<XmlLimits> {
  const { maxBytes: bytes, maxElements } = DEFAULT_XML_LIMITS;
  return { maxBytes, maxElements: Math.max(maxElements, Math.ceil((maxElements * maxBytes) / bytes)) };
}

/** `67108864 bytes (64 MiB)`: a limit as the messages name it. */
function bytesText(bytes: number): string {
  const mib = bytes / 1024 / 1024;
  return Number.isInteger(mib) ? `${bytes} bytes (${mib} MiB)` : `${bytes} bytes`;
}

const ADVICE = 'not checked; raise the limit with validate --max-bytes (limits.maxBytes in the library)';

/** The message of a document of `size` bytes over the byte limit. */
export function tooLargeMessage(size: number, maxBytes: number): string {
  return `document is ${size} bytes, larger than the limit of ${bytesText(maxBytes)}: ${ADVICE}`;
}

/**
 * A parse's `size-limit` message with the advice: for the byte and element limits, which
 * `--max-bytes` raises; a name longer than its limit (which no option raises) keeps its message.
 */
export function sizeLimitMessage(message: string): string {
  const sized = /^document is (\d+) bytes, larger than the limit of (\d+) bytes$/.exec(message);
  if (sized) return tooLargeMessage(Number(sized[1]), Number(sized[2]));
  const larger = /^document is larger than the limit of (\d+) bytes$/.exec(message);
  if (larger) return `document is larger than the limit of ${bytesText(Number(larger[1]))}: ${ADVICE}`;
  if (/^document has more than the limit of \d+ elements$/.test(message)) {
    return `${message}: not checked; validate --max-bytes raises the element limit with the byte limit (limits.maxElements in the library)`;
  }
  return message;
}
