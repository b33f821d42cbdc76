/**
 * The Markdown form of a diff report: a migration guide a person hands to a team. Title, what the
 * levels mean, summary counts (overall, per document type, per endpoint), then one section per
 * document type and per endpoint, breaking changes first, each change with what to do. A diff
 * of other schema sets (folders, `--schemas` sets outside the API) leaves out the API wording
 * and the `fleetcase migrate` advice, and folds a change met at several paths (./fold.ts).
 */
import type { Direction, Level } from '../changes.js';
import type { Finding } from '../classify.js';
import type { DiffReport, LevelCounts } from '../report.js';
import { shellQuote } from '../../shell-quote.js';
import { alsoAtSentence, foldRepeats } from './fold.js';

const HEADINGS: Record<Level, string> = { breaking: 'Breaking', warning: 'Warnings', info: 'Info' };
const LEVELS: readonly Level[] = ['breaking', 'warning', 'info'];
const DIRECTION: Record<string, string> = {
  request: 'request body',
  response: 'response body',
  both: 'request and response',
};

/**
 * How the guide introduces a document type: by the API side it travels on; outside the API a
 * document of no known direction is judged for writers and readers alike.
 */
function describeDocument(report: DiffReport, direction: Direction): string {
  if (!report.api && direction === 'both')
    return 'A document type with no request or response side: each change is judged for writers and readers alike';
  return `A ${DIRECTION[direction]}`;
}

/** A GitHub-style heading anchor. */
function anchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

/**
 * Backticks around endpoints, element paths, root elements, namespaces and the pattern after
 * "match " (show.ts `showRestrictions`) in a message: a pattern such as `[A-Za-z0-9]{2}` or
 * `a*b*` must not be read as Markdown.
 */
const CODE = new RegExp(
  [
    String.raw`(?<=match )\S+?(?=[.,:;]?(?:\s|$))`,
    String.raw`(?:GET|POST|PUT|DELETE|PATCH) \/[^\s,;)]*[^\s,;).]`,
    String.raw`https?:\/\/[^\s,;)]*[^\s,;).]`,
    String.raw`\/[A-Za-z_][^\s,;)\x60]*[^\s,;).\x60]`,
    String.raw`<[A-Za-z_][\w.-]*>`,
  ].join('|'),
  'g',
);

function code(text: string): string {
  return text.replace(CODE, (match, offset: number) => {
    const before = offset > 0 ? text[offset - 1]! : ' ';
    return /[\s("]/.test(before) || offset === 0 ? `\`${match}\`` : match;
  });
}

/** One bullet per change, breaking first; outside the API a change met at several paths is one bullet (./fold.ts). */
function bullets(findings: readonly Finding[], fold: boolean): string[] {
  const lines: string[] = [];
  for (const level of LEVELS) {
    const mine = findings.filter((finding) => finding.level === level);
    if (!mine.length) continue;
    lines.push(`#### ${HEADINGS[level]} (${mine.length})`, '');
    for (const { finding, alsoAt } of foldRepeats(mine, fold))
      lines.push(
        `- ${code(finding.message + alsoAtSentence(alsoAt))} *What to do:* ${code(finding.action)} (\`${finding.id}\`)`,
      );
    lines.push('');
  }
  return lines;
}

function countRow(label: string, counts: LevelCounts): string {
  return `| ${label} | ${counts.breaking} | ${counts.warning} | ${counts.info} |`;
}

/** The options of the run that the guide's quoted commands repeat, so that they work as quoted. */
export interface GuideRun {
  /** Where the generations come from (`--schemas DIR`, `--ns-root URI`): `diff` and `migrate` take them. */
  sourceFlags?: readonly string[];
  /** What the guide covers (`--schema NAME`, `--endpoint "METHOD /path"`): `diff` only. */
  filterFlags?: readonly string[];
}

/** Formats a report as a Markdown migration guide. */
export function formatDiffMarkdown(report: DiffReport, run: GuideRun = {}): string {
  const { from, to, summary } = report;
  const words = (flags: readonly string[] = []) => flags.map((flag) => ` ${shellQuote(flag)}`).join('');
  const diffCommand = `fleetcase diff --from ${shellQuote(from)} --to ${shellQuote(to)}${words(run.sourceFlags)}${words(run.filterFlags)}`;
  const lines: string[] = [
    `# Migrating from ${from} to ${to}`,
    '',
    ...(report.api
      ? [
          `Every change between schema generation ${from} and ${to} that a client of the Fleet Service Case API sees, found by \`${diffCommand}\`.`,
          '**Breaking** changes need code changes; **warnings** can surprise readers of responses; **info** changes are safe to adopt at your pace.',
          `Stored documents and fixtures can be rewritten with \`fleetcase migrate FILE... --to ${shellQuote(to)}${words(run.sourceFlags)}\`, which reports whatever it cannot carry.`,
        ]
      : [
          // Not the API's generations: no API to speak of, and migrate cannot carry these documents.
          `Every change between the schema sets ${from} and ${to} that writers and readers of their documents see, found by \`${diffCommand}\`.`,
          '**Breaking** changes need code changes; **warnings** can surprise readers; **info** changes are safe to adopt at your pace.',
        ]),
    '',
    '## Summary',
    '',
    `${summary.breaking} breaking, ${summary.warning} warnings, ${summary.info} info (${summary.total} findings).`,
    '',
    '| Where | Breaking | Warnings | Info |',
    '|---|---:|---:|---:|',
    ...report.documents.map((document) =>
      countRow(`[${document.schema}](#${anchor(document.schema)})`, document.counts),
    ),
    ...report.endpoints.map((endpoint) =>
      countRow(`[\`${endpoint.endpoint}\`](#${anchor(endpoint.endpoint)})`, endpoint.counts),
    ),
    countRow('**Total**', summary),
    '',
  ];
  if (report.documents.length) lines.push('## Document types', '');
  for (const document of report.documents) {
    const findings = report.findings.filter(
      (finding) =>
        finding.subject.kind === 'document' && finding.subject.schema === document.schema,
    );
    lines.push(`### ${document.schema}`, '');
    const carriers = document.endpoints.length
      ? `, carried by ${document.endpoints.map((endpoint) => `\`${endpoint}\``).join(', ')}`
      : document.errorOf
        ? `: the error answer of ${document.errorOf} endpoints`
        : '';
    lines.push(`${describeDocument(report, document.direction)}${carriers}.`, '');
    for (const bullet of bullets(findings, !report.api)) lines.push(bullet);
  }
  if (report.endpoints.length) lines.push('## Endpoints', '');
  for (const endpoint of report.endpoints) {
    const findings = report.findings.filter(
      (finding) =>
        finding.subject.kind === 'endpoint' &&
        `${finding.subject.method} ${finding.subject.path}` === endpoint.endpoint,
    );
    lines.push(`### ${endpoint.endpoint}`, '');
    const bodies = [
      endpoint.request ? `request ${endpoint.request}` : '',
      endpoint.responses.length ? `success ${endpoint.responses.join(', ')}` : '',
    ].filter(Boolean);
    lines.push(
      code(
        `Operation \`${endpoint.operationId}\`${bodies.length ? `; ${bodies.join('; ')}` : ''}.`,
      ),
      '',
    );
    for (const bullet of bullets(findings, !report.api)) lines.push(bullet);
  }
  if (!report.findings.length) lines.push('No differences.', '');
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
