/**
 * Which XSD issues a rule already reports. When a rule error says the same thing as an engine
 * (or a generated validator's structural check) — a required-field rule and "Missing child
 * element(s)" naming that field, the multi-item rule and "No matching global declaration", the
 * work status rule and the enumeration facet — only the rule's issue is kept: it says why in the
 * API's terms, and a rule's failing fixture then reports exactly its id. An XSD issue about
 * something else at the same element (an attribute not allowed, an unknown child, another
 * missing element) stays: a run with rules never reports fewer problems than `--no-rules` (review
 * r13 spec13 1). `fleetcase validate` (../merge-issues.ts) and the generated validators share this.
 */
/** What coverage reads of an issue (the CLI's issues and the generated validators' alike). */
interface IssueLike {
  rule: string;
  severity: string;
  message: string;
  path: string;
}

/**
 * What a rule error says about the element at its path: that it lacks a child (which its message
 * names), that the element itself does not belong there, or that its value is wrong.
 */
export type RuleClaim = 'lacks-child' | 'element-refused' | 'value-refused';

/**
 * A rule id is its subject plus an event (./index.ts); the event says what the rule claims. A
 * rule with another event covers no XSD issue (the registry test keeps every error rule's event
 * in this table).
 */
const CLAIMS: Readonly<Record<string, RuleClaim>> = {
  missing: 'lacks-child',
  misnamed: 'element-refused',
  unsupported: 'element-refused',
  mismatch: 'value-refused',
  exceeded: 'value-refused',
  nonstandard: 'value-refused',
};

/** What an issue of rule `id` claims, by the event its id ends with; undefined for none of the above. */
export function ruleClaim(id: string): RuleClaim | undefined {
  const event = id.slice(id.lastIndexOf('-') + 1);
  return Object.hasOwn(CLAIMS, event) ? CLAIMS[event] : undefined;
}

/** An XSD issue with the local names the content model expected there (none when unknown). */
export type CoverableIssue = IssueLike & { expected: readonly string[] };

function parentPath(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

function mentionsAny(message: string, names: readonly string[]): boolean {
  return names.some((name) => new RegExp(`(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(message));
}

/**
 * The children a lacks-child rule error says are lacking: the names its message quotes after
 * "lacks" (`<estimate> lacks 'tax': an estimate update gives shopSupplies, hazWaste, freight and
 * tax` lacks tax alone; `'assetIdentifier/id'` lacks assetIdentifier).
 */
function lackedNames(rule: IssueLike): string[] {
  return [...rule.message.matchAll(/lacks '([^'/]+)/g)].map((match) => match[1]!);
}

/** The rule errors at `path` that claim `claim`. */
function claimsAt(byPath: Map<string, IssueLike[]>, path: string, claim: RuleClaim): IssueLike[] {
  return (byPath.get(path) ?? []).filter((rule) => ruleClaim(rule.rule) === claim);
}

/** True when an error of the rule layer says what the XSD issue says. */
function covered(xsd: CoverableIssue, byPath: Map<string, IssueLike[]>): boolean {
  switch (xsd.rule) {
    case 'xsd-missing-element': {
      // Rules put a missing field on the parent, as engines do; or on the missing child itself.
      const lacking = claimsAt(byPath, xsd.path, 'lacks-child');
      if (lacking.some((rule) => xsd.expected.length === 0 || mentionsAny(rule.message, xsd.expected))) return true;
      return xsd.expected.some((name) => claimsAt(byPath, `${xsd.path}/${name}`, 'lacks-child').length > 0);
    }
    case 'xsd-unexpected-element': {
      // The element itself refused (a misnamed field, a root the generation lacks).
      if (claimsAt(byPath, xsd.path, 'element-refused').length > 0) return true;
      // In a sequence a missing element shows as "next element not expected, expected (x)":
      // covered when the rules report every name expected there as lacking. An element the
      // content model does not know (`<foo/>` in an xs:all, where every remaining name is
      // expected), or one given twice (a second <shopSupplies> where hazWaste, freight and tax
      // are expected, of which only tax lacks: review r22 fuzz M1), is a problem of its own and stays.
      const lacked = new Set(claimsAt(byPath, parentPath(xsd.path), 'lacks-child').flatMap(lackedNames));
      return xsd.expected.length > 0 && xsd.expected.every((name) => lacked.has(name));
    }
    case 'xsd-invalid-value':
      return claimsAt(byPath, xsd.path, 'value-refused').length > 0;
    default:
      // An attribute, xsi:nil, mixed content, a malformed document: no rule says these.
      return false;
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
