/**
 * The fields a rule of the registry requires in every document of a root (a rule's `requires`,
 * for a scope that holds whatever the endpoint), counted required as a minOccurs would make
 * them. The 0.0.7 CaseRequest's `primaryContact/phone` and its like are required by the rule
 * `case-required-field-missing`, the shared CaseTypes leaving them optional for the case response
 * and the service request (schemas/0.0.7/DIFFERENCES.md); without this the move to 0.3-beta,
 * where SPEC.md makes every case field optional, would not say they became optional.
 */
import type { FieldInfo } from './changes.js';
import { isEndpointDependent, RULES, ruleApplies } from '../validate/rules/index.js';

/** Marks required, in place, the fields of `root`'s document that a rule requires. */
export function requireRuleFields(generation: string, schema: string, root: string, fields: Map<string, FieldInfo>): void {
  const context = { generation, schema, root };
  for (const rule of RULES) {
    if (rule.requires === undefined || isEndpointDependent(rule) || !ruleApplies(rule, context)) continue;
    for (const path of rule.requires) {
      // A required field below an element requires that element too.
      const steps = path.split('/');
      for (let depth = 1; depth <= steps.length; depth++) {
        const field = fields.get(`/${root}/${steps.slice(0, depth).join('/')}`);
        if (field !== undefined && field.occurs.min === 0) field.occurs = { ...field.occurs, min: 1 };
      }
    }
  }
}
