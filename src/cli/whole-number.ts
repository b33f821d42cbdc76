/**
 * Whole-number options (`--jobs`, `--port`, `--seed`) checked while parsing, naming the flag and
 * the text given: "--jobs must be a whole number ≥ 1, got 'abc'" (a yargs `number` option turns
 * `abc` into NaN, and the message could only say "got NaN").
 */

/** The range a whole-number option accepts. */
export interface WholeNumberRange {
  min: number;
  max?: number;
}

function rangeText({ min, max }: WholeNumberRange): string {
  return max === undefined ? `≥ ${min}` : `from ${min} to ${max}`;
}

/**
 * A yargs `coerce` for `--flag N` (declare the option without `type`, so the text given reaches
 * it); throws the usage message for anything else.
 * @example .option('jobs', { coerce: wholeNumber('jobs', { min: 1 }) })
 */
export function wholeNumber(flag: string, range: WholeNumberRange): (value: unknown) => number {
  return (value) => {
    if (Array.isArray(value)) throw new Error(`--${flag} is given more than once`);
    const text = String(value).trim();
    // `--jobs=` is a missing value, as require-values.ts says of the other options.
    if (text === '') throw new Error(`--${flag} needs a value`);
    const number = /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < range.min || (range.max !== undefined && number > range.max)) {
      throw new Error(`--${flag} must be a whole number ${rangeText(range)}, got '${String(value)}'`);
    }
    return number;
  };
}
