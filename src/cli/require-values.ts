/**
 * Every option that takes a value gets one, for every command at once (main.ts wraps each
 * command's builder): `validate --format` at the end of the line, `--out --check`, `--out=` and
 * `--out ''` are usage errors ("--out needs a value"). Left to yargs, a bare `--format` is quietly
 * ignored, and a bare `--out` or `--config` reads as "" (the current folder: `migrate --out` would
 * write over its inputs).
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
}

/** The options of a built yargs instance that take a value: all but booleans, counts and positionals. */
export function valueOptions(yargs: Argv, positionals: ReadonlySet<string>): string[] {
  const options = (yargs as unknown as { getOptions(): DeclaredOptions }).getOptions();
  const flags = new Set([...options.boolean, ...options.count]);
  return Object.keys(options.key).filter((key) => !flags.has(key) && !positionals.has(key));
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
      // Before yargs' own checks, so that `--format=` needs a value rather than is a bad choice.
      return built.requiresArg(keys).middleware((argv) => refuseEmptyValues(argv, keys), true);
    },
  } as CommandModule<T, U>;
}
