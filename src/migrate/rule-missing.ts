/**
 * The fields a rule of the target requires that the result lacks, listed as `missing` as the
 * fields its XSD requires are (review r19 spec L2: a 0.1 item with only vmrs/code33 migrated to
 * 0.0.7 said "0 missing" beside four item-vmrs-code-missing errors, and a script reading
 * `missing` saw nothing to backfill). The rule layer stays the one definition: it runs on the
 * migrated tree, and each finding naming a missing `field` (as `missingFields` reports them)
 * is one entry, at the field's target path.
 */
import { RULES, selectRules, treeNode, type RuleContext } from '../validate/rules/index.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { withoutIndexes, type RewriteContext } from './context.js';

/**
 * Adds to `context.missing` each field the target's rules find missing in `out` (after
 * `--fill-nil` has written those it can).
 * @example noteRuleMissing(context, out, { generation: '0.0.7', schema: 'EstimateItemRequest', root: 'item' })
 */
export function noteRuleMissing(context: RewriteContext, out: XmlElementNode, rules: RuleContext): void {
  const view = treeNode(out);
  const known = new Set(context.missing.map((loss) => loss.path));
  for (const rule of selectRules(RULES, rules)) {
    if (rule.severity !== 'error') continue;
    for (const finding of rule.check(view, rules)) {
      const field = finding.args['field'];
      if (field === undefined) continue;
      const path = `${withoutIndexes(finding.path)}/${field}`;
      if (known.has(path)) continue;
      known.add(path);
      context.missing.push({ path, reason: `required by rule ${finding.id} of ${context.label}; the source has no value for it` });
    }
  }
}
