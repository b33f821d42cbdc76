/**
 * Which thread validates which file. Every thread compiles each schema it meets, so spreading
 * the files of one schema over all threads multiplies compile time (a corpus of 80 schemas pays
 * ~0.35 s per thread). Files are grouped by their root namespace, sniffed from the first bytes
 * (a routing hint only: a wrong guess costs a compile, never a wrong result), and a group stays
 * on the threads that have it unless that would unbalance the load by more than `slack` files.
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

/**
 * Assigns files to threads one at a time, by key (the root namespace), keeping the load within
 * `slack` files of the least loaded thread that can take work now. Two policies:
 * - `share` (a pool that starts together): a key stays on the threads that have it; when they
 *   are too busy the least loaded thread takes the file and has the key too;
 * - `move` (threads that join late, and in-flight limits): a key has one owner; when the owner
 *   is too busy the key moves to the least loaded thread, so each key is compiled by as few
 *   threads as balance needs, whoever saw it first.
 */
export class AffinityRouter {
  private readonly load: number[];
  private readonly holders = new Map<string, number[]>();

  constructor(
    threads: number,
    private readonly slack = 32,
    private readonly policy: 'share' | 'move' = 'share',
  ) {
    this.load = new Array<number>(threads).fill(0);
  }

  /** The thread for the next file of `key`; `available` says which threads may take it (thread 0 must). */
  assign(key: string, available: (thread: number) => boolean = () => true): number {
    const load = this.load;
    let least = -1;
    for (let thread = 0; thread < load.length; thread++) {
      if (available(thread) && (least === -1 || load[thread]! < load[least]!)) least = thread;
    }
    const have = this.holders.get(key) ?? [];
    let chosen: number | undefined;
    if (this.policy === 'move') {
      const owner = have[0];
      if (owner === undefined) this.holders.set(key, [(chosen = least)]);
      // An owner that cannot take work now keeps the key: the file overflows to the least loaded.
      else if (!available(owner)) chosen = least;
      else if (load[owner]! - load[least]! > this.slack) this.holders.set(key, [(chosen = least)]);
      else chosen = owner;
    } else {
      for (const thread of have) if (available(thread) && (chosen === undefined || load[thread]! < load[chosen]!)) chosen = thread;
      if (chosen === undefined || load[chosen]! - load[least]! > this.slack) {
        chosen = least;
        if (!have.includes(least)) this.holders.set(key, [...have, least]);
      }
    }
    load[chosen]!++;
    return chosen;
  }

  /** Starts counting the load afresh (a thread joined: balance what is left, not what is done). */
  resetLoad(): void {
    this.load.fill(0);
  }
}

/**
 * Assigns each file (by its key) to one of `workers`, keeping a key on the workers that already
 * have it while their load stays within `slack` files of the least loaded worker.
 * @returns the worker index of each file, in input order.
 */
export function assignWorkers(keys: readonly string[], workers: number, slack = 32): number[] {
  const router = new AffinityRouter(workers, slack);
  return keys.map((key) => router.assign(key));
}
