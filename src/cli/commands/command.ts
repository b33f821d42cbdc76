import type { CommandModule } from 'yargs';
import type { CliIo } from '../io.js';

/** A command receives the io it writes to, so tests can drive it through main(argv, io). */
export type CommandFactory = (io: CliIo) => CommandModule<any, any>;
