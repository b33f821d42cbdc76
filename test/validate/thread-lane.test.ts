/**
 * This thread's share of a pooled run (src/validate/pool/thread-lane.ts): it validates one batch
 * per call, in the order the files were handed over, reports each result at the file's input
 * position, hands unsent batches to another lane with its counts kept right, and turns a
 * validator that throws into a failure of the run (not a lost batch).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { FileResult } from '../../src/validate/issue.js';
import { BATCH_SIZE } from '../../src/validate/pool/batch-queue.js';
import type { LaneEvents } from '../../src/validate/pool/lane-types.js';
import { ThreadLane } from '../../src/validate/pool/thread-lane.js';
import { createValidator, type Validator } from '../../src/validate/validator.js';
import { repoRoot } from './helpers.js';

const validDir = join(repoRoot, 'test/fixtures/0.1/valid');
const files = readdirSync(validDir).sort().slice(0, BATCH_SIZE + 5);
const validator = createValidator();
afterAll(() => validator.close());

/** Events that record what the lane reports. */
function recorder(): LaneEvents & { seen: Map<number, FileResult>; failures: Error[] } {
  const seen = new Map<number, FileResult>();
  const failures: Error[] = [];
  return { seen, failures, results: (indexes, results) => results.forEach((result, at) => seen.set(indexes[at]!, result)), failure: (error) => failures.push(error), changed: () => undefined };
}

function handOver(lane: ThreadLane, names: readonly string[], from = 100): void {
  names.forEach((name, at) => lane.add(from + at, { path: join(validDir, name), display: name }, new Uint8Array(readFileSync(join(validDir, name)))));
}

describe('ThreadLane', () => {
  test('validates a full batch per call, then the partial one, each result at its input position', () => {
    const lane = new ThreadLane(validator);
    const events = recorder();
    lane.start({}, events);
    handOver(lane, files);
    expect(lane.load()).toBe(files.length);
    expect(lane.workHere()).toBe(true);
    expect(events.seen.size).toBe(BATCH_SIZE);
    expect(lane.workHere()).toBe(true);
    expect(lane.workHere()).toBe(false);
    expect(lane.load()).toBe(0);
    expect([...events.seen.keys()].sort((a, b) => a - b)).toStrictEqual(files.map((_, at) => 100 + at));
    files.forEach((name, at) => expect({ file: events.seen.get(100 + at)!.file, valid: events.seen.get(100 + at)!.valid }).toStrictEqual({ file: name, valid: true }));
  });

  test('does nothing before it is started', () => {
    const lane = new ThreadLane(validator);
    handOver(lane, files.slice(0, 2));
    expect(lane.isReady()).toBe(false);
    expect(lane.workHere()).toBe(false);
  });

  test('a batch taken back no longer counts, and is validated by the lane it is given to', () => {
    const [first, second] = [new ThreadLane(validator), new ThreadLane(validator)];
    const events = recorder();
    first.start({}, events);
    second.start({}, events);
    handOver(first, files.slice(0, BATCH_SIZE));
    const batch = first.takeBack('first')!;
    expect(first.load()).toBe(0);
    second.give(batch);
    expect(second.load()).toBe(BATCH_SIZE);
    expect(first.workHere()).toBe(false);
    expect(second.workHere()).toBe(true);
    expect(events.seen.size).toBe(BATCH_SIZE);
  });

  test('a validator that throws fails the run', () => {
    const broken = { validate: () => { throw new Error('engine broke'); } } as unknown as Validator;
    const lane = new ThreadLane(broken);
    const events = recorder();
    lane.start({}, events);
    handOver(lane, files.slice(0, 1));
    expect(lane.workHere()).toBe(true);
    expect(events.failures.map((error) => error.message)).toStrictEqual(['engine broke']);
  });
});
