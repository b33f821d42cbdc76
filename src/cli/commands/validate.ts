/**
 * `fleetcase validate [--generation G] [--endpoint "METHOD /path"] [--format F] [--engine E]
 * [--config FILE] [--jobs N] [--schemas DIR] [--ns-root URL] [--max-bytes N] FILES...`: the CI validator (DESIGN.md CLI contract). Exit 0 when
 * every document is valid, 1 when some is invalid, 2 on a usage or internal error. Results are
 * streamed from src/validate into the chosen reporter as files complete, in input order.
 */
import { resolve } from 'node:path';
import { FleetcaseError } from '../../errors.js';
import { rerootSchemaError } from '../../schema/error-paths.js';
import { CONFIG_FILE_NAME, findConfig } from '../../validate/config-file.js';
import { ENGINE_NAMES, type EngineName } from '../../validate/engines/engine.js';
import type { Summary } from '../../validate/issue.js';
import type { Progress } from '../../validate/progress.js';
import { FORMATS, type FormatName } from '../../validate/reporters/index.js';
import { repositoryRoot } from '../../validate/reporters/repository-path.js';
import { limitsForMaxBytes, MAX_BYTES_CEILING, parseByteCount } from '../../validate/size-limit.js';
import type { CliIo } from '../io.js';
import { VERSION } from '../version.js';
import { wholeNumber } from '../whole-number.js';
import type { CommandFactory } from './command.js';

interface ValidateArgs {
  files?: string[];
  generation?: string;
  endpoint?: string;
  format: FormatName;
  engine: EngineName;
  config?: string;
  jobs?: number;
  schemas?: string;
  nsRoot?: string;
  maxBytes?: number;
  rules: boolean;
  ignoreExternalDtd?: boolean;
}

/** Collects small writes into chunks of ~64 KiB (thousands of files, few syscalls). */
function bufferedWriter(write: (text: string) => void): { write(text: string): void; flush(): void } {
  let buffer = '';
  return {
    write(text) {
      buffer += text;
      if (buffer.length >= 65536) {
        write(buffer);
        buffer = '';
      }
    },
    flush() {
      if (buffer) write(buffer);
      buffer = '';
    },
  };
}

/** `--flag VALUE` outside its choices: a usage error naming the flag, the value and the choices. */
function refuseUnknownChoice(flag: 'format' | 'engine', value: unknown, known: readonly string[]): void {
  if (known.includes(value as string)) return;
  throw new FleetcaseError('CliUsage', { detail: `--${flag}: unknown ${flag} '${String(value)}' (known: ${known.join(', ')})` });
}

/**
 * No files given and no config file to take globs from: says that the config is missing too (the
 * likely missing piece in a CI job), instead of only "no pattern given" (review r14 consumer L9).
 */
function refuseWithoutInputs(cwd: string): void {
  if (findConfig(cwd) !== undefined) return;
  throw new FleetcaseError('ValidateNoFiles', {
    patterns: [],
    cwd,
    note: `no ${CONFIG_FILE_NAME} was found there or in a folder above it either: give XML files, directories or globs, or a ${CONFIG_FILE_NAME} mapping globs to generations (fleetcase validate --help)`,
  });
}

/**
 * No files given, and `--generation` or `--endpoint` holds what reads as the one file meant
 * (`validate --generation doc.xml`): yargs gave the file to the flag, and the run said only that
 * no file was given (review r31 recheck L4).
 */
function refuseFlagTakingFile(args: ValidateArgs): void {
  if ((args.files ?? []).length > 0) return;
  for (const flag of ['generation', 'endpoint'] as const) {
    const value = args[flag];
    if (value !== undefined && /\.xml$/i.test(value)) {
      throw new FleetcaseError('CliUsage', { detail: `--${flag} took '${value}' as its value, and no file was left: give --${flag} its value first (--${flag} ${flag === 'generation' ? '0.3-beta' : '"POST /assets/{id}/cases"'} ${value})` });
    }
  }
}

async function run(io: CliIo, args: ValidateArgs): Promise<void> {
  // yargs reports bad choices after the handler has started; refuse them before any work. The
  // flag is the user's mistake (CliUsage, with the help pointer), whatever kind the library
  // throws for the same value (review r14 consumer L6).
  refuseUnknownChoice('format', args.format, FORMATS);
  refuseUnknownChoice('engine', args.engine, ENGINE_NAMES);
  refuseFlagTakingFile(args);
  if ((args.files ?? []).length === 0 && args.config === undefined) refuseWithoutInputs(io.cwd);
  // Loaded here, not at the top: other commands do not pay for the validator and reporters.
  // Only what a run needs: the library index would also load the in-process validator API.
  const [{ streamFiles }, { REPORTERS }, { ruleCatalog }, { createProgress }] = await Promise.all([
    import('../../validate/validate-files.js'),
    import('../../validate/reporters/index.js'),
    import('../../validate/rule-catalog.js'),
    import('../../validate/progress.js'),
  ]);
  const root = repositoryRoot(io.cwd, io.env ?? {}) ?? io.cwd;
  const reporter = REPORTERS[args.format]({ rules: ruleCatalog(), version: VERSION, names: { root, cwd: io.cwd } });
  const out = bufferedWriter(io.stdout);
  const summary: Summary = { files: 0, valid: 0, invalid: 0 };
  let progress: Progress = { update() {}, done() {} };
  const results = streamFiles(args.files ?? [], {
    cwd: io.cwd,
    engine: args.engine,
    rules: args.rules,
    ...(args.generation !== undefined ? { generation: args.generation } : {}),
    ...(args.endpoint !== undefined ? { endpoint: args.endpoint } : {}),
    ...(args.config !== undefined ? { config: args.config } : {}),
    ...(args.jobs !== undefined ? { jobs: args.jobs } : {}),
    // One run, then exit: worker threads may start before they are known to be needed.
    ...(io.ownProcess ? { eagerWorkers: true } : {}),
    ...(args.schemas !== undefined ? { schemasDir: resolve(io.cwd, args.schemas) } : {}),
    ...(args.nsRoot !== undefined ? { nsRoot: args.nsRoot } : {}),
    ...(args.maxBytes !== undefined ? { limits: limitsForMaxBytes(args.maxBytes) } : {}),
    ...(args.ignoreExternalDtd === true ? { externalDtd: 'ignore' as const } : {}),
    onStart: (total) => {
      progress = createProgress(io, total);
      out.write(reporter.start());
    },
    onProgress: (done, total) => progress.update(done, total),
    onWarning: (message) => io.stderr(`fleetcase: warning: ${message}\n`),
  });
  try {
    for await (const result of results) {
      summary.files++;
      if (result.valid) summary.valid++;
      else summary.invalid++;
      out.write(reporter.file(result));
    }
  } finally {
    progress.done();
  }
  out.write(reporter.end(summary));
  out.flush();
  io.exitCode = summary.invalid > 0 ? 1 : 0;
}

/** `fleetcase validate`. */
export const validateCommand: CommandFactory = (io) => ({
  command: 'validate [files..]',
  describe: 'Validate XML documents against their generation\'s XSD and the rule layer (exit 0 valid, 1 invalid, 2 usage/internal error)',
  builder: (yargs) =>
    yargs
      .positional('files', { type: 'string', array: true, defaultDescription: 'the globs of the config file', describe: 'XML files, directories (all *.xml below, any case, skipping names that start with a dot and node_modules) and globs' })
      .option('generation', { type: 'string', describe: 'Check every document as this generation (0.0.7, 0.1, 0.2, 0.3-beta); another namespace is a version-mismatch' })
      .option('endpoint', { type: 'string', describe: 'Endpoint the documents are sent to, "METHOD /path" (enables endpoint rules)' })
      .option('format', { choices: FORMATS, default: 'text' as FormatName, describe: 'Report format' })
      .option('engine', { choices: ENGINE_NAMES, default: 'libxml2' as EngineName, describe: 'XSD engine; both = libxml2 + xerces, reporting where they disagree' })
      .option('config', { type: 'string', describe: 'Config file mapping globs to generation and endpoint (default: the nearest fleetcase.config.json in the working directory or a folder above it; see below)' })
      .option('jobs', {
        coerce: wholeNumber('jobs', { min: 1 }),
        describe: 'Validating threads, a whole number N, at least 1: up to this one and N-1 worker threads, one per 32 files at most (default: available cores, one per 1 500 files at most: a thread costs ~0.4 s of CPU to start; never more than the cores)',
      })
      .option('schemas', { type: 'string', describe: 'Schemas folder laid out as schemas/ (one folder per generation holding its XSDs), or a folder of XSDs (what generate --schemas takes: one generation named after the folder) (default: the bundled schemas)' })
      .option('ns-root', { type: 'string', describe: 'Namespace root of the documents (default http://www.decisiv.net/platform_api; also "nsRoot" in the config)' })
      .option('max-bytes', {
        type: 'string',
        coerce: (value: unknown) => parseByteCount(value, 'max-bytes'),
        describe: `Largest document checked, in bytes or with KiB, MiB, GiB (default 64MiB, at most ${MAX_BYTES_CEILING / 1024 / 1024}MiB); a larger one is reported size-limit, not checked. The element limit (default 2 000 000) grows in proportion`,
      })
      .option('rules', { type: 'boolean', default: true, describe: 'Run the rule layer (--no-rules: XSD only)' })
      .option('ignore-external-dtd', {
        type: 'boolean',
        default: false,
        describe:
          'Leave unread a DOCTYPE that only names an external DTD (XHTML 1.0, SVG 1.1), as xmllint --nonet does, instead of refusing it (dtd-external-subset); nothing is loaded, a DOCTYPE with an internal subset is still refused',
      })
      .example("$0 validate 'payloads/**/*.xml'", 'Validate every payload; each generation is read from its namespace')
      .example('$0 validate payloads --format sarif > fleetcase.sarif', 'A SARIF report for GitHub code scanning (exit 1 if any is invalid)')
      .example('$0 validate case.xml --generation 0.3-beta --endpoint "POST /assets/{id}/cases"', "Check as 0.3-beta, with that endpoint's rules")
      .example('$0 validate --config fleetcase.ci.json', 'Validate the globs of a config file, each as its generation and endpoint')
      .epilogue(
        'Config file (the nearest fleetcase.config.json in the working directory or a folder above it, or --config FILE): maps globs (relative to the file\'s folder) to a generation and an endpoint, the first entry whose glob matches a file applying to it (specific globs first); without FILES its globs are validated; a top-level "nsRoot" sets the namespace root as --ns-root does (the flag wins):\n' +
          '  {"validate": [\n' +
          '    {"files": "payloads/cases/**/*.xml", "generation": "0.0.7",\n' +
          '     "endpoint": "POST /assets/{id}/cases"},\n' +
          '    {"files": "payloads/**/*.xml"}]}\n\n' +
          "Rules (fleetcase rules) run on every document of the API's generations (0.0.7, 0.1, 0.2, 0.3-beta), also with --schemas: they encode SPEC.md, so a set whose spellings differ, such as the vendor's published XSDs, can contradict them; --no-rules checks against the XSDs alone.\n\n" +
          'A file named like an option goes after --: fleetcase validate -- -draft.xml\n\n' +
          'Exit codes: 0 every document is valid; 1 some document is invalid; 2 usage or internal error.',
      ),
  handler: (args) => {
    const validateArgs = { ...(args as unknown as ValidateArgs), ...(args['ns-root'] !== undefined ? { nsRoot: String(args['ns-root']) } : {}) };
    if (args['max-bytes'] !== undefined) validateArgs.maxBytes = args['max-bytes'] as number;
    validateArgs.ignoreExternalDtd = args['ignore-external-dtd'] === true;
    const schemas = validateArgs.schemas;
    return run(io, validateArgs).catch(async (error: unknown) => {
      // A rebased copy of the schemas (--ns-root) is named as the user's folder.
      const { unrebasedError } = await import('../../validate/rebased-schemas.js');
      const named = unrebasedError(error);
      if (schemas === undefined) throw named;
      // Schema and descriptor errors name files from the folder of generation folders (or absolute): show them from here.
      const { schemaLayout } = await import('../../validate/schema-folder.js');
      let base = resolve(io.cwd, schemas);
      try {
        base = schemaLayout(base).dir;
      } catch {
        // Not a schemas folder: the error says so and names no file below it.
      }
      throw rerootSchemaError(named, base, io.cwd);
    });
  },
});
