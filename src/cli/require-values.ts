/**
 * Every option that takes a value gets one, for every command at once (main.ts wraps each
 * command's builder): `validate --format` at the end of the line, `--out --check`, `--out=` and
 * `--out ''` are usage errors ("--out needs a value"). Left to yargs, a bare `--format` is quietly
 * ignored, and a bare `--out` or `--config` reads as "" (the current folder: `migrate --out` would
 * write over its inputs). An option that takes one value, given twice, is a usage error too
 * ("--out is given more than once"): yargs makes a list of the two, which `generate` wrote to as a
 * folder named `a,b`, `--ns-root` joined into one namespace, and others failed on with a stack
 * trace (review r20 contract H1, M2). Options declared `array` (`generate --generation`) repeat.
 */
import type { Argv, CommandModule } from 'yargs';
import { FleetcaseError } from '../errors.js';

/** yargs' message for a flag at the end of the line or before another flag, in the CLI's words. */
export const NEEDS_A_VALUE = { 'Not enough arguments following: %s': '--%s needs a value' };

/** The positional names of a command string: `validate [files..]` -> files. */
export function positionalNames(command: string | readonly string[] | undefined): Set<string> {
  const text = Array.isArray(command) ? command.join(' ') : String(command ?? '');
  return new Set([...text.matchAll(/[<[]([\w-]+)(?:\.\.)?[>\]]/g)].map((match) => match[1]!));
}

/** What yargs' (untyped) `getOptions()` holds that this module reads. */
interface DeclaredOptions {
  key: Record<string, unknown>;
  boolean: string[];
  count: string[];
  array: string[];
}

/** The options of a built yargs instance that take a value: all but booleans, counts and positionals. */
export function valueOptions(yargs: Argv, positionals: ReadonlySet<string>): string[] {
  const options = (yargs as unknown as { getOptions(): DeclaredOptions }).getOptions();
  const flags = new Set([...options.boolean, ...options.count]);
  return Object.keys(options.key).filter((key) => !flags.has(key) && !positionals.has(key));
}

/** The value options of `keys` that take a single value (not declared `array`). */
export function singleValueOptions(yargs: Argv, keys: readonly string[]): string[] {
  const lists = new Set((yargs as unknown as { getOptions(): DeclaredOptions }).getOptions().array);
  return keys.filter((key) => !lists.has(key));
}

/** Refuses a single-value option given more than once (yargs gathers the values in a list). */
function refuseRepeats(argv: Record<string, unknown>, keys: readonly string[]): void {
  const repeated = keys.find((key) => Array.isArray(argv[key]));
  if (repeated !== undefined) throw new FleetcaseError('CliUsage', { detail: `--${repeated} is given more than once` });
}

/** Refuses a value option given as an empty string (`--out=`, `--out ''`), as a bare one is. */
function refuseEmptyValues(argv: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of keys) {
    const value = argv[key];
    if ((Array.isArray(value) ? value : [value]).some((item) => item === '')) {
      throw new FleetcaseError('CliUsage', { detail: `--${key} needs a value` });
    }
  }
}

/** `module` whose builder also requires a value after each of its value options. */
export function requireValues<T, U>(module: CommandModule<T, U>): CommandModule<T, U> {
  const { builder } = module;
  const positionals = positionalNames(module.command);
  return {
    ...module,
    builder: (yargs: Argv<T>) => {
      const built = (typeof builder === 'function' ? builder(yargs) : yargs.options(builder ?? {})) as Argv<U>;
      const keys = valueOptions(built, positionals);
      const single = singleValueOptions(built, keys);
      // Before yargs' own checks, so that `--format=` needs a value rather than is a bad choice.
      return built.requiresArg(keys).middleware((argv) => {
        refuseEmptyValues(argv, keys);
        refuseRepeats(argv, single);
      }, true);
    },
  } as CommandModule<T, U>;
}
