/**
 * Joins XSD issues and rule issues into one list. When a rule reports the problem an engine
 * also saw (a required-field rule and libxml2's "Missing child element(s)", the multi-item
 * rule and "No matching global declaration"), only the rule's issue is kept: it says why in
 * the API's terms, and a rule's failing fixture then reports exactly its id.
 */
import { compareIssues, type Issue } from './issue.js';
import type { XsdIssue } from './xsd-findings.js';

function parentPath(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function mentionsAny(message: string, names: readonly string[]): boolean {
  return names.some((name) => new RegExp(`(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(message));
}

/** True when an error of the rule layer covers the same problem as the XSD issue. */
function covered(xsd: XsdIssue, byPath: Map<string, Issue[]>): boolean {
  if (xsd.rule === 'xml-malformed') return false;
  const same = byPath.get(xsd.path) ?? [];
  switch (xsd.rule) {
    case 'xsd-missing-element':
      // Rules put a missing field on the parent, as engines do; or on the missing child itself.
      if (same.some((rule) => xsd.expected.length === 0 || mentionsAny(rule.message, xsd.expected))) return true;
      return xsd.expected.some((name) => byPath.has(`${xsd.path}/${name}`));
    case 'xsd-unexpected-element': {
      if (same.length > 0) return true;
      // In a sequence a missing element shows as "next element not expected, expected (x)":
      // covered when the rules report every name expected there. An element the content
      // model does not know (`<foo/>` in an xs:all, where every remaining name is expected)
      // is a problem of its own and stays.
      const parent = byPath.get(parentPath(xsd.path)) ?? [];
      return xsd.expected.length > 0 && xsd.expected.every((name) => parent.some((rule) => mentionsAny(rule.message, [name])));
    }
    default:
      return same.length > 0;
  }
}

/** The XSD issues that no error of the rule layer covers. */
export function uncoveredXsdIssues<T extends XsdIssue>(xsd: readonly T[], rules: readonly Issue[]): T[] {
  const byPath = new Map<string, Issue[]>();
  for (const issue of rules) {
    if (issue.severity !== 'error') continue;
    const list = byPath.get(issue.path);
    if (list) list.push(issue);
    else byPath.set(issue.path, [issue]);
  }
  if (byPath.size === 0) return [...xsd];
  return xsd.filter((issue) => !covered(issue, byPath));
}

/** Strips the XSD-only fields: the issue as reported. */
export function toIssue(issue: Issue): Issue {
  return { rule: issue.rule, severity: issue.severity, message: issue.message, path: issue.path, line: issue.line, column: issue.column };
}

/** Rule issues plus the XSD issues no rule error covers (and any extra issues), ordered by position. */
export function mergeIssues(xsd: readonly XsdIssue[], rules: readonly Issue[], extra: readonly Issue[] = []): Issue[] {
  return [...rules.map(toIssue), ...uncoveredXsdIssues(xsd, rules).map(toIssue), ...extra].sort(compareIssues);
}
