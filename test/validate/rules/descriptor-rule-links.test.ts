/**
 * The endpoint descriptors document the rules an endpoint carries; the rule layer holds their
 * only implementation. Every descriptor rule must name a registered rule whose scope covers that
 * endpoint's request in that generation, so the two can never drift apart.
 */
import { describe, expect, it } from 'vitest';
import { GENERATIONS } from '../../../src/ir/index.js';
import { loadGeneration } from '../../../src/schema/index.js';
import { findRule, selectRules, RULES } from '../../../src/validate/rules/index.js';

describe('descriptor rules link to the rule registry', () => {
  for (const id of GENERATIONS) {
    const generation = loadGeneration(id);
    const linked = generation.endpoints.flatMap((endpoint) => endpoint.rules.map((rule) => ({ endpoint, rule })));
    it(`${id}: every descriptor rule names a registered rule that applies to its endpoint`, () => {
      expect(linked.length).toBeGreaterThan(0);
      for (const { endpoint, rule } of linked) {
        expect(findRule(rule.rule), `${endpoint.method} ${endpoint.path}: ${rule.rule}`).toBeDefined();
        const request = endpoint.request!;
        const schema = request.schema ?? request.parts?.find((part) => part.schema)?.schema;
        const roots = request.roots ?? request.parts?.flatMap((part) => (part.root ? [part.root] : [])) ?? [];
        expect(schema, `${endpoint.method} ${endpoint.path} has an XML request`).toBeDefined();
        const applies = roots.some((root) =>
          selectRules(RULES, {
            generation: id,
            schema: schema!,
            root,
            endpoint: { method: endpoint.method, path: endpoint.path, operationId: endpoint.operationId },
          }).some((candidate) => candidate.id === rule.rule),
        );
        expect(applies, `${rule.rule} applies to ${endpoint.method} ${endpoint.path} in ${id}`).toBe(true);
      }
    });
  }
});
