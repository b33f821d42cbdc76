/**
 * Worker threads started before a run knows it needs them. A worker takes a few hundred
 * milliseconds to start (Node's own start-up, loading the validator, compiling libxml2's
 * WebAssembly) and that is most of a short run, so the CLI starts its workers first thing,
 * before yargs parses the command line (`prestartWorkers`), and the run takes them
 * (`takeWorkers`) once it knows its files. Started workers are unreferenced until a run sets
 * them up: a spare never keeps the process alive, and `stopSpareWorkers` ends the rest.
 */
import { WorkerLane } from './lane.js';

const spare: WorkerLane[] = [];
/** True from a prestart (even of none) until a run takes its workers: the count was decided from the command line. */
let prestarted = false;

/** Starts worker threads until `count` are waiting to be taken (0: the run will likely need none). */
export function prestartWorkers(count: number): void {
  prestarted = true;
  while (spare.length < count) spare.push(new WorkerLane());
}

/**
 * Up to `count` workers for a run about to expand its inputs: the prestarted ones where a
 * prestart decided how many (none for a few named files: starting one for nothing costs ~0.1 s
 * of CPU and holds the exit ~50 ms while it stops), else `count` new ones.
 */
export function takeEarlyWorkers(count: number): WorkerLane[] {
  if (!prestarted) return takeWorkers(count);
  prestarted = false;
  return spare.splice(0, count);
}

/** `count` started workers: the prestarted ones first, then new ones. */
export function takeWorkers(count: number): WorkerLane[] {
  const taken = spare.splice(0, count);
  while (taken.length < count) taken.push(new WorkerLane());
  return taken;
}

/** Stops the prestarted workers nobody took. */
export async function stopSpareWorkers(): Promise<void> {
  await Promise.all(spare.splice(0).map((lane) => lane.stop()));
}
