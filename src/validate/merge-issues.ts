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

/**
 * An identity-constraint failure (a keyref that finds no key, a duplicate key or unique value:
 * libxml2's "key-sequence", Xerces' cvc-identity-constraint). One wrong element elsewhere (a
 * misspelt OVAL test, a duplicate id) makes every reference to it fail, each at the referring
 * element, often before it in the file.
 */
const IDENTITY_CONSTRAINT = /key-sequence|identity-constraint|identity constraint/i;

/**
 * Rule issues plus the XSD issues no rule error covers (and any extra issues), ordered by
 * position; identity-constraint failures after the others, so that the cause comes first (review
 * r17 newsets L3: one unknown element in an OVAL file was the 103rd of 105 lines, after the 102
 * keyref failures it caused).
 */
export function mergeIssues(xsd: readonly XsdIssue[], rules: readonly Issue[], extra: readonly Issue[] = []): Issue[] {
  const all = [...rules.map(toIssue), ...uncoveredXsdIssues(xsd, rules).map(toIssue), ...extra].sort(compareIssues);
  const consequences = all.filter((issue) => IDENTITY_CONSTRAINT.test(issue.message));
  return consequences.length === 0 ? all : [...all.filter((issue) => !IDENTITY_CONSTRAINT.test(issue.message)), ...consequences];
}
