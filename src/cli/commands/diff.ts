/**
 * `fleetcase diff --from G1 --to G2 [--schema NAME] [--endpoint "METHOD /path"]
 * [--format text|markdown|json] [--fail-on breaking|warning] [--list-checks]`: every change
 * between two generations (or two folders of XSDs, each a complete set: inheritance across
 * generation folders only through --schemas), classified by the check registry. Exit 1 when
 * a finding is at or above --fail-on, else 0; 2 for a usage error. The data comes from `diffReport`.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fail } from '../../errors.js';
import {
  CHECKS,
  DIFF_FORMATS,
  diffReport,
  formatChecks,
  formatDiff,
  hasFindingsAtOrAbove,
  type DiffFormat,
} from '../../diff/index.js';
import { rerootSchemaErrorFrom } from '../../schema/error-paths.js';
import { nsRootValue } from '../ns-root-option.js';
import type { CommandFactory } from './command.js';

/**
 * The folders a diff's loader names files from, when the user named one: the parent of a side
 * given as a folder of XSDs, and `--schemas`. With neither (generations of the bundled schemas)
 * the paths stay as the loader gives them.
 */
function loadBases(sides: readonly string[], schemas: string | undefined, cwd: string): string[] {
  const folders = sides.map((side) => resolve(cwd, side)).filter((path) => existsSync(path) && statSync(path).isDirectory());
  return [...folders.map((folder) => dirname(folder)), ...(schemas !== undefined ? [resolve(cwd, schemas)] : [])];
}

/** `fleetcase diff`. */
export const diffCommand: CommandFactory = (io) => ({
  command: 'diff',
  describe: 'List and classify every change between two generations (breaking / warning / info)',
  builder: (yargs) =>
    yargs
      .option('from', {
        type: 'string',
        describe: 'Base generation (e.g. 0.0.7) or a folder of XSDs (required, except with --list-checks)',
      })
      .option('to', {
        type: 'string',
        describe: 'Revision generation (e.g. 0.3-beta) or a folder of XSDs (required, except with --list-checks)',
      })
      .option('schema', {
        type: 'string',
        describe: 'Only this document type (e.g. CaseRequest) and the endpoints carrying it',
      })
      .option('endpoint', {
        type: 'string',
        describe: 'Only this endpoint ("METHOD /path") and the documents it carries (a list endpoint: also the changes inside the items it lists, reported under their own root, e.g. <item> for <items>)',
      })
      .option('format', {
        choices: DIFF_FORMATS,
        default: 'text' as DiffFormat,
        describe: 'Output format (markdown: a migration guide)',
      })
      .option('fail-on', {
        choices: ['breaking', 'warning'] as const,
        describe: 'Exit 1 when a finding is at or above this level',
      })
      .option('list-checks', {
        type: 'boolean',
        default: false,
        describe: 'List the checks (id, level, direction) and exit',
      })
      .option('schemas', {
        type: 'string',
        describe: 'Schemas folder holding the generation folders',
      })
      .option('ns-root', { coerce: nsRootValue,
        type: 'string',
        describe: 'Namespace root to rebase the API namespaces onto',
      })
      .example(
        '$0 diff --from 0.0.7 --to 0.3-beta --format markdown > MIGRATION.md',
        'Write a migration guide',
      )
      .example(
        '$0 diff --from 0.2 --to 0.3-beta --fail-on breaking',
        'Fail CI on breaking changes',
      )
      .epilogue(
        'A folder given to --from or --to is a complete set of XSDs (and its endpoints.json, if any): a schema it lacks is reported removed (or added), even one a generation would inherit. To diff generations that inherit the schemas they do not re-issue, put the generation folders side by side in one folder and give it with --schemas, with generation ids for --from and --to. Outside the API, schema names come from file names: a schema removed while exactly one added schema declares the same root elements (or, failing that, them and more) is diffed as its new version (schema-renamed).\n\nExit codes: 0 no finding at or above --fail-on (or no --fail-on); 1 some finding is; 2 usage error.',
      ),
  handler: (argv) => {
    const format = argv.format as DiffFormat;
    if (argv['list-checks']) {
      io.stdout(formatChecks(CHECKS, format));
      io.exitCode = 0;
      return;
    }
    if (!argv.from || !argv.to)
      fail('CliUsage', {
        detail: 'give both --from and --to (a generation such as 0.0.7, or a folder of XSDs)',
      });
    if (argv.schema !== undefined && argv.endpoint !== undefined)
      fail('CliUsage', { detail: 'give --schema or --endpoint, not both' });
    const schemas = argv.schemas as string | undefined;
    let report: ReturnType<typeof diffReport>;
    try {
      report = diffReport({
        from: argv.from as string,
        to: argv.to as string,
        cwd: io.cwd,
        ...(argv.schema !== undefined ? { schema: argv.schema as string } : {}),
        ...(argv.endpoint !== undefined ? { endpoint: argv.endpoint as string } : {}),
        ...(schemas !== undefined ? { schemasDir: schemas } : {}),
        ...(argv['ns-root'] !== undefined ? { nsRoot: argv['ns-root'] as string } : {}),
      });
    } catch (error) {
      // The loader names files from the parent of a folder side or from --schemas; the user from here.
      throw rerootSchemaErrorFrom(error, loadBases([argv.from as string, argv.to as string], schemas, io.cwd), io.cwd);
    }
    io.stdout(
      formatDiff(report, format, {
        sourceFlags: [
          ...(schemas !== undefined ? ['--schemas', schemas] : []),
          ...(argv['ns-root'] !== undefined ? ['--ns-root', argv['ns-root'] as string] : []),
        ],
        filterFlags: [
          ...(argv.schema !== undefined ? ['--schema', argv.schema as string] : []),
          ...(argv.endpoint !== undefined ? ['--endpoint', argv.endpoint as string] : []),
        ],
      }),
    );
    const failOn = argv['fail-on'] as 'breaking' | 'warning' | undefined;
    io.exitCode = failOn && hasFindingsAtOrAbove(report, failOn) ? 1 : 0;
  },
});
