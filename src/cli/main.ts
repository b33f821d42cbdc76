/**
 * The CLI entry: `main(argv, io)` parses with yargs, runs one command, returns the exit code.
 * Exit codes: 0 success; 1 the checked input is invalid / stale / breaking; 2 usage or
 * internal error. User mistakes print one line (a usage error also where to read the command's
 * help), never a stack trace; so does an OS error (a full disk, a read-only folder) that escapes
 * a command. Only a bug prints a stack.
 */
import yargs from 'yargs';
import { FleetcaseError, isFleetcaseError } from '../errors.js';
import { COMMANDS } from './commands/index.js';
import { processIo, type CliIo } from './io.js';
import { markOperands, unmarkOperands, withoutMarks } from './end-of-options.js';
import { isOsError, osErrorMessage } from './os-error.js';
import { preflight } from './preflight.js';
import { NEEDS_A_VALUE, requireValues } from './require-values.js';
import { optionNames, refuseSwitchValues } from './switch-values.js';
import { VERSION } from './version.js';
import { usageMessage } from './yargs-messages.js';

/** Errors that are a mistake on the command line: the message is followed by where to read the help. */
const USAGE_KINDS: ReadonlySet<string> = new Set(['CliUsage', 'GenerationUnknown']);

/** The line to print for a failure that is not a bug (a user mistake, the file system); else undefined. */
function userMessage(error: unknown, usageHint: string): string | undefined {
  if (isFleetcaseError(error)) return `${withoutMarks(error.message)}${USAGE_KINDS.has(error.kind) ? usageHint : ''}`;
  if (isOsError(error)) return osErrorMessage(error);
  if (isStackOverflow(error)) return STACK_OVERFLOW;
  return undefined;
}

/**
 * What a run that ran out of JavaScript stack says (review r14 hostile M2: XSD reference chains
 * thousands deep, a 2 000-step restriction chain among them): the input nests deeper than
 * fleetcase's walks go, which is about the input, not a stack trace to read.
 */
const STACK_OVERFLOW =
  'the input nests too deep to process: a chain of references (types deriving from types, groups or attribute groups referring to the next) or of elements thousands of steps deep ran out of stack; shorten the chain, or report it if the input is ordinary';

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && error.message.includes('Maximum call stack size exceeded');
}

/** Where to read about a usage error: the command's own help once the command is known. */
function helpHint(command?: string): string {
  return `\nRun 'fleetcase ${command ? `${command} ` : ''}--help' for usage.`;
}

/** yargs' own errors (a bad flag, a missing value, a bad choice, a refused value) are the user's. */
function isYargsError(error: Error): boolean {
  return error.name === 'YError';
}

/** Runs `fleetcase <argv>` on `io` and returns the exit code (0, 1 or 2: see above). @example await main(['validate', 'payloads']) */
export async function main(givenArgv: string[], io: CliIo = processIo()): Promise<number> {
  const names = COMMANDS.map((command) => command.name);
  const checked = preflight(givenArgv, names);
  if ('usage' in checked) {
    io.stderr(`fleetcase: ${checked.usage}${helpHint(checked.command)}\n`);
    return 2;
  }
  const { argv } = checked;
  // Only the named command's module is imported; the others are listed for --help.
  const entry = COMMANDS.find((command) => command.name === argv[0]);
  const hint = helpHint(entry?.name);
  // First, what the command will likely need and takes long to start (validate's workers);
  // best effort: the command starts what it needs anyway.
  await entry?.prestart?.(argv, io).catch(() => undefined);
  let usageError: string | undefined;
  const words = markOperands(argv);
  const parser = yargs(words)
    .scriptName('fleetcase')
    .usage(
      'fleetcase: schema-first toolkit for the Fleet Service Case API (XML over HTTP; generations 0.0.7, 0.1, 0.2, 0.3-beta)\n\nUsage: $0 <command> [options]',
    )
    .version(VERSION)
    .help()
    .alias('h', 'help')
    .strict()
    // Values stay as typed: `--jobs 1e3` or `0x2` is no whole number (wholeNumber says so), and a
    // file named `2024` stays that name.
    .parserConfiguration({ 'parse-numbers': false, 'parse-positional-numbers': false })
    .middleware(unmarkOperands, true)
    .demandCommand(1, 'no command given')
    .updateStrings(NEEDS_A_VALUE)
    .wrap(Math.min(110, process.stdout.columns || 100))
    .epilogue(
      '`fleetcase help <command>` (or `fleetcase <command> --help`) explains a command, with examples. Docs: README.md. Exit codes: 0 ok, 1 invalid/stale/breaking, 2 usage or internal error.',
    )
    .exitProcess(false)
    .fail((message, error) => {
      // Errors of the command itself (and bugs) go on to the catch below as they are.
      if (error && !isYargsError(error)) throw error;
      // Throwing stops yargs before any command handler runs on a bad flag or value.
      usageError = usageMessage(message || error?.message || 'usage error', {
        argv,
        options: optionNames(parser),
        ...(entry ? { command: entry.name } : {}),
      });
      throw new FleetcaseError('CliUsage', { detail: usageError });
    });
  for (const command of COMMANDS) {
    if (command === entry) parser.command(refuseSwitchValues(requireValues((await command.load())(io)), argv));
    else parser.command(command.name, command.describe);
  }
  let helpOrVersion = '';
  try {
    await parser.parseAsync(words, {}, (_err, _argv, output) => {
      if (output) helpOrVersion = output;
    });
  } catch (error) {
    const message = userMessage(error, hint);
    if (message !== undefined) {
      io.stderr(`fleetcase: ${message}\n`);
      return 2;
    }
    io.stderr(`fleetcase: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 2;
  }
  // In case yargs swallowed the throw above.
  if (usageError !== undefined) {
    io.stderr(`fleetcase: ${usageError}${hint}\n`);
    return 2;
  }
  if (helpOrVersion) io.stdout(`${helpOrVersion}\n`);
  return io.exitCode;
}
