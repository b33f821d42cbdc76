/**
 * Workers started before a run knows its files (src/validate/pool/reserve.ts): the CLI decides
 * how many from its command line, and the run takes exactly those. A run of a few named files
 * gets none; starting one anyway cost ~0.1 s of CPU and held the exit ~50 ms while it stopped.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { WorkerLane } from '../../src/validate/pool/lane.js';
import { prestartWorkers, stopSpareWorkers, takeEarlyWorkers } from '../../src/validate/pool/reserve.js';

const taken: WorkerLane[] = [];
const take = (count: number): WorkerLane[] => {
  const lanes = takeEarlyWorkers(count);
  taken.push(...lanes);
  return lanes;
};

afterEach(async () => {
  await Promise.all([...taken.splice(0).map((lane) => lane.stop()), stopSpareWorkers()]);
});

describe('takeEarlyWorkers', () => {
  test('after a prestart of none (a few named files), the run starts none', () => {
    prestartWorkers(0);
    expect(take(1)).toEqual([]);
  });

  test('after a prestart, the run takes the prestarted workers themselves', () => {
    prestartWorkers(1);
    const [first] = take(3);
    expect(taken).toHaveLength(1);
    expect(first).toBeDefined();
  });

  test('the decision is used once: the next run without a prestart starts what it asks for', () => {
    prestartWorkers(0);
    expect(take(1)).toEqual([]);
    expect(take(1)).toHaveLength(1);
  });
});
