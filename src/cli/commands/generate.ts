/**
 * `fleetcase generate [--generation G...] [--targets types,codecs,validators] [--out DIR]
 * [--schemas DIR] [--ns-root URI] [--check]`: emits TypeScript types, XML codecs and validators
 * per generation (src/emit). Exit 0 when written or fresh; 1 with `--check` when files are stale
 * (named); 2 for usage errors and XSD constructs outside the supported subset (file, line,
 * construct; no stack trace).
 */
import { relative } from 'node:path';
import { generate, type GenerateResult } from '../../emit/index.js';
import { TARGETS } from '../../emit/targets.js';
import type { CommandFactory } from './command.js';

/** Splits repeated and comma-separated option values: `--targets types,codecs --targets validators`. */
function list(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const values = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    String(item).split(','),
  );
  return values.map((item) => item.trim()).filter((item) => item !== '');
}

/** The report a run prints. */
export function formatGenerateResult(result: GenerateResult, check: boolean, cwd: string): string {
  const where = relative(cwd, result.outDir) || '.';
  const scope = `${result.generations.join(', ')} (${result.targets.join(', ')})`;
  if (check) {
    if (result.stale.length === 0)
      return `generated files are fresh: ${result.files.length} files in ${where} for ${scope}\n`;
    const names = result.stale.map((path) => `  ${where}/${path}\n`).join('');
    return `stale generated files (run \`fleetcase generate\`):\n${names}`;
  }
  return `generated ${result.files.length} files in ${where} for ${scope}: ${result.written.length} written, ${result.files.length - result.written.length} unchanged\n`;
}

/** `fleetcase generate`. */
export const generateCommand: CommandFactory = (io) => ({
  command: 'generate',
  describe: 'Generate TypeScript types, XML codecs and validators per generation',
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
          'Generate from any folder of XSDs in the supported subset instead of the API schemas',
      })
      .option('ns-root', {
        type: 'string',
        describe: 'Namespace root (default http://www.decisiv.net/platform_api)',
      })
      .option('check', {
        type: 'boolean',
        default: false,
        describe: 'Write nothing; exit 1 naming the files that are stale',
      }),
  handler: async (argv) => {
    const check = Boolean(argv.check);
    const generations = list(argv.generation);
    const targets = list(argv.targets);
    const result = await generate({
      ...(generations ? { generations } : {}),
      ...(targets ? { targets } : {}),
      ...(argv.out ? { out: String(argv.out) } : {}),
      ...(argv.schemas ? { schemas: String(argv.schemas) } : {}),
      ...(argv['ns-root'] ? { nsRoot: String(argv['ns-root']) } : {}),
      check,
      cwd: io.cwd,
    });
    const report = formatGenerateResult(result, check, io.cwd);
    if (check && result.stale.length > 0) {
      io.stderr(report);
      io.exitCode = 1;
    } else {
      io.stdout(report);
      io.exitCode = 0;
    }
  },
});
