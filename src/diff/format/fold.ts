/**
 * Folding of repeated changes, for the text and Markdown forms of a diff between schema sets
 * outside the API (`report.api` false). A type shared by many elements, reached from many places
 * (CycloneDX's component under /bom/components, /bom/metadata, /bom/formulation, …), makes one
 * change per path that reaches it: 222 of the 499 lines of CycloneDX 1.5 -> 1.6 were five
 * changes. Such a change is printed once, with the other paths it is met at.
 *
 * Findings fold when they are the same check at the same level and subject, of elements of the
 * same name, and their message and action read the same once the path is taken out. The API's
 * own generations list every path (each is a field its clients read and the migration guide
 * speaks of); the JSON form always lists every finding.
 */
import type { Finding } from '../classify.js';
import { subjectKey } from '../classify.js';

/** A finding, with the other paths at which the same change is met (in report order). */
export interface FoldedFinding {
  finding: Finding;
  alsoAt: string[];
}

function foldKey(finding: Finding, path: string): string {
  const unplaced = (text: string) => text.split(path).join('\u0000');
  const name = path.slice(path.lastIndexOf('/') + 1);
  return [finding.id, finding.level, subjectKey(finding.subject), name, unplaced(finding.message), unplaced(finding.action)].join('\u0001');
}

/** The findings, folded where `fold` is set (see the file comment); each keeps its first place. */
export function foldRepeats(findings: readonly Finding[], fold: boolean): FoldedFinding[] {
  const folded: FoldedFinding[] = [];
  const byKey = new Map<string, FoldedFinding>();
  for (const finding of findings) {
    const path = finding.path;
    const key = fold && path ? foldKey(finding, path) : undefined;
    const first = key === undefined ? undefined : byKey.get(key);
    if (first) {
      first.alsoAt.push(path!);
      continue;
    }
    const entry = { finding, alsoAt: [] };
    folded.push(entry);
    if (key !== undefined) byKey.set(key, entry);
  }
  return folded;
}

/** ` The same change at 2 more paths: /a/x, /b/x.`, or '' for a finding met once. */
export function alsoAtSentence(alsoAt: readonly string[]): string {
  if (!alsoAt.length) return '';
  return ` The same change at ${alsoAt.length} more path${alsoAt.length === 1 ? '' : 's'}: ${alsoAt.join(', ')}.`;
}
