/**
 * Medians, rates and the number formats of the results table, plus the round loop that runs
 * contenders interleaved (A, B, A, B…) so that a burst of load from another process on this
 * shared machine hits both sides alike.
 */

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Seconds since `started` (a `process.hrtime.bigint()` reading). */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** A contender timing synchronous work. */
export function timedSync(work: () => unknown): Contender {
  return () => {
    const started = process.hrtime.bigint();
    work();
    return secondsSince(started);
  };
}

/** A contender timing asynchronous work. */
export function timedAsync(work: () => Promise<unknown>): Contender {
  return async () => {
    const started = process.hrtime.bigint();
    await work();
    return secondsSince(started);
  };
}

/** A contender of a round: returns its own wall time in seconds (so it can leave set-up out). */
export type Contender = () => Promise<number> | number;

/** Runs every contender once per round, interleaved; returns the seconds of each, per round. */
export async function interleaved<K extends string>(rounds: number, contenders: Record<K, Contender>): Promise<Record<K, number[]>> {
  const names = Object.keys(contenders) as K[];
  const seconds = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < rounds; round++) {
    for (const name of names) seconds[name].push(await contenders[name]());
  }
  return seconds;
}

/** A contender of `chunked`: works through items `from` to `to` (exclusive); returns how many passed. */
export type ChunkContender = (from: number, to: number) => number;

/**
 * Runs every contender over `items` items per round, cut into chunks of `chunk`: each chunk goes
 * to every contender in turn, the order rotating from chunk to chunk, so that a slow spell of
 * the shared machine (they last seconds) falls on all contenders alike rather than on whichever
 * whole pass it hit. Returns per contender the seconds of each round and the items that passed
 * in the last round.
 */
export function chunked<K extends string>(rounds: number, items: number, chunk: number, contenders: Record<K, ChunkContender>): { seconds: Record<K, number[]>; passed: Record<K, number> } {
  const names = Object.keys(contenders) as K[];
  const seconds = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  const passed = Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  const order = [...names];
  for (let round = 0; round < rounds; round++) {
    const spent = Object.fromEntries(names.map((name) => [name, 0n])) as Record<K, bigint>;
    for (const name of names) passed[name] = 0;
    for (let from = 0; from < items; from += chunk) {
      const to = Math.min(items, from + chunk);
      order.push(order.shift()!);
      for (const name of order) {
        const started = process.hrtime.bigint();
        passed[name] += contenders[name](from, to);
        spent[name] += process.hrtime.bigint() - started;
      }
    }
    for (const name of names) seconds[name].push(Number(spent[name]) / 1e9);
  }
  return { seconds, passed };
}

/** Thousands separators, no fraction: `12,345`. */
export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** A rate with 3 significant figures below 100 and none above: `9,120`, `46.1`, `0.873`. */
export function figure(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return count(value);
  return value.toPrecision(3);
}

/** Documents and bytes per second: `9,120 docs/s · 47.3 MB/s` (MB = 10^6 bytes). */
export function throughput(documents: number, bytes: number, seconds: number): string {
  return `${figure(documents / seconds)} docs/s · ${figure(bytes / 1e6 / seconds)} MB/s`;
}

/** One large document: `41.3 MB/s (484 ms)`. */
export function bandwidth(bytes: number, seconds: number): string {
  return `${figure(bytes / 1e6 / seconds)} MB/s (${duration(seconds)})`;
}

/** `1.23 s` or `456 ms`. */
export function duration(seconds: number): string {
  return seconds >= 1 ? `${seconds.toFixed(2)} s` : `${figure(seconds * 1000)} ms`;
}

/** Bytes as MB (10^6) with 3 significant figures. */
export function megabytes(bytes: number): string {
  return `${figure(bytes / 1e6)} MB`;
}

/** The ratio column: `2.31x`. */
export function ratioText(ratio: number): string {
  if (!Number.isFinite(ratio)) return String(ratio);
  return `${ratio >= 100 ? count(ratio) : ratio.toPrecision(3)}x`;
}
