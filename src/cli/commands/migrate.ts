/**
 * `fleetcase migrate FILE... --to G [--from G] [--out DIR] [--dry-run] [--format text|json]
 * [--fill-nil] [--endpoint "METHOD /path"] [--fail-on invalid|dropped]`: rewrites documents into another generation and
 * validates them there. With --out the results are written at their paths below the folder (or
 * glob base) they were found in, a file named on its own under its base name, and the report goes
 * to stdout; without it one document is printed to stdout (the report, on stderr, names it
 * `<stdout>`), or with --format json any number of them inside the report. --dry-run migrates,
 * validates and reports on stdout, and writes no document. Exit 1 when a document could not be
 * migrated to a valid target document (the report names the fields that blocked it), and with
 * `--fail-on dropped` also when anything was dropped, a required field is missing or a source is
 * not valid in its own generation (always reported); 2 for usage errors.
 */
import {
  formatMigrationJson,
  formatMigrationText,
  migrateFiles,
  type MigrationRun,
} from '../../migrate/index.js';
import { nsRootValue } from '../ns-root-option.js';
import type { CommandFactory } from './command.js';

/** `fleetcase migrate`. */
export const migrateCommand: CommandFactory = (io) => ({
  command: 'migrate <files..>',
  describe: 'Rewrite documents into another generation and validate them there',
  builder: (yargs) =>
    yargs
      // default: undefined keeps yargs from showing the variadic's internal `[default: []]`.
      .positional('files', { type: 'string', array: true, default: undefined, describe: 'XML files, folders or globs' })
      .option('to', {
        type: 'string',
        demandOption: true,
        describe: 'Target generation (e.g. 0.3-beta)',
      })
      .option('from', {
        type: 'string',
        describe: 'Source generation (default: read from each namespace)',
      })
      .option('out', {
        type: 'string',
        describe:
          'Folder to write the migrated documents to, each at its path below the folder (or glob base) it was found in; a file named on its own keeps its base name',
      })
      .option('dry-run', {
        type: 'boolean',
        default: false,
        describe:
          'Migrate, validate and report (on stdout), but write no document (with --out: say where each would go); same exit codes',
      })
      .option('format', {
        choices: ['text', 'json'] as const,
        default: 'text' as const,
        describe: 'Report format',
      })
      .option('fill-nil', {
        type: 'boolean',
        default: false,
        describe:
          'Write nillable fields the target requires and the source lacks as xsi:nil: those its XSD requires, and those a rule of the target generation requires (0.0.7: all five VMRS codes once VMRS is given)',
      })
      .option('rules', {
        type: 'boolean',
        default: true,
        describe: "Check the results (and sources) with SPEC.md's rule layer after the XSD (--no-rules: XSD only, e.g. for a vendor or custom set under --schemas that departs from SPEC.md)",
      })
      .option('endpoint', {
        type: 'string',
        describe:
          'Endpoint the documents are sent to, "METHOD /path" (as validate --endpoint): its rules apply in the source and the target generation (an item update sends only what changes), and an endpoint the target lacks, or one that does not take the document, makes the result invalid',
      })
      .option('fail-on', {
        choices: ['invalid', 'dropped'] as const,
        default: 'invalid' as const,
        describe:
          'Exit 1 when a result is not valid in the target (invalid), or also when anything was dropped, a required field is missing or a source is not valid in its own generation (dropped)',
      })
      .option('schemas', {
        type: 'string',
        describe: 'Schemas folder holding the generation folders',
      })
      .option('ns-root', { coerce: nsRootValue, type: 'string', describe: 'Namespace root of the documents' })
      .example(
        '$0 migrate fixtures/0.0.7 --to 0.3-beta --out fixtures/0.3-beta',
        'Move stored payloads to 0.3-beta',
      )
      .example(
        '$0 migrate stored/*.xml --to 0.3-beta --out migrated --fail-on dropped',
        'Fail CI when a migration loses data, even if the result is valid',
      )
      .example(
        '$0 migrate stock --to 0.3-beta --dry-run --format json',
        'Assess a stock of stored payloads without writing any: what would drop data or come out invalid',
      )
      .epilogue(
        'Output: without --out, one document goes to stdout and the report to stderr; with --format json, the report on stdout carries each document as `xml` (left out with --out or --dry-run). With --out, stock/<id>/case.xml given as the folder stock is written to DIR/<id>/case.xml; two inputs that would land on one path, or an --out that would replace an input (there is no in-place mode: write to a new folder, then move it over the old one), are refused (exit 2). Booleans 1/0 are written true/false (SPEC.md Conventions 6), each reported as a value change.\n\nExit codes (also with --dry-run): 0 every result is valid in the target (drops, and a source not valid in its own generation, are reported but do not fail without --fail-on dropped); 1 a result is not valid, or a document could not be migrated (or, with --fail-on dropped, something was dropped or missing, or a source was not valid in its own generation); 2 usage error.',
      ),
  handler: async (argv) => {
    // Without its default the variadic reads as [undefined] when empty (it is required anyway).
    const files = ((argv.files as Array<string | undefined> | undefined) ?? []).filter((file) => file !== undefined);
    const out = argv.out as string | undefined;
    const dryRun = Boolean(argv['dry-run']);
    const json = argv.format === 'json';
    // Only a text run without --out or --dry-run prints a document to stdout: one at most.
    const toStdout = out === undefined && !dryRun && !json;
    const run = await migrateFiles({
      files,
      to: argv.to as string,
      cwd: io.cwd,
      fillNil: Boolean(argv['fill-nil']),
      onWarning: (message: string) => io.stderr(`fleetcase: warning: ${message}\n`),
      ...(argv.rules === false ? { rules: false } : {}),
      dryRun,
      ...(argv.from !== undefined ? { from: argv.from as string } : {}),
      ...(argv.endpoint !== undefined ? { endpoint: argv.endpoint as string } : {}),
      ...(out !== undefined ? { out } : {}),
      ...(toStdout
        ? {
            limit: 1,
            outputName: '<stdout>',
            limitHint: '(stdout holds one document), --dry-run to only report, or --format json to get them in the report',
          }
        : {}),
      ...(argv.schemas !== undefined ? { schemasDir: argv.schemas as string } : {}),
      ...(argv['ns-root'] !== undefined ? { nsRoot: argv['ns-root'] as string } : {}),
    });
    if (json) io.stdout(formatMigrationJson(run, { documents: !dryRun }));
    else if (!toStdout) io.stdout(formatMigrationText(run));
    else {
      const xml = run.files[0]?.xml;
      if (xml) {
        io.stdoutContent = 'the migrated document';
        io.stdout(xml);
      }
      io.stderr(formatMigrationText(run));
    }
    io.exitCode = failed(run, argv['fail-on'] as 'invalid' | 'dropped') ? 1 : 0;
  },
});

/** True when the run fails at the --fail-on level. */
function failed(run: MigrationRun, failOn: 'invalid' | 'dropped'): boolean {
  return run.summary.invalid > 0 || (failOn === 'dropped' && (run.summary.lossy > 0 || run.summary.sourceInvalid > 0));
}
