/**
 * The CLI's commands, one yargs module per verb. Add a verb: write `commands/<verb>.ts`
 * exporting a `CommandModule` built with `defineCommand`, and list it here.
 */
import type { CommandFactory } from './command.js';
import { schemasCommand } from './schemas.js';

export const COMMANDS: CommandFactory[] = [schemasCommand];
