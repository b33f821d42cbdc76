/**
 * The CLI's commands, one yargs module per verb, loaded lazily: a run imports only the module of
 * the command it names (importing every command up front cost ~0.75 s per run, which a CI job
 * validating files pays on every invocation). `fleetcase --help` lists the verbs from this table
 * without loading them.
 *
 * Add a verb: write `commands/<verb>.ts` exporting a `CommandFactory`, and add a row here.
 */
import type { CliIo } from '../io.js';
import type { CommandFactory } from './command.js';

/** A verb, its one-line description, and how to load its full yargs module. */
export interface CommandEntry {
  name: string;
  describe: string;
  load: () => Promise<CommandFactory>;
  /** Starts work the command will likely need, before its flags are parsed (the raw argv). */
  prestart?: (argv: readonly string[], io: CliIo) => Promise<void>;
}

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'schemas',
    describe: 'List generations, their effective schemas (name, version, namespace, roots) and endpoints',
    load: async () => (await import('./schemas.js')).schemasCommand,
  },
  {
    name: 'generate',
    describe: 'Generate TypeScript types, XML codecs, validators, routes and a client per generation',
    load: async () => (await import('./generate.js')).generateCommand,
  },
  {
    name: 'validate',
    describe: 'Validate XML documents against the XSDs and the rules of their generation and endpoint',
    load: async () => (await import('./validate.js')).validateCommand,
    prestart: async (argv, io) => (await import('./validate-prestart.js')).prestartValidate(argv, io),
  },
  {
    name: 'rules',
    describe: 'List the validation rules (id, severity, what they apply to)',
    load: async () => (await import('./rules.js')).rulesCommand,
  },
  {
    name: 'diff',
    describe: 'List and classify every change between two generations (breaking / warning / info)',
    load: async () => (await import('./diff.js')).diffCommand,
  },
  {
    name: 'migrate',
    describe: 'Rewrite documents into another generation and validate them there',
    load: async () => (await import('./migrate.js')).migrateCommand,
  },
  {
    name: 'serve',
    describe: 'Run a mock of the whole API (in-memory, seeded) under /platform_api',
    load: async () => (await import('./serve.js')).serveCommand,
  },
  {
    name: 'openapi',
    describe: 'Write the OpenAPI 3.1 document of a generation (XML media types, xml names and namespaces)',
    load: async () => (await import('./openapi.js')).openapiCommand,
  },
];
