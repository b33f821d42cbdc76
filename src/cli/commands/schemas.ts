/**
 * `fleetcase schemas [--generation G] [--format text|json] [--schemas DIR] [--ns-root URI]`:
 * lists generations with their effective schemas (name, version, namespace, prefix, file,
 * roots, issued or inherited) and endpoints. The data comes from `listSchemas`. The text table
 * names a few roots per schema; `--format json` lists every one.
 */
import { existsSync, statSync } from 'node:fs';
import { listSchemas, type GenerationListing, type SchemasListing } from '../../schema/listing.js';
import { schemaLayout } from '../../validate/schema-folder.js';
import { plural } from '../../plural.js';
import type { CommandFactory } from './command.js';

/** Aligns rows into columns separated by two spaces. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

/** The most roots a text row names; `--format json` lists them all. */
const ROOTS_SHOWN = 5;

/**
 * The roots of a schema for its row: the first few and how many more (a SAML schema declares
 * some sixty, which made rows 1 142 characters wide; review r16 newsets L6).
 * @example shownRoots(['a', 'b', 'c', 'd', 'e', 'f', 'g']) // 'a, b, c, d, e and 2 more'
 */
export function shownRoots(roots: readonly string[]): string {
  if (roots.length === 0) return '-';
  if (roots.length <= ROOTS_SHOWN + 1) return roots.join(', ');
  return `${roots.slice(0, ROOTS_SHOWN).join(', ')} and ${roots.length - ROOTS_SHOWN} more`;
}

function formatGeneration(generation: GenerationListing): string {
  const issued = generation.schemas.filter((schema) => schema.issued).length;
  const header = `Generation ${generation.id}: ${plural(generation.schemas.length, 'schema')} (${issued} issued, ${generation.schemas.length - issued} inherited), ${plural(generation.endpoints.length, 'endpoint')}`;
  const schemas = table([
    ['SCHEMA', 'VERSION', 'PREFIX', 'ISSUED', 'ROOTS', 'FILE', 'NAMESPACE'],
    ...generation.schemas.map((schema) => [
      schema.name,
      schema.version,
      schema.prefix,
      schema.issued ? 'issued' : 'inherited',
      shownRoots(schema.roots),
      schema.file,
      schema.namespace,
    ]),
  ]);
  const endpoints =
    generation.endpoints.length === 0
      ? '(no endpoints)'
      : table([
          ['METHOD', 'PATH', 'OPERATION', 'ALIASES'],
          ...generation.endpoints.map((endpoint) => [endpoint.method, endpoint.path, endpoint.operationId, endpoint.aliases.join(', ') || '-']),
        ]);
  return `${header}\n\n${indent(schemas)}\n\n${indent(endpoints)}\n`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

/** The text form of the listing: one block per generation. */
export function formatSchemasText(listing: SchemasListing): string {
  return listing.generations.map(formatGeneration).join('\n');
}

/** `fleetcase schemas`. */
export const schemasCommand: CommandFactory = (io) => ({
  command: 'schemas',
  describe: 'List generations, their effective schemas and endpoints',
  builder: (yargs) =>
    yargs
      .option('generation', { type: 'string', describe: 'Only this generation (e.g. 0.3-beta)' })
      .option('format', { choices: ['text', 'json'] as const, default: 'text' as const, describe: 'Output format' })
      .option('schemas', {
        type: 'string',
        describe: 'Schemas folder: generation folders (like schemas/), or one folder of XSDs listed as one generation',
      })
      .option('ns-root', { type: 'string', describe: 'Namespace root to rebase the API namespaces onto' })
      .example('$0 schemas', 'Every generation: its schemas (issued or inherited) and endpoints')
      .example('$0 schemas --generation 0.3-beta', 'Only 0.3-beta')
      .example('$0 schemas --schemas vendor/xsd --format json', 'Another folder of XSDs, as data')
      .epilogue('Exit codes: 0 listed; 2 usage error (an unknown generation), a --schemas folder that cannot be read or holds no XSD (nor generation folders of XSDs), or an unsupported XSD construct.'),
  handler: (argv) => {
    const schemas = argv.schemas as string | undefined;
    // A folder with no XSD (an empty one, /etc) listed nothing, exit 0: the same one-line error
    // as generate, diff and validate instead (review r14 hostile M4). A missing one is the listing's.
    if (schemas !== undefined && existsSync(schemas) && statSync(schemas).isDirectory()) schemaLayout(schemas);
    const listing = listSchemas({
      ...(argv.generation !== undefined ? { generation: argv.generation as string } : {}),
      ...(schemas !== undefined ? { schemasDir: schemas } : {}),
      ...(argv['ns-root'] !== undefined ? { nsRoot: argv['ns-root'] as string } : {}),
    });
    io.stdout(argv.format === 'json' ? `${JSON.stringify(listing, null, 2)}\n` : formatSchemasText(listing));
    io.exitCode = 0;
  },
});
