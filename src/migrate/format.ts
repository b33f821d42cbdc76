/**
 * Reports of a migration run: text (per file a verdict line (for a document the safe parser
 * refused: that it could not be read), then the source's own validation
 * errors if it was not valid in its generation, the changes, what was dropped
 * at its position in the source file, what is missing, and the validation errors at their
 * position in the migrated document, named as `output` names it, with the source position they
 * came from; a namespace change by its namespace pair, count and paths) and JSON (the run as
 * data; `xml` is left out of files that were written to --out, and of every file in a dry run).
 */
import type { FileMigration, MigrationRun } from './migrate-files.js';
import type { MigrationChange } from './result.js';
import { plural } from '../plural.js';
import { oneLine } from '../one-line.js';
import { withoutIndexes } from './context.js';

/** True for a document the safe parser refused: nothing of it was read, so nothing was migrated. */
function unreadable(file: FileMigration): boolean {
  return file.xml === null && file.root === null;
}

/** `rule path: message`, without the path when the issue has none (a document that could not be read). */
function located(issue: { rule: string; path: string; message: string }): string {
  return `${issue.rule}${issue.path ? ` ${issue.path}` : ''}: ${issue.message}`;
}

/** Paths a namespace line lists before it says how many more there are. */
const LISTED_PATHS = 5;

/**
 * A namespace change names its group by the namespace pair and the element count, then the
 * paths: `namespace A -> B: 3 elements at /case/primaryContact, /case/breakdown, /case/assetInformation`.
 */
function namespaceGroup(change: MigrationChange): string {
  const paths = change.paths ?? [change.path];
  return `namespace ${change.from} -> ${change.to}: ${change.detail ?? plural(paths.length, 'element')} at ${listedPaths(paths)}`;
}

/**
 * The changes in order, the same change of repeated siblings (`/items/item[1]/…/code` and
 * `/items/item[2]/…/code`, Start -> start) in one group: a line of the text report each, not one
 * per item (10 000 items gave 60 000 lines; review r22 migrate M2). JSON lists every one.
 */
function sameChanges(changes: readonly MigrationChange[]): MigrationChange[][] {
  const groups = new Map<string, MigrationChange[]>();
  for (const change of changes) {
    const key = [change.kind, withoutIndexes(change.path), change.from, change.to, change.detail ?? ''].join('\u0000');
    const group = groups.get(key);
    if (group) group.push(change);
    else groups.set(key, [change]);
  }
  return [...groups.values()];
}

/** The first paths of a group, and how many more. */
function listedPaths(paths: readonly string[]): string {
  const more = paths.length - LISTED_PATHS;
  return `${paths.slice(0, LISTED_PATHS).join(', ')}${more > 0 ? ` and ${plural(more, 'more path')}` : ''}`;
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
        `${file.file}: ${file.from ?? '?'} -> ${file.to} ${what}: ${verdict} (${counts})${file.written ? ` -> ${file.written}` : file.wouldWrite ? ` -> ${file.wouldWrite} (not written: --dry-run)` : ''}`,
      ];
  for (const issue of file.sourceIssues)
    lines.push(`  source   ${file.file}:${issue.line}:${issue.column} ${located(issue)}`);
  for (const group of sameChanges(file.changes)) {
    const change = group[0]!;
    if (change.kind === 'namespace') {
      lines.push(`  changed  ${namespaceGroup(change)}`);
      continue;
    }
    const text = `${change.kind} ${change.from} -> ${change.to}${change.kind === 'nil' && change.detail ? ` (${change.detail})` : ''}`;
    lines.push(`  changed  ${listedPaths(group.map((one) => one.path))}: ${text}`);
  }
  for (const loss of file.dropped)
    lines.push(
      `  dropped  ${file.file}${loss.line ? `:${loss.line}:${loss.column}` : ''} ${loss.path}: ${loss.reason}`,
    );
  for (const loss of file.missing) lines.push(`  missing  ${loss.path}: ${loss.reason}`);
  // Errors first, then warnings (a target rule's, a result no endpoint of the target exchanges).
  const issues = [...file.issues].sort((a, b) => Number(a.severity !== 'error') - Number(b.severity !== 'error'));
  for (const issue of issues) {
    // Without a migrated document the issue is a position in the source (a parse error).
    const from =
      file.output !== null && issue.source
        ? ` (from ${file.file}:${issue.source.line}:${issue.source.column})`
        : '';
    // An issue of the file as a whole (too large, a FIFO) has no position (line 0), as in validate.
    const at = issue.line ? `:${issue.line}:${issue.column}` : '';
    const label = issue.severity === 'error' ? 'error  ' : 'warning';
    lines.push(`  ${label}  ${file.output ?? file.file}${at} ${located(issue)}${from}`);
  }
  if (!file.valid && file.blockedBy.length > 0) lines.push(`  blocked by: ${file.blockedBy.join(', ')}`);
  // A file name (or a value quoted in a message) may hold control characters: each line stays one.
  return lines.map(oneLine);
}

/** The text report of a run. */
export function formatMigrationText(run: MigrationRun): string {
  const blocks = run.files.map((file) => fileBlock(file).join('\n'));
  const { files, valid, invalid, lossy, sourceInvalid } = run.summary;
  // Counted from the files: a run built by hand may lack the newer summary fields.
  const notMigrated = run.files.filter((file) => file.xml === null).length;
  const unread = run.files.filter(unreadable).length;
  const sources = sourceInvalid > 0 ? `, ${plural(sourceInvalid, 'source')} not valid in ${sourceInvalid === 1 ? 'its' : 'their'} own generation` : '';
  // Documents without a result were never in the target: they are not "not valid in the target".
  const notMigratedText =
    notMigrated === 0
      ? ''
      : notMigrated === unread
        ? `, ${unread} could not be read`
        : `, ${notMigrated} not migrated${unread > 0 ? ` (${unread} could not be read)` : ''}`;
  const summary = `${files} document${files === 1 ? '' : 's'}: ${valid} valid, ${invalid - notMigrated} not valid in the target${notMigratedText}${lossy > 0 ? `, ${lossy} with dropped or missing fields` : ''}${sources}`;
  return `${[...blocks, summary].join('\n')}\n`;
}

/**
 * The JSON report of a run. `xml` is left out of files written to --out, and of every file with
 * `documents: false` (a dry run: a report, not the documents).
 */
export function formatMigrationJson(run: MigrationRun, options: { documents?: boolean } = {}): string {
  const files = run.files.map((file) =>
    file.written || options.documents === false ? { ...file, xml: undefined } : file,
  );
  return `${JSON.stringify({ files, summary: run.summary }, null, 2)}\n`;
}
