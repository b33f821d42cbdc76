/**
 * A small seeded pseudo-random generator (mulberry32) so the corpus is the same bytes on every
 * machine and run: same seed and generator version, same documents.
 */

/** Draws from one seeded sequence. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [low, high] (both included). */
  int(low: number, high: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A string of `length` decimal digits; the first is not 0 when `length > 1`. */
  digits(length: number): string;
}

/** Mixes two 32-bit values into a seed (document i of a corpus gets `seedOf(corpusSeed, i)`). */
export function seedOf(a: number, b: number): number {
  let hash = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A generator seeded with a 32-bit value. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number): number => low + Math.floor(next() * (high - low + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    digits(length) {
      let text = length > 1 ? String(int(1, 9)) : String(int(0, 9));
      while (text.length < length) text += String(int(0, 9));
      return text;
    },
  };
}
