/**
 * `fleetcase rules [--format text|json] [--generation G]`: lists the rule registry (id,
 * severity, where it applies, whether it depends on the endpoint, doc), built from
 * src/validate/rules so that the listing cannot drift from the rules, then the checks of the
 * pipeline itself (parse and hostile input, namespace, endpoint, XSD: src/validate/pipeline-checks.ts),
 * whose ids a report carries too, and the ids `fleetcase migrate` reports of its own
 * (src/migrate/migrate-checks.ts).
 */
import { FleetcaseError } from '../../errors.js';
import { GENERATIONS, isGenerationId } from '../../ir/generations.js';
import {
  describeRules,
  RULE_NOTES,
  RULES,
  type RuleDescription,
} from '../../validate/rules/index.js';
import { PIPELINE_CHECKS, type PipelineCheck } from '../../validate/pipeline-checks.js';
import { MIGRATE_CHECKS, type MigrateCheck } from '../../migrate/migrate-checks.js';
import { plural } from '../../plural.js';
import type { CommandFactory } from './command.js';

/** The listing as data: the rules (optionally those of one generation) and the notes. */
export function listRules(generation?: string): { rules: RuleDescription[]; notes: string[]; checks: PipelineCheck[]; migrateChecks: MigrateCheck[] } {
  if (generation !== undefined && !isGenerationId(generation)) {
    throw new FleetcaseError('GenerationUnknown', { generation, known: [...GENERATIONS] });
  }
  const rules = describeRules(RULES).filter(
    (rule) =>
      generation === undefined ||
      rule.appliesTo.some((scope) => scope.generations.includes(generation)),
  );
  return { rules, notes: [...RULE_NOTES], checks: [...PIPELINE_CHECKS], migrateChecks: [...MIGRATE_CHECKS] };
}

/** Word-wraps `text` to `width` columns, each line indented by `indent`. */
function wrap(text: string, indent: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

/** The text listing: one block per rule, then the notes. */
export function formatRulesText(listing: { rules: RuleDescription[]; notes: string[]; checks?: PipelineCheck[]; migrateChecks?: MigrateCheck[] }): string {
  const blocks = listing.rules.map((rule) => {
    const scopes = rule.appliesTo.map((scope) => {
      const roots =
        scope.roots === '*' ? 'any root' : scope.roots.map((root) => `<${root}>`).join(' ');
      const schema = scope.schema === '*' ? 'any schema' : scope.schema;
      const document =
        scope.schema === '*' && scope.roots === '*' ? 'any document' : `${schema} ${roots}`;
      const only = scope.endpoints ? `; only on ${scope.endpoints.join(', ')}` : '';
      const endpoints = only + (scope.exceptEndpoints ? `; not on ${scope.exceptEndpoints.join(', ')}` : '');
      return `  applies to: ${scope.generations.join(', ')}: ${document}${endpoints}`;
    });
    const header = `${rule.id} (${rule.severity}${rule.endpointDependent ? ', endpoint-dependent' : ''})`;
    return [header, ...scopes, wrap(rule.doc, '  ')].join('\n');
  });
  const notes = listing.notes.map((note) => wrap(`- ${note}`, '  '));
  const checks = (listing.checks ?? []).map((check) => `${check.id} (${check.severity}, ${check.stage})\n${wrap(check.doc, '  ')}`);
  const pipeline = checks.length ? `\n\nChecks of the pipeline (ids a report carries beside the rules'):\n\n${checks.join('\n\n')}` : '';
  const migrateChecks = (listing.migrateChecks ?? []).map((check) => `${check.id} (${check.severity}, migrate)\n${wrap(check.doc, '  ')}`);
  const migrate = migrateChecks.length ? `\n\nChecks of fleetcase migrate (ids its reports carry beside the above):\n\n${migrateChecks.join('\n\n')}` : '';
  const counts = [plural(listing.rules.length, 'rule')];
  if (checks.length) counts.push(plural(checks.length, 'pipeline check'));
  if (migrateChecks.length) counts.push(plural(migrateChecks.length, 'migrate check'));
  return `${blocks.join('\n\n')}\n\nNotes:\n${notes.join('\n')}${pipeline}${migrate}\n\n${counts.join(', ')}\n`;
}

/** `fleetcase rules`. */
export const rulesCommand: CommandFactory = (io) => ({
  command: 'rules',
  describe: 'List the validation rules (id, severity, where they apply, doc)',
  builder: (yargs) =>
    yargs
      .option('format', {
        choices: ['text', 'json'] as const,
        default: 'text' as const,
        describe: 'Output format',
      })
      .option('generation', {
        type: 'string',
        describe: 'Only the rules that apply to this generation',
      })
      .example('$0 rules', 'Every rule and pipeline check, with where it applies')
      .example('$0 rules --generation 0.0.7', 'Only the rules of 0.0.7 documents')
      .example('$0 rules --format json > rules.json', 'The listing as data')
      .epilogue('Exit codes: 0 listed; 2 usage error (an unknown generation).'),
  handler: (argv) => {
    const listing = listRules(argv.generation as string | undefined);
    io.stdout(
      argv.format === 'json' ? `${JSON.stringify(listing, null, 2)}\n` : formatRulesText(listing),
    );
    io.exitCode = 0;
  },
});
