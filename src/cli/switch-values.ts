/**
 * A switch (a boolean option: `--dry-run`, `--check`, `--fill-nil`, `--no-rules`…) given a value
 * other than `true` or `false` is a usage error naming the switch and the value, for every
 * command at once (main.ts wraps each command's builder). Left to yargs, `--dry-run=yes`,
 * `--dry-run=1` and `--check=TRUE` all read as false, so the very switches that prevent writes
 * silently wrote (review r14 hostile M1); `--no-rules=maybe` was "Unknown arguments: no-rules,
 * noRules". `--dry-run`, `--dry-run=true`, `--dry-run=false` and `--no-rules` keep working.
 */
import type { Argv, CommandModule } from 'yargs';
import { FleetcaseError } from '../errors.js';

/** Switches every command has, which yargs answers before any check runs. */
const BUILT_IN = new Set(['help', 'version']);

/** `dry-run` -> `dryRun`: yargs accepts both spellings of an option. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The switches of a built yargs instance, each under every spelling yargs accepts. */
export function switchNames(yargs: Argv): Map<string, string> {
  const options = (yargs as unknown as { getOptions(): { boolean: string[]; alias: Record<string, string[]> } }).getOptions();
  const names = new Map<string, string>();
  for (const key of options.boolean) {
    if (BUILT_IN.has(key)) continue;
    for (const name of [key, ...(options.alias[key] ?? [])]) {
      names.set(name, key);
      names.set(camelCase(name), key);
    }
  }
  return names;
}

/** Every option name of a built yargs instance (its own and the command's), under every spelling yargs accepts. */
export function optionNames(yargs: Argv): Set<string> {
  const options = (yargs as unknown as { getOptions(): { key: Record<string, unknown>; alias: Record<string, string[]> } }).getOptions();
  const names = new Set<string>();
  for (const key of Object.keys(options.key)) {
    for (const name of [key, ...(options.alias[key] ?? [])]) names.add(name).add(camelCase(name));
  }
  return names;
}

/**
 * The usage error for the first switch in `args` given a value it cannot take, if any: a value
 * other than true/false after `--switch=`, any value after `--no-switch=` (options after `--` are
 * not read).
 * @example switchValueProblem(['migrate', 'a.xml', '--dry-run=yes'], new Map([['dry-run', 'dry-run']]))
 * // "--dry-run takes no value (or true/false), got 'yes'"
 */
export function switchValueProblem(args: readonly string[], names: ReadonlyMap<string, string>): string | undefined {
  const end = args.indexOf('--');
  for (const arg of args.slice(0, end === -1 ? undefined : end)) {
    const match = /^--([^=]+)=(.*)$/s.exec(arg);
    if (!match) continue;
    const [, name, value] = match as unknown as [string, string, string];
    if (names.has(name)) {
      if (value !== 'true' && value !== 'false') return `--${name} takes no value (or true/false), got '${value}'`;
    } else if (/^no-?[A-Za-z]/.test(name) && names.has(negated(name))) {
      return `--${name} takes no value, got '${value}'`;
    }
  }
  return undefined;
}

/** `no-rules` or `noRules` -> `rules`. */
function negated(name: string): string {
  const rest = name.startsWith('no-') ? name.slice(3) : name.slice(2);
  return name.startsWith('no-') ? rest : rest.charAt(0).toLowerCase() + rest.slice(1);
}

/** `module` whose builder also refuses a switch given a value other than true/false in `args` (the raw argv). */
export function refuseSwitchValues<T, U>(module: CommandModule<T, U>, args: readonly string[]): CommandModule<T, U> {
  const { builder } = module;
  return {
    ...module,
    builder: (yargs: Argv<T>) => {
      const built = (typeof builder === 'function' ? builder(yargs) : yargs.options(builder ?? {})) as Argv<U>;
      const problem = switchValueProblem(args, switchNames(built));
      // Before yargs' own checks, so that `--no-rules=maybe` names the value, not unknown arguments.
      return built.middleware(() => {
        if (problem !== undefined) throw new FleetcaseError('CliUsage', { detail: problem });
      }, true);
    },
  } as CommandModule<T, U>;
}
