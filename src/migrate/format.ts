/**
 * Reports of a migration run: text (per file a verdict line (for a document the safe parser
 * refused: that it could not be read), then the source's own validation
 * errors if it was not valid in its generation, the changes, what was dropped
 * at its position in the source file, what is missing, and the validation errors at their
 * position in the migrated document, named as `output` names it, with the source position they
 * came from) and JSON (the run as data; `xml` is left out of files that were written to --out).
 */
import type { FileMigration, MigrationRun } from './migrate-files.js';
import { plural } from '../plural.js';

/** True for a document the safe parser refused: nothing of it was read, so nothing was migrated. */
function unreadable(file: FileMigration): boolean {
  return file.xml === null && file.root === null;
}

/** `rule path: message`, without the path when the issue has none (a document that could not be read). */
function located(issue: { rule: string; path: string; message: string }): string {
  return `${issue.rule}${issue.path ? ` ${issue.path}` : ''}: ${issue.message}`;
}

function fileBlock(file: FileMigration): string[] {
  const what = file.schema
    ? `${file.schema} <${file.root}>`
    : file.root
      ? `<${file.root}>`
      : 'document';
  const verdict = file.valid ? 'valid' : file.xml === null ? 'not migrated' : 'INVALID';
  const source = file.sourceIssues.length > 0 ? `; the source is not valid in ${file.from}` : '';
  const counts = `${plural(file.changes.length, 'change')}, ${file.dropped.length} dropped, ${file.missing.length} missing${source}`;
  const lines = unreadable(file)
    ? [`${file.file}: not migrated to ${file.to}: the document could not be read`]
    : [
        `${file.file}: ${file.from ?? '?'} -> ${file.to} ${what}: ${verdict} (${counts})${file.written ? ` -> ${file.written}` : ''}`,
      ];
  for (const issue of file.sourceIssues)
    lines.push(`  source   ${file.file}:${issue.line}:${issue.column} ${located(issue)}`);
  for (const change of file.changes) {
    const text =
      change.kind === 'namespace'
        ? `namespace ${change.from} -> ${change.to}${change.detail ? ` (${change.detail})` : ''}`
        : `${change.kind} ${change.from} -> ${change.to}${change.kind === 'nil' && change.detail ? ` (${change.detail})` : ''}`;
    lines.push(`  changed  ${change.path}: ${text}`);
  }
  for (const loss of file.dropped)
    lines.push(
      `  dropped  ${file.file}${loss.line ? `:${loss.line}:${loss.column}` : ''} ${loss.path}: ${loss.reason}`,
    );
  for (const loss of file.missing) lines.push(`  missing  ${loss.path}: ${loss.reason}`);
  for (const issue of file.issues.filter((candidate) => candidate.severity === 'error')) {
    // Without a migrated document the issue is a position in the source (a parse error).
    const from =
      file.output !== null && issue.source
        ? ` (from ${file.file}:${issue.source.line}:${issue.source.column})`
        : '';
    lines.push(
      `  error    ${file.output ?? file.file}:${issue.line}:${issue.column} ${located(issue)}${from}`,
    );
  }
  if (!file.valid && file.blockedBy.length > 0) lines.push(`  blocked by: ${file.blockedBy.join(', ')}`);
  return lines;
}

/** The text report of a run. */
export function formatMigrationText(run: MigrationRun): string {
  const blocks = run.files.map((file) => fileBlock(file).join('\n'));
  const { files, valid, invalid, lossy, sourceInvalid } = run.summary;
  const unread = run.files.filter(unreadable).length;
  const sources = sourceInvalid > 0 ? `, ${plural(sourceInvalid, 'source')} not valid in ${sourceInvalid === 1 ? 'its' : 'their'} own generation` : '';
  const unreadText = unread > 0 ? `, ${unread} could not be read` : '';
  const summary = `${files} document${files === 1 ? '' : 's'}: ${valid} valid, ${invalid - unread} not valid in the target${unreadText}${lossy > 0 ? `, ${lossy} with dropped or missing fields` : ''}${sources}`;
  return `${[...blocks, summary].join('\n')}\n`;
}

/** The JSON report of a run. */
export function formatMigrationJson(run: MigrationRun): string {
  const files = run.files.map((file) => (file.written ? { ...file, xml: undefined } : file));
  return `${JSON.stringify({ files, summary: run.summary }, null, 2)}\n`;
}
