/**
 * The CLI entry: `main(argv, io)` parses with yargs, runs one command, returns the exit code.
 * Exit codes: 0 success; 1 the checked input is invalid / stale / breaking; 2 usage or
 * internal error. User mistakes print a message, never a stack trace.
 */
import yargs from 'yargs';
import { FleetcaseError, isFleetcaseError } from '../errors.js';
import { COMMANDS } from './commands/index.js';
import { processIo, type CliIo } from './io.js';
import { VERSION } from './version.js';

export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  // Only the named command's module is imported; the others are listed for --help.
  const named = argv.find((arg) => !arg.startsWith('-'));
  const entry = COMMANDS.find((command) => command.name === named);
  // First, what the command will likely need and takes long to start (validate's workers);
  // best effort: the command starts what it needs anyway.
  await entry?.prestart?.(argv, io).catch(() => undefined);
  let usageError: string | undefined;
  const parser = yargs(argv)
    .scriptName('fleetcase')
    .usage(
      'fleetcase: schema-first toolkit for the Fleet Service Case API (XML over HTTP; generations 0.0.7, 0.1, 0.2, 0.3-beta)\n\nUsage: $0 <command> [options]',
    )
    .version(VERSION)
    .help()
    .alias('h', 'help')
    .strict()
    .demandCommand(1, 'Name a command; `fleetcase --help` lists them.')
    .recommendCommands()
    .wrap(Math.min(110, process.stdout.columns || 100))
    .epilogue('Docs and examples: README.md. Exit codes: 0 ok, 1 invalid/stale/breaking, 2 usage or internal error.')
    .exitProcess(false)
    .fail((message, error) => {
      if (error) throw error;
      // Throwing stops yargs before any command handler runs on a bad flag or value.
      usageError = message;
      throw new FleetcaseError('CliUsage', { detail: message });
    });
  for (const command of COMMANDS) {
    if (command === entry) parser.command((await command.load())(io));
    else parser.command(command.name, command.describe);
  }
  let helpOrVersion = '';
  try {
    await parser.parseAsync(argv, {}, (_err, _argv, output) => {
      if (output) helpOrVersion = output;
    });
  } catch (error) {
    if (isFleetcaseError(error)) {
      const hint = usageError !== undefined ? "\nRun 'fleetcase --help' for usage." : '';
      io.stderr(`fleetcase: ${error.message}${hint}\n`);
      return 2;
    }
    io.stderr(`fleetcase: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 2;
  }
  if (usageError) {
    io.stderr(`fleetcase: ${usageError}\nRun 'fleetcase --help' for usage.\n`);
    return 2;
  }
  if (helpOrVersion) io.stdout(`${helpOrVersion}\n`);
  return io.exitCode;
}
