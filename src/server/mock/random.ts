/**
 * A small seeded pseudo-random generator (mulberry32) for the mock's seed data: the same seed
 * gives the same assets, cases and amounts on every start, so tests and demos can rely on them.
 */

/** A deterministic source of random choices. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A money amount in [min, max] with two fraction digits. */
  money(min: number, max: number): string {
    const cents = this.int(Math.round(min * 100), Math.round(max * 100));
    return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  }

  /** `count` characters of `alphabet`. */
  chars(alphabet: string, count: number): string {
    let text = '';
    for (let index = 0; index < count; index++) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }

  /** A version-4-shaped UUID (deterministic, not cryptographic). */
  uuid(): string {
    const hex = this.chars('0123456789abcdef', 32).split('');
    hex[12] = '4';
    hex[16] = '89ab'[this.int(0, 3)]!;
    const text = hex.join('');
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
  }
}

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * A 17-character VIN with a correct check digit (position 9, ISO 3779 / 49 CFR 565): world
 * manufacturer `wmi`, model year code `year`, then random characters (no I, O or Q).
 */
export function vin(random: SeededRandom, wmi: string, year: string): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const chars = `${wmi}${random.chars(alphabet, 5)}0${year}${random.chars(alphabet, 1)}${random.chars('0123456789', 6)}`.split('');
  const sum = chars.reduce((total, char, index) => total + (/\d/.test(char) ? Number(char) : VIN_VALUES[char]!) * VIN_WEIGHTS[index]!, 0);
  const check = sum % 11;
  chars[8] = check === 10 ? 'X' : String(check);
  return chars.join('');
}
