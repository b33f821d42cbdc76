/**
 * Which worker validates which file. Every worker compiles each schema it meets, so spreading
 * the files of one schema over all workers multiplies compile time (a corpus of 80 schemas pays
 * ~0.35 s per worker). Files are grouped by their root namespace, sniffed from the first bytes
 * (a routing hint only: a wrong guess costs a compile, never a wrong result), and a group stays
 * on the workers that have it unless that would unbalance the load by more than `slack` files.
 */
import { closeSync, openSync, readSync } from 'node:fs';

const HEAD = 2048;

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
  // The first start tag after the prolog (declaration, comments, processing instructions).
  const tag = /<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)([^>]*)>/.exec(text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''));
  if (!tag) return '';
  const prefix = tag[1]!.includes(':') ? tag[1]!.split(':')[0] : '';
  const declaration = new RegExp(`\\bxmlns${prefix ? `:${prefix}` : ''}\\s*=\\s*["']([^"']*)["']`).exec(tag[2]!);
  return declaration?.[1] ?? '';
}

/**
 * Assigns each file (by its key) to one of `workers`, keeping a key on the workers that already
 * have it while their load stays within `slack` files of the least loaded worker.
 * @returns the worker index of each file, in input order.
 */
export function assignWorkers(keys: readonly string[], workers: number, slack = 32): number[] {
  const load = new Array<number>(workers).fill(0);
  const holders = new Map<string, number[]>();
  return keys.map((key) => {
    const least = load.indexOf(Math.min(...load));
    const have = holders.get(key) ?? [];
    let chosen = have.reduce<number | undefined>((best, worker) => (best === undefined || load[worker]! < load[best]! ? worker : best), undefined);
    if (chosen === undefined || load[chosen]! - load[least]! > slack) {
      chosen = least;
      if (!have.includes(least)) holders.set(key, [...have, least]);
    }
    load[chosen]!++;
    return chosen;
  });
}
