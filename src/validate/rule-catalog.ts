/**
 * Every id an issue can carry, with severity and description: the rule registry (./rules) and
 * the pipeline checks (./pipeline-checks.ts). SARIF's `tool.driver.rules` and any listing read
 * it; an issue whose id is not here is a bug (a test checks the union is complete and unique).
 */
import { PIPELINE_CHECKS } from './pipeline-checks.js';
import { RULES } from './rules/index.js';
import type { Severity } from './issue.js';

/** One reportable id. */
export interface RuleDescriptor {
  id: string;
  severity: Severity;
  doc: string;
  /** Registry it comes from. */
  source: 'rule' | 'pipeline';
}

/** Pipeline checks first (in pipeline order), then the rule registry (in listing order). */
export function ruleCatalog(): RuleDescriptor[] {
  return [
    ...PIPELINE_CHECKS.map((check) => ({ id: check.id, severity: check.severity, doc: check.doc, source: 'pipeline' as const })),
    ...RULES.map((rule) => ({ id: rule.id, severity: rule.severity, doc: rule.doc, source: 'rule' as const })),
  ];
}
