/**
 * The CLI's commands, one yargs module per verb. Add a verb: write `commands/<verb>.ts`
 * exporting a `CommandModule` built with `defineCommand`, and list it here.
 */
import type { CommandFactory } from './command.js';
import { diffCommand } from './diff.js';
import { migrateCommand } from './migrate.js';
import { generateCommand } from './generate.js';
import { rulesCommand } from './rules.js';
import { schemasCommand } from './schemas.js';
import { validateCommand } from './validate.js';

export const COMMANDS: CommandFactory[] = [schemasCommand, rulesCommand, validateCommand, generateCommand, diffCommand, migrateCommand];
