/**
 * Joins XSD issues and rule issues into one list. When a rule reports the problem an engine
 * also saw, only the rule's issue is kept (./rules/xsd-coverage.ts, which the generated
 * validators use too).
 */
import { compareIssues, type Issue } from './issue.js';
import { uncoveredXsdIssues } from './rules/xsd-coverage.js';
import type { XsdIssue } from './xsd-findings.js';

/** Strips the XSD-only fields: the issue as reported. */
export function toIssue(issue: Issue): Issue {
  return { rule: issue.rule, severity: issue.severity, message: issue.message, path: issue.path, line: issue.line, column: issue.column };
}

/** Rule issues plus the XSD issues no rule error covers (and any extra issues), ordered by position. */
export function mergeIssues(xsd: readonly XsdIssue[], rules: readonly Issue[], extra: readonly Issue[] = []): Issue[] {
  return [...rules.map(toIssue), ...uncoveredXsdIssues(xsd, rules).map(toIssue), ...extra].sort(compareIssues);
}
