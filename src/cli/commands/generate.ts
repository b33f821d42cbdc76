/**
 * `fleetcase generate [--generation G...] [--targets types,codecs,...] [--out DIR]
 * [--schemas DIR] [--ns-root URI] [--check]`: emits TypeScript types, XML codecs, validators,
 * routes and a typed client per generation (src/emit). Exit 0 when written or fresh; 1 with
 * `--check` when files are stale (named, with the command that refreshes them) or the output
 * folder does not exist (said once); 2 for usage errors, an --out that cannot be written,
 * XSD constructs outside the supported subset (file, line, construct; no stack trace), and a
 * `--schemas` folder named like another whose output --out holds (src/emit/README.md).
 */
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { generate, schemasBaseDir, type GenerateResult } from '../../emit/index.js';
import { TARGETS } from '../../emit/targets.js';
// The careful folder creation migrate --out uses (Node's recursive mkdir spins under /proc).
import { prepareOutputFolder } from '../../migrate/output-folder.js';
import { plural } from '../../plural.js';
import { rerootSchemaError } from '../../schema/error-paths.js';
import { commandLine } from '../../shell-quote.js';
import { nsRootValue } from '../ns-root-option.js';
import type { CommandFactory } from './command.js';

/** Splits repeated and comma-separated option values: `--targets types,codecs --targets validators`. */
function list(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const values = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    String(item).split(','),
  );
  return values.map((item) => item.trim()).filter((item) => item !== '');
}

/** `path` relative to `cwd` when it is inside it, else absolute (never `../../tmp/x`). */
export function shownPath(path: string, cwd: string): string {
  const inside = relative(cwd, path);
  if (inside === '') return '.';
  return inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside) ? path : inside;
}

/** How a run's report is written. */
export interface GenerateReportOptions {
  /** `--check`: report stale files instead of written ones. */
  check: boolean;
  /** The working folder (paths inside it are shown relative). */
  cwd: string;
  /**
   * The command that refreshes the output, repeating the flags that decide it.
   * @default 'fleetcase generate'
   * @example "fleetcase generate --generation 0.3-beta --out 'src/my api'"
   */
  rerun?: string;
  /** With `check`: the output folder does not exist (said once, not file by file). */
  outDirMissing?: boolean;
}

/** The report a run prints. */
export function formatGenerateResult(result: GenerateResult, options: GenerateReportOptions): string {
  const where = shownPath(result.outDir, options.cwd);
  const scope = `${result.generations.join(', ')} (${result.targets.join(', ')})`;
  const rerun = options.rerun ?? 'fleetcase generate';
  if (options.check) {
    if (result.stale.length === 0)
      return `generated files are fresh: ${plural(result.files.length, 'file')} in ${where} for ${scope}\n`;
    if (options.outDirMissing) return `the output folder ${where} does not exist: run \`${rerun}\`\n`;
    const names = result.stale.map((path) => `  ${where}/${path}\n`).join('');
    return `stale generated files (run \`${rerun}\`):\n${names}`;
  }
  return `generated ${plural(result.files.length, 'file')} in ${where} for ${scope}: ${result.written.length} written, ${result.files.length - result.written.length} unchanged\n`;
}

/** `fleetcase generate`. */
export const generateCommand: CommandFactory = (io) => ({
  command: 'generate',
  describe: 'Generate TypeScript types, XML codecs, validators, routes and a client per generation',
  builder: (yargs) =>
    yargs
      .option('generation', {
        type: 'string',
        array: true,
        describe: 'Generation(s) to generate (default: all)',
      })
      .option('targets', {
        type: 'string',
        array: true,
        describe: `Targets, comma-separated (default: all: ${TARGETS.map((target) => target.name).join(', ')})`,
      })
      .option('out', {
        type: 'string',
        describe:
          'Output folder (default: generated/); outside this package the code imports fleetcase/runtime',
      })
      .option('schemas', {
        type: 'string',
        describe:
          'Generate from any folder of XSDs in the supported subset instead of the API schemas (or from a folder laid out as schemas/: one folder per generation)',
      })
      .option('ns-root', { coerce: nsRootValue,
        type: 'string',
        describe: 'Namespace root (default http://www.decisiv.net/platform_api)',
      })
      .option('check', {
        type: 'boolean',
        default: false,
        describe: 'Write nothing; exit 1 naming the files that are stale',
      })
      .example('$0 generate --generation 0.3-beta --out src/api', 'Types, codecs, validators, routes and client of 0.3-beta into src/api/0.3-beta')
      .example('$0 generate --targets types,codecs --out src/api', 'Only types and codecs, for every generation')
      .example('$0 generate --schemas vendor/xsd --out src/vendor', 'Generate from another folder of XSDs (the supported subset: README)')
      .example('$0 generate --check', 'Exit 1 naming the files of generated/ that are stale (CI)')
      .epilogue('A --schemas folder of XSDs alone has no endpoints, so no routes or client. Without --generation it is named after its folder; another folder of that name into the same --out is refused. A --schemas folder holding one folder per generation id (0.0.7, 0.1, 0.2, 0.3-beta, as schemas/ and the vendor\'s published set) is read as the API schemas are: each generation inherits what it does not re-issue, with the routes and client of its endpoints.json where it has one.\n\nExit codes: 0 written or fresh; 1 stale (with --check); 2 usage error, unsupported XSD construct or an --out that cannot be written.'),
  handler: async (argv) => {
    const check = Boolean(argv.check);
    const generations = list(argv.generation);
    const targets = list(argv.targets);
    // Made (or refused, one line naming it) before anything is generated; --check writes nothing.
    if (!check) {
      const shown = argv.out ? String(argv.out) : 'generated';
      prepareOutputFolder(resolve(io.cwd, shown), shown, io.cwd);
    }
    const schemas = argv.schemas ? String(argv.schemas) : undefined;
    const result = await generate({
      ...(generations ? { generations } : {}),
      ...(targets ? { targets } : {}),
      ...(argv.out ? { out: String(argv.out) } : {}),
      ...(schemas ? { schemas } : {}),
      ...(argv['ns-root'] ? { nsRoot: String(argv['ns-root']) } : {}),
      check,
      cwd: io.cwd,
    }).catch((error: unknown) => {
      // The loader names files from the parent of --schemas (from the folder itself for one laid
      // out as schemas/); the user names them from here.
      throw schemas ? rerootSchemaError(error, schemasBaseDir(resolve(io.cwd, schemas)), io.cwd) : error;
    });
    // The hint repeats every flag that decides the output (review r14 consumer L5): a bare
    // `fleetcase generate` writes all generations into ./generated.
    const rerun = commandLine('generate', [
      ['generation', generations?.length ? generations.join(',') : undefined],
      ['targets', targets?.length ? targets.join(',') : undefined],
      ['schemas', schemas],
      ['out', argv.out ? String(argv.out) : undefined],
      ['ns-root', argv['ns-root'] ? String(argv['ns-root']) : undefined],
    ]);
    const report = formatGenerateResult(result, { check, cwd: io.cwd, rerun, outDirMissing: check && !existsSync(result.outDir) });
    if (check && result.stale.length > 0) {
      io.stderr(report);
      io.exitCode = 1;
    } else {
      io.stdout(report);
      io.exitCode = 0;
    }
  },
});
