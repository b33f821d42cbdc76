/** Formatters of diff reports and of the check listing, by format name. */
import type { Check } from '../checks/index.js';
import type { DiffReport } from '../report.js';
import { formatDiffJson } from './json.js';
import { formatDiffMarkdown, type GuideRun } from './markdown.js';
import { formatDiffText } from './text.js';

export { formatDiffJson, formatDiffMarkdown, formatDiffText };
export type { GuideRun };
export { findingPlace, summaryLine } from './text.js';

/** The formats `fleetcase diff --format` accepts. */
export const DIFF_FORMATS = ['text', 'markdown', 'json'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** Formats a report; `run` gives the flags the migration guide's quoted commands repeat. */
export function formatDiff(report: DiffReport, format: DiffFormat, run: GuideRun = {}): string {
  return format === 'json'
    ? formatDiffJson(report)
    : format === 'markdown'
      ? formatDiffMarkdown(report, run)
      : formatDiffText(report);
}

/** The check listing (`--list-checks`) as data. */
export function describeChecks(
  checks: readonly Check[],
): Array<Pick<Check, 'id' | 'level' | 'direction' | 'kinds' | 'doc'>> {
  return checks.map(({ id, level, direction, kinds, doc }) => ({
    id,
    level,
    direction,
    kinds: [...kinds],
    doc,
  }));
}

/** Formats the check listing. */
export function formatChecks(checks: readonly Check[], format: DiffFormat): string {
  const rows = describeChecks(checks);
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  if (format === 'markdown') {
    return `| Check | Level | Direction | What it finds |\n|---|---|---|---|\n${rows.map((row) => `| \`${row.id}\` | ${row.level} | ${row.direction} | ${row.doc} |`).join('\n')}\n`;
  }
  const width = Math.max(...rows.map((row) => row.id.length));
  return `${rows.map((row) => `${row.id.padEnd(width)}  ${row.level.padEnd(8)}  ${row.direction.padEnd(8)}  ${row.doc}`).join('\n')}\n\n${rows.length} checks\n`;
}
