/**
 * Which thread validates which file. Every thread compiles each schema it meets, so spreading
 * the files of one schema over all threads multiplies compile time (a corpus of 80 schemas pays
 * ~0.35 s per thread). Files are grouped by their root namespace, sniffed from the first bytes
 * (a routing hint only: a wrong guess costs a compile, never a wrong result), and a group stays
 * on one thread unless that would leave another short of work.
 */
import { closeSync, openSync, readSync } from 'node:fs';

const HEAD = 2048;

/** The namespace of the document element in the head of a document's text ('' when unsure). */
export function rootNamespaceOf(head: string): string {
  // The first start tag after the prolog (declaration, comments, processing instructions).
  const tag = /<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)([^>]*)>/.exec(head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''));
  if (!tag) return '';
  const prefix = tag[1]!.includes(':') ? tag[1]!.split(':')[0] : '';
  const declaration = new RegExp(`\\bxmlns${prefix ? `:${prefix}` : ''}\\s*=\\s*["']([^"']*)["']`).exec(tag[2]!);
  return declaration?.[1] ?? '';
}

const decoder = new TextDecoder('utf-8');

/** The root namespace of a document already in memory (its first 2 KiB are looked at). */
export function sniffNamespaceOf(bytes: Uint8Array): string {
  return rootNamespaceOf(decoder.decode(bytes.subarray(0, HEAD)));
}

/** The namespace of the document element, guessed from the head of the file ('' when unsure). */
export function sniffRootNamespace(path: string): string {
  let text: string;
  try {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(HEAD);
      text = buffer.toString('utf8', 0, readSync(fd, buffer, 0, HEAD, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
  return rootNamespaceOf(text);
}

/** A worker as the router sees it. */
export interface RoutedWorker {
  /** True while its backlog has room for one more file. */
  canTake(): boolean;
  /** True when it is short of work (its backlog is nearly empty). */
  starving(): boolean;
}

/**
 * Routes files by root namespace between the main thread (thread 0) and workers (thread n is
 * `workers[n - 1]`), keeping each namespace on one thread where the load allows, so that a
 * schema is compiled by as few threads as possible. Workers are fed first: a namespace moves to
 * a worker that is short of work, and stays there while its backlog has room; the main thread
 * validates the rest (it also reads every file, so it has the least time to spare). The load
 * balances itself on the workers' actual speed, whatever it is (start-up, a busy machine).
 */
export class NamespaceRouter {
  private readonly owners = new Map<string, number>();

  constructor(private readonly workers: readonly RoutedWorker[]) {}

  /** The thread for the next file of namespace `key`. */
  route(key: string): number {
    const owner = this.owners.get(key);
    if (owner !== undefined && owner > 0 && this.workers[owner - 1]!.canTake()) return owner;
    const hungry = this.workers.findIndex((worker) => worker.starving());
    if (hungry !== -1) {
      this.owners.set(key, hungry + 1);
      return hungry + 1;
    }
    // The owner's backlog is full (the file overflows here, the namespace stays), or nobody is
    // short of work and the namespace is new (the main thread takes it).
    if (owner === undefined) this.owners.set(key, 0);
    return 0;
  }
}
