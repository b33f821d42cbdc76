import type { CommandFactory } from './command.js';

/** `fleetcase schemas`: placeholder until the loader lands. */
export const schemasCommand: CommandFactory = (io) => ({
  command: 'schemas',
  describe: 'List generations, their effective schemas and endpoints',
  handler: () => {
    io.stdout('not yet\n');
  },
});
