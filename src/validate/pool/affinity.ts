/**
 * Which thread (a worker, or the reading thread itself) validates which file. Every thread compiles each schema it meets, so spreading
 * the files of one schema over all threads multiplies compile time (a corpus of 80 schemas pays
 * ~0.35 s per thread). Files are grouped by their root namespace, sniffed from the first bytes
 * (./sniff.ts: a routing hint only, a wrong guess costs a compile, never a wrong result), and a
 * group stays on one thread unless that would leave another short of work.
 */

/** A worker as the router sees it. */
export interface RoutedWorker {
  /** True while its backlog has room for one more file. */
  canTake(): boolean;
  /** True when it is short of work (its backlog is nearly empty). */
  starving(): boolean;
  /** Files handed to it and not answered yet. */
  load(): number;
}

/**
 * Routes files by root namespace between threads, keeping each namespace on one thread where
 * the load allows, so that a schema is compiled by as few threads as possible. A new namespace
 * goes to the least loaded thread with room; a namespace stays with its thread while that one
 * has room, unless another thread is short of work and it is not (then it moves, and the schema
 * is compiled there too). The load balances itself on the workers' actual speed, whatever it is
 * (start-up, schemas to compile, a busy machine).
 */
export class NamespaceRouter {
  private readonly owners = new Map<string, number>();

  constructor(private readonly workers: readonly RoutedWorker[]) {}

  /** True when some worker can take a file now. */
  canTake(): boolean {
    return this.workers.some((worker) => worker.canTake());
  }

  /** The worker (its position) for the next file of namespace `key`; undefined when none has room. */
  route(key: string): number | undefined {
    const owner = this.owners.get(key);
    if (owner !== undefined) {
      const worker = this.workers[owner]!;
      const others = this.workers.some((other) => other !== worker && other.starving());
      if (worker.canTake() && (worker.starving() || !others)) return owner;
    }
    let chosen: number | undefined;
    this.workers.forEach((worker, position) => {
      if (worker.canTake() && (chosen === undefined || worker.load() < this.workers[chosen]!.load())) chosen = position;
    });
    if (chosen !== undefined) this.owners.set(key, chosen);
    return chosen;
  }
}
