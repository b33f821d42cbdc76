/**
 * The verdict parts of a migration: a result for a document that could not be migrated at all,
 * the issue that says why, and the exact element paths that keep a result from being valid.
 */
import type { XmlElementNode } from '../runtime/tree.js';
import type { Issue } from '../validate/issue.js';
import type { MigrationLoss, MigrationResult } from './result.js';

/** A result without a document: `issue` says why. */
export function failure(
  options: { to: string },
  parts: Partial<MigrationResult>,
  issue: Issue,
): MigrationResult {
  return {
    xml: null,
    from: null,
    to: options.to,
    schema: null,
    root: null,
    changes: [],
    dropped: [],
    missing: [],
    ...parts,
    issues: [issue],
    valid: false,
    sourceIssues: [],
    // A document that could not be read has no element to blame (its issue has no path).
    blockedBy: issue.path ? [issue.path] : [],
  };
}

/** An error issue at the root element. */
export function issueAt(rule: string, message: string, root: XmlElementNode | undefined): Issue {
  return {
    rule,
    severity: 'error',
    message,
    path: root ? `/${root.local}` : '',
    line: root?.line ?? 0,
    column: root?.column ?? 0,
  };
}

/**
 * The element paths that block a result, sorted: every missing field, and every validation error
 * not already told by a missing field (an error on the parent that names the missing child).
 */
export function blockers(missing: readonly MigrationLoss[], issues: readonly Issue[]): string[] {
  const paths = new Set(missing.map((loss) => loss.path));
  const explained = (issue: Issue): boolean =>
    [...paths].some(
      (path) =>
        path.slice(0, path.lastIndexOf('/')) === issue.path &&
        new RegExp(`\\b${path.slice(path.lastIndexOf('/') + 1)}\\b`).test(issue.message),
    );
  const errors = issues.filter((issue) => issue.severity === 'error' && !explained(issue));
  return [...new Set([...paths, ...errors.map((issue) => issue.path)])].sort();
}
