/**
 * Runs a list of rules on one document view and turns their findings into issues: severity from
 * the registry, message from the message table, issues ordered by element path. On a view that
 * is a `LeafScanner`, the leaf rules of the document run in one pass over it (./leaf-rule.ts).
 */
import { findingAt } from './helpers.js';
import { isLeafScanner } from './leaf-rule.js';
import { formatMessage } from './messages.js';
import { ruleApplies } from './scope.js';
import type { Finding, Issue, Rule, RuleContext, RuleNode } from './types.js';

/** The rules that apply to one kind of document, and how its leaf rules share one pass. */
interface Plan {
  /** Every applicable rule, in list order. */
  rules: readonly Rule[];
  /** The leaf rules among them that a `LeafScanner` runs in one pass (at most 31: one bit each). */
  leaves: LeafSet;
  /** The other rules, run by their `check` on any view. */
  checked: readonly Rule[];
}

// A CI run checks thousands of documents of a few kinds: the plan is made once per kind,
// looked up by generation, schema, root and endpoint (strings the index and parser share, so no
// key is built per document). Bounded: roots are document names.
interface Plans {
  /** generation -> schema -> root -> endpoint key -> plan */
  tree: Map<string, Map<string, Map<string, Map<string, Plan>>>>;
  size: number;
}
const plans = new WeakMap<readonly Rule[], Plans>();
const MAX_PLANS = 512;
/** Leaf rules that share one pass: one bit each in a class. */
const MAX_SCANNED_LEAF_RULES = 31;

function endpointKey(endpoint: RuleContext['endpoint']): string {
  return endpoint ? `${endpoint.method} ${endpoint.path} ${endpoint.operationId ?? ''}` : '';
}

function level<V>(parent: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let found = parent.get(key);
  if (found === undefined) parent.set(key, (found = new Map()));
  return found;
}

/** How one set of leaf rules classifies names: shared by every plan with the same leaf rules. */
interface LeafSet {
  leaves: readonly Rule[];
  classOf(name: string): number;
}

// Most kinds of document have the same leaf rules (the conventions apply everywhere): views
// remember names per classification, so plans share one per set of leaf rules.
const leafSets = new WeakMap<readonly Rule[], Map<string, LeafSet>>();

function leafSetOf(rules: readonly Rule[], leaves: readonly Rule[]): LeafSet {
  let known = leafSets.get(rules);
  if (known === undefined) leafSets.set(rules, (known = new Map()));
  const key = leaves.map((rule) => rule.id).join(' ');
  let set = known.get(key);
  if (set === undefined) {
    const names = leaves.map((rule) => rule.leaves!.names);
    set = {
      leaves,
      classOf(name) {
        let classes = 0;
        for (let bit = 0; bit < names.length; bit++) if (names[bit]!.has(name)) classes |= 1 << bit;
        return classes;
      },
    };
    known.set(key, set);
  }
  return set;
}

function makePlan(rules: readonly Rule[], context: RuleContext): Plan {
  const applicable = rules.filter((rule) => ruleApplies(rule, context));
  const leaves = leafSetOf(rules, applicable.filter((rule) => rule.leaves !== undefined).slice(0, MAX_SCANNED_LEAF_RULES));
  return { rules: applicable, leaves, checked: applicable.filter((rule) => !leaves.leaves.includes(rule)) };
}

function planFor(rules: readonly Rule[], context: RuleContext): Plan {
  let cache = plans.get(rules);
  if (cache === undefined) plans.set(rules, (cache = { tree: new Map(), size: 0 }));
  if (cache.size >= MAX_PLANS) {
    cache.tree.clear();
    cache.size = 0;
  }
  const byEndpoint = level(level(level(cache.tree, context.generation), context.schema), context.root);
  const key = endpointKey(context.endpoint);
  let plan = byEndpoint.get(key);
  if (plan === undefined) {
    plan = makePlan(rules, context);
    byEndpoint.set(key, plan);
    cache.size++;
  }
  return plan;
}

/** The rules of `rules` that apply to the document `context` describes, in list order. */
export function selectRules(rules: readonly Rule[], context: RuleContext): readonly Rule[] {
  return planFor(rules, context).rules;
}

/** Runs the applicable rules of `rules` on `root`; issues sorted by path, then list order. */
export function runRuleList(rules: readonly Rule[], root: RuleNode, context: RuleContext): Issue[] {
  const plan = planFor(rules, context);
  // Each finding with its rule's place in the plan, so that equal paths keep list order.
  const found: Array<{ rule: Rule; order: number; finding: Finding }> = [];
  const scanner = plan.leaves.leaves.length > 0 && isLeafScanner(root) ? root : undefined;
  for (const rule of scanner !== undefined ? plan.checked : plan.rules) {
    for (const finding of rule.check(root, context)) found.push({ rule, order: plan.rules.indexOf(rule), finding });
  }
  if (scanner !== undefined) {
    const { leaves, classOf } = plan.leaves;
    scanner.scanLeaves(plan.leaves, classOf, (classes, text, name, parent, at) => {
      for (let bit = 0; bit < leaves.length; bit++) {
        if ((classes & (1 << bit)) === 0) continue;
        const rule = leaves[bit]!;
        const check = rule.leaves!;
        if (check.parent !== undefined && check.parent !== parent) continue;
        const args = check.test(text.trim(), name, context, text);
        if (args !== undefined) found.push({ rule, order: plan.rules.indexOf(rule), finding: findingAt(rule.id, scanner.nodeAt(at), args) });
      }
    });
  }
  if (found.length === 0) return [];
  found.sort((a, b) => comparePaths(a.finding.path, b.finding.path) || a.order - b.order);
  return found.map(({ rule, finding }) => {
    const issue: Issue = { rule: finding.id, severity: rule.severity, message: formatMessage(finding.id, finding.args), path: finding.path };
    if (finding.line !== undefined) issue.line = finding.line;
    if (finding.column !== undefined) issue.column = finding.column;
    return issue;
  });
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
