/**
 * `--` ends the options, as in every Unix tool: what follows is operands, even a name that
 * starts with `-` (`fleetcase validate -- -draft.xml`). yargs leaves the words after `--` out of
 * a command's positionals (`validate -- a.xml` checked no file, `migrate --to 0.3-beta -- a.xml`
 * said "Not enough non-option arguments"), so main.ts passes them on as ordinary words, each
 * marked with a NUL (no file name holds one) that keeps yargs from reading `-draft.xml` as an
 * option, and takes the mark off once yargs has placed them.
 */

/** The mark of an operand that came after `--`. */
const MARK = '\u0000';

/**
 * `argv` without its first `--`, the words after it marked as operands.
 * @example markOperands(['validate', '--', '-a.xml']) // ['validate', '\u0000-a.xml']
 */
export function markOperands(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  if (end === -1) return [...argv];
  return [...argv.slice(0, end), ...argv.slice(end + 1).map((word) => MARK + word)];
}

/** A parsed value with the operand marks taken off (strings, and strings in arrays). */
function unmarked(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(MARK) ? value.slice(MARK.length) : value;
  return Array.isArray(value) ? value.map(unmarked) : value;
}

/** Takes the marks off every parsed argument (a yargs middleware, run before yargs' checks). */
export function unmarkOperands(argv: Record<string, unknown>): void {
  for (const key of Object.keys(argv)) argv[key] = unmarked(argv[key]);
}

/** A message that may quote a marked operand ("Unknown argument: …"), with the marks taken off. */
export function withoutMarks(message: string): string {
  return message.split(MARK).join('');
}
