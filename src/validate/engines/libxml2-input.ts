/**
 * The only file access libxml2-wasm gets: an input provider that serves `.xsd` files under the
 * schema roots the engine was given, and the files those schemas import or include wherever they
 * lie (`allowSchemaFiles`: the same files the schema loader reads, ../schema-closure.ts), and
 * refuses everything else (so neither a schema nor a document can make it read `/etc/passwd` or
 * reach a URL: the wasm build has no network client). A remote schemaLocation (`http:`…) is
 * served, while one schema compiles, from the local file or built-in text the schema loader
 * would use for it (`withRemoteSources`, from ../schema-closure.ts): never fetched.
 * Refused names are recorded for tests.
 */
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { xmlRegisterInputProvider } from 'libxml2-wasm';
import { isReadableSchemaFile } from '../../schema/xsd/read-schema-file.js';
import type { BuiltinSchema } from '../schema-closure.js';

const roots = new Set<string>();
/** Files outside the roots that a schema below them imports or includes (absolute paths). */
const files = new Set<string>();
const refused: string[] = [];
let registered = false;
/** While a schema compiles: its remote schemaLocations -> the file or built-in text read instead. */
let remote: ReadonlyMap<string, string | BuiltinSchema> = new Map();
/** Open built-in texts, by handle (numbered far above any file descriptor). */
const texts = new Map<number, { bytes: Uint8Array; at: number }>();
let nextText = 0x40000000;

function toPath(name: string): string | undefined {
  if (name.startsWith('file:')) {
    try {
      return fileURLToPath(name);
    } catch {
      return undefined;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(name)) return undefined; // http:, ftp:, data: …
  return isAbsolute(name) ? resolve(name) : undefined;
}

function allowed(name: string): boolean {
  const path = toPath(name);
  if (!path) return false;
  if (files.has(path)) return true;
  if (!path.endsWith('.xsd')) return false;
  for (const root of roots) if (path.startsWith(root.endsWith(sep) ? root : root + sep)) return true;
  return false;
}

/** Lets libxml2 read XSDs below `root` (idempotent; registers the provider on first use). */
export function allowSchemaRoot(root: string): void {
  roots.add(resolve(root));
  register();
}

/**
 * Lets libxml2 read these files (absolute paths: what a schema imports or includes, from
 * ../schema-closure.ts), wherever they lie.
 */
export function allowSchemaFiles(paths: Iterable<string>): void {
  for (const path of paths) files.add(resolve(path));
  register();
}

/**
 * Runs `compile` (a synchronous schema compile) with libxml2 allowed to read `sources` for the
 * remote schemaLocations they name; afterwards those locations are refused again.
 */
export function withRemoteSources<T>(sources: ReadonlyMap<string, string | BuiltinSchema>, compile: () => T): T {
  if (sources.size === 0) return compile();
  register();
  const before = remote;
  remote = sources;
  try {
    return compile();
  } finally {
    remote = before;
  }
}

function openRemote(source: string | BuiltinSchema): number | undefined {
  if (typeof source !== 'string') {
    const handle = nextText++;
    texts.set(handle, { bytes: new TextEncoder().encode(source.text), at: 0 });
    return handle;
  }
  return openSchemaFile(source);
}

/**
 * A file descriptor libxml2 may read to its end: a regular file within the size limit, opened
 * without blocking on a FIFO. /dev/zero never ends and a FIFO never opens (review r14 hostile H1,
 * L2); libxml2 then reports the schema it cannot load.
 */
function openSchemaFile(path: string): number | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    if (isReadableSchemaFile(fd)) return fd;
  } catch {
    // not there or refused
  }
  if (fd !== undefined) closeSync(fd);
  return undefined;
}

function register(): void {
  if (registered) return;
  registered = true;
  xmlRegisterInputProvider({
    match(name) {
      if (allowed(name) || remote.has(name)) return true;
      refused.push(name);
      return false;
    },
    open(name) {
      const source = remote.get(name);
      if (source !== undefined) return openRemote(source);
      const path = toPath(name);
      if (!path || !allowed(name)) return undefined;
      return openSchemaFile(path);
    },
    read(fd, buffer) {
      const text = texts.get(fd);
      if (text) {
        const chunk = text.bytes.subarray(text.at, text.at + buffer.byteLength);
        buffer.set(chunk);
        text.at += chunk.byteLength;
        return chunk.byteLength;
      }
      try {
        return readSync(fd, buffer, 0, buffer.byteLength, null);
      } catch {
        return -1;
      }
    },
    close(fd) {
      if (texts.delete(fd)) return true;
      try {
        closeSync(fd);
      } catch {
        // already closed: nothing to release
      }
      return true;
    },
  });
}

/** Names libxml2 asked for and was refused, in order (tests assert hostile input adds none). */
export function refusedLoads(): readonly string[] {
  return refused;
}
