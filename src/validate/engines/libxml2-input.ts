/**
 * The only file access libxml2-wasm gets: an input provider that serves `.xsd` files under the
 * schema roots the engine was given, and the files those schemas import or include wherever they
 * lie (`allowSchemaFiles`: the same files the schema loader reads, ../schema-closure.ts), and
 * refuses everything else (so neither a schema nor a document can make it read `/etc/passwd` or
 * reach a URL: the wasm build has no network client and this provider never matches `http:`).
 * Refused names are recorded for tests.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { xmlRegisterInputProvider } from 'libxml2-wasm';

const roots = new Set<string>();
/** Files outside the roots that a schema below them imports or includes (absolute paths). */
const files = new Set<string>();
const refused: string[] = [];
let registered = false;

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

function register(): void {
  if (registered) return;
  registered = true;
  xmlRegisterInputProvider({
    match(name) {
      if (allowed(name)) return true;
      refused.push(name);
      return false;
    },
    open(name) {
      const path = toPath(name);
      if (!path || !allowed(name)) return undefined;
      try {
        return openSync(path, 'r');
      } catch {
        return undefined;
      }
    },
    read(fd, buffer) {
      try {
        return readSync(fd, buffer, 0, buffer.byteLength, null);
      } catch {
        return -1;
      }
    },
    close(fd) {
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
