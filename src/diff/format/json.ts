/**
 * The JSON form of a diff report: `{ from, to, api, summary, documents, endpoints, findings }`,
 * each finding `{ id, level, direction, subject, path?, message, action, args }`. Scripts depend
 * on it: fields are only ever added.
 */
import type { DiffReport } from '../report.js';

/** Formats a report as JSON (two-space indent, trailing newline). */
export function formatDiffJson(report: DiffReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
