/**
 * The command line as a whole, before yargs reads it: `fleetcase help <command>` is
 * `fleetcase <command> --help`; an option before the command (`fleetcase --verbose validate`),
 * an unknown command and `-` (standard input, which no command reads) are usage errors naming
 * what is wrong. Left to yargs, `--verbose validate` reads as `--verbose=validate` and ends in
 * "no command given", and a lone `-` is silently dropped.
 */

/** The argv to parse, or the usage error to print instead (and the command it concerns, if known). */
export type Preflight = { argv: string[] } | { usage: string; command?: string };

/** Options that may come before (or instead of) a command. */
const GLOBAL_FLAGS = new Set(['--help', '-h', '--version']);

/** Edit distance, for "did you mean …?" on a mistyped command. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function unknownCommand(name: string, commands: readonly string[]): string {
  const closest = commands
    .map((command) => ({ command, cost: distance(name, command) }))
    // An empty word is like every command and close to none (it suggested 'diff': review r29 recheck L5).
    .filter(({ command, cost }) => name.trim() !== '' && (cost <= 2 || command.startsWith(name)))
    .sort((a, b) => a.cost - b.cost)[0];
  const hint = closest ? `; did you mean '${closest.command}'?` : '';
  return `unknown command '${name}'${hint} (commands: ${commands.join(', ')})`;
}

const HELP_FLAGS: ReadonlySet<string> = new Set(['--help', '-h']);

/**
 * Checks and normalizes `argv` against the command names.
 * @example preflight(['help', 'validate'], ['validate']) // { argv: ['validate', '--help'] }
 */
export function preflight(argv: readonly string[], commands: readonly string[]): Preflight {
  let args = [...argv];
  if (args[0] === 'help') {
    const named = args[1];
    // `help`, `help help`, `help --help`: the list of commands.
    if (named === undefined || named === 'help' || HELP_FLAGS.has(named)) return { argv: ['--help'] };
    if (!commands.includes(named)) return { usage: unknownCommand(named, commands) };
    args = [named, '--help'];
  }
  // `--help validate` asks for the command's help as `validate --help` does (yargs showed the
  // list without the command's options; review r22 docs M3).
  if (HELP_FLAGS.has(args[0] ?? '') && args[1] !== undefined && !args[1].startsWith('-')) {
    // `--help nosuch` is the mistake `help nosuch` is (review r23 recheck L1: the list, exit 0).
    if (!commands.includes(args[1])) return { usage: unknownCommand(args[1], commands) };
    args = [args[1], '--help'];
  }
  const first = args[0];
  if (first === undefined) return { argv: args };
  if (first.startsWith('-') && !GLOBAL_FLAGS.has(first)) {
    const version = first === '-v' || first === '-V' ? '; --version prints the version' : '';
    return { usage: `unknown option '${first}' before the command: options go after it (fleetcase <command> --help lists them)${version}` };
  }
  if (!first.startsWith('-') && !commands.includes(first)) return { usage: unknownCommand(first, commands) };
  const end = args.indexOf('--');
  if (args.slice(0, end === -1 ? undefined : end).includes('-')) {
    return { usage: "'-' (standard input) is not read: give files, folders or globs (save piped input to a file first)", ...(commands.includes(first) ? { command: first } : {}) };
  }
  return { argv: args };
}
