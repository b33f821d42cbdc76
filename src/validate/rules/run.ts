/**
 * Runs a list of rules on one document view and turns their findings into issues: severity from
 * the registry, message from the message table, issues ordered by element path.
 */
import { formatMessage } from './messages.js';
import { ruleApplies } from './scope.js';
import type { Issue, Rule, RuleContext, RuleNode } from './types.js';

// A CI run checks thousands of documents of a few kinds: the selection is made once per kind,
// looked up by generation, schema, root and endpoint (strings the index and parser share, so no
// key is built per document). Bounded: roots are document names.
interface Selections {
  /** generation -> schema -> root -> endpoint key -> rules */
  tree: Map<string, Map<string, Map<string, Map<string, readonly Rule[]>>>>;
  size: number;
}
const selections = new WeakMap<readonly Rule[], Selections>();
const MAX_SELECTIONS = 512;

function endpointKey(endpoint: RuleContext['endpoint']): string {
  return endpoint ? `${endpoint.method} ${endpoint.path} ${endpoint.operationId ?? ''}` : '';
}

function level<V>(parent: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let found = parent.get(key);
  if (found === undefined) parent.set(key, (found = new Map()));
  return found;
}

/** The rules of `rules` that apply to the document `context` describes, in list order. */
export function selectRules(rules: readonly Rule[], context: RuleContext): readonly Rule[] {
  let cache = selections.get(rules);
  if (cache === undefined) selections.set(rules, (cache = { tree: new Map(), size: 0 }));
  if (cache.size >= MAX_SELECTIONS) {
    cache.tree.clear();
    cache.size = 0;
  }
  const byEndpoint = level(level(level(cache.tree, context.generation), context.schema), context.root);
  const key = endpointKey(context.endpoint);
  let selected = byEndpoint.get(key);
  if (selected === undefined) {
    selected = rules.filter((rule) => ruleApplies(rule, context));
    byEndpoint.set(key, selected);
    cache.size++;
  }
  return selected;
}

/** Runs the applicable rules of `rules` on `root`; issues sorted by path, then list order. */
export function runRuleList(rules: readonly Rule[], root: RuleNode, context: RuleContext): Issue[] {
  const issues: Issue[] = [];
  for (const rule of selectRules(rules, context)) {
    for (const finding of rule.check(root, context)) {
      const issue: Issue = {
        rule: finding.id,
        severity: rule.severity,
        message: formatMessage(finding.id, finding.args),
        path: finding.path,
      };
      if (finding.line !== undefined) issue.line = finding.line;
      if (finding.column !== undefined) issue.column = finding.column;
      issues.push(issue);
    }
  }
  // Array.prototype.sort is stable: equal paths keep registry order.
  return issues.sort((a, b) => comparePaths(a.path, b.path));
}

/**
 * Orders element paths the same way for every view: segment by segment, names by code unit,
 * `[n]` indexes numerically, a parent before its children.
 */
export function comparePaths(a: string, b: string): number {
  if (a === b) return 0;
  const left = a.split('/');
  const right = b.split('/');
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const order = compareSegments(left[index], right[index]);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

function compareSegments(a: string, b: string): number {
  if (a === b) return 0;
  const left = /^(.*?)(?:\[(\d+)\])?$/.exec(a)!;
  const right = /^(.*?)(?:\[(\d+)\])?$/.exec(b)!;
  if (left[1] !== right[1]) return left[1] < right[1] ? -1 : 1;
  return Number(left[2] ?? 1) - Number(right[2] ?? 1);
}
