/**
 * The text form of a diff report: a summary line, then one line per finding (breaking first):
 * `LEVEL  check-id  where: message`. Stable for scripts and code review. Outside the API a change
 * met at several paths is one line naming the others (./fold.ts).
 */
import type { Finding } from '../classify.js';
import type { DiffReport } from '../report.js';
import { alsoAtSentence, foldRepeats } from './fold.js';

/** Where a finding is: `CaseRequest <case>` or `POST /assets/{id}/cases`. */
export function findingPlace(finding: Finding): string {
  const subject = finding.subject;
  if (subject.kind === 'endpoint') return `${subject.method} ${subject.path}`;
  return subject.root ? `${subject.schema} <${subject.root}>` : subject.schema;
}

/** `N breaking, N warnings, N info`. */
export function summaryLine(counts: { breaking: number; warning: number; info: number }): string {
  return `${counts.breaking} breaking, ${counts.warning} warning${counts.warning === 1 ? '' : 's'}, ${counts.info} info`;
}

/** Formats a report as text. */
export function formatDiffText(report: DiffReport): string {
  const lines = [`fleetcase diff ${report.from} -> ${report.to}: ${summaryLine(report.summary)}`];
  if (report.findings.length) lines.push('');
  // A reduce, not a spread: 140 000 findings are more arguments than a call takes (review r21 scale M3).
  const width = report.findings.reduce((widest, finding) => Math.max(widest, finding.id.length), 0);
  for (const { finding, alsoAt } of foldRepeats(report.findings, !report.api)) {
    lines.push(
      `${finding.level.padEnd(8)}  ${finding.id.padEnd(width)}  ${findingPlace(finding)}: ${finding.message}${alsoAtSentence(alsoAt)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
