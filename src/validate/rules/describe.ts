/**
 * The registry as data for `fleetcase rules`: each rule's id, severity, scopes and doc, plus the
 * notes that record requirement decisions which are not rules of their own.
 */
import { formatEndpoint, isEndpointDependent } from './scope.js';
import type { Rule, Severity } from './types.js';

/** One scope of a rule, printable. */
export interface ScopeDescription {
  generations: string[];
  schema: string;
  roots: string[] | '*';
  /** `"POST /assets/{id}/cases"`; absent when the rule does not depend on the endpoint. */
  endpoints?: string[];
  /** The endpoints it does not run on; absent when there are none. */
  exceptEndpoints?: string[];
}

/** One rule, printable. */
export interface RuleDescription {
  id: string;
  severity: Severity;
  endpointDependent: boolean;
  appliesTo: ScopeDescription[];
  doc: string;
}

/**
 * Requirement facts of SPEC.md that hold by the absence of a rule, so that the listing says
 * where they went.
 */
export const RULE_NOTES: readonly string[] = [
  'CaseRequest in 0.1, 0.2 and 0.3-beta: every field is optional (SPEC.md requirement rule 1; ' +
    '0.2 agrees with its neighbours and its deployed schema), so no rule checks case fields ' +
    'there; case-required-field-missing is scoped to 0.0.7.',
  'Endpoint-dependent rules run only when the endpoint is known (--endpoint "METHOD /path", ' +
    'fleetcase.config.json, or validate*(value, { endpoint }) in generated code), or, for those ' +
    'that name the endpoints they skip (item updates), everywhere else and without an endpoint.',
];

/** Describes the given rules (pass `RULES`) in registry order. */
export function describeRules(rules: readonly Rule[]): RuleDescription[] {
  return rules.map((rule) => ({
    id: rule.id,
    severity: rule.severity,
    endpointDependent: isEndpointDependent(rule),
    appliesTo: rule.appliesTo.map((scope) => {
      const description: ScopeDescription = {
        generations: [...scope.generations],
        schema: scope.schema,
        roots: scope.roots === '*' ? '*' : [...scope.roots],
      };
      if (scope.endpoints) description.endpoints = scope.endpoints.map(formatEndpoint);
      if (scope.exceptEndpoints) description.exceptEndpoints = scope.exceptEndpoints.map(formatEndpoint);
      return description;
    }),
    doc: rule.doc,
  }));
}
