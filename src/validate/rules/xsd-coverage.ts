/**
 * Which XSD issues a rule already reports. When a rule names the problem an engine (or a
 * generated validator's structural check) also saw — a required-field rule and "Missing child
 * element(s)", the multi-item rule and "No matching global declaration" — only the rule's issue
 * is kept: it says why in the API's terms, and a rule's failing fixture then reports exactly its
 * id. `fleetcase validate` (../merge-issues.ts) and the generated validators share this.
 */
/** What coverage reads of an issue (the CLI's issues and the generated validators' alike). */
interface IssueLike {
  rule: string;
  severity: string;
  message: string;
  path: string;
}

/** An XSD issue with the local names the content model expected there (none when unknown). */
export type CoverableIssue = IssueLike & { expected: readonly string[] };

function parentPath(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function mentionsAny(message: string, names: readonly string[]): boolean {
  return names.some((name) => new RegExp(`(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(message));
}

/** True when an error of the rule layer covers the same problem as the XSD issue. */
function covered(xsd: CoverableIssue, byPath: Map<string, IssueLike[]>): boolean {
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
export function uncoveredXsdIssues<T extends CoverableIssue>(xsd: readonly T[], rules: readonly IssueLike[]): T[] {
  const byPath = new Map<string, IssueLike[]>();
  for (const issue of rules) {
    if (issue.severity !== 'error') continue;
    const list = byPath.get(issue.path);
    if (list) list.push(issue);
    else byPath.set(issue.path, [issue]);
  }
  if (byPath.size === 0) return [...xsd];
  return xsd.filter((issue) => !covered(issue, byPath));
}

/** A generated validator's "required element <a | b> is missing": the names it expected. */
const MISSING = /^required element <([^>]*)> is missing$/;

/**
 * A generated validator's issues of a value with its rules' issues: the structural ones
 * (`xsd-*`) a rule error covers left out, as `fleetcase validate` leaves them out.
 * @example withRuleIssues([{ rule: 'xsd-missing-element', message: 'required element <atr> is missing', … }], ruleIssues)
 */
export function withRuleIssues<T extends IssueLike>(issues: readonly T[], rules: readonly T[]): T[] {
  if (rules.length === 0) return [...issues];
  const structural = (issue: T) => issue.rule.startsWith('xsd-');
  const coverable = issues
    .filter(structural)
    .map((issue) => ({ ...issue, expected: MISSING.exec(issue.message)?.[1]?.split(' | ') ?? [], source: issue }));
  const kept = new Set(uncoveredXsdIssues(coverable, rules).map((one) => one.source));
  return [...issues.filter((issue) => !structural(issue) || kept.has(issue)), ...rules];
}
