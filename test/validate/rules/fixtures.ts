/**
 * Test helpers: the rule fixtures of test/fixtures/rules, each parsed with the runtime's safe
 * parser and given the context the validator would give it (schema and generation from the
 * document element's namespace, overridden or completed by a sidecar `<fixture>.json`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseApiNamespace } from '../../../src/ir/qname.js';
import { parseXmlTree } from '../../../src/runtime/parse-tree.js';
import type { XmlElementNode } from '../../../src/runtime/tree.js';
import { parseEndpoint, type RuleContext } from '../../../src/validate/rules/index.js';

/** The folder holding the rule fixtures. */
export const FIXTURE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/rules',
);

/** One fixture: its file, the rule id it is about, the id it must fail with (if any), its tree and context. */
export interface RuleFixture {
  file: string;
  ruleId: string;
  expectedFailure?: string;
  tree: XmlElementNode;
  context: RuleContext;
}

const NAME = /^([a-z0-9-]+)\.(\d+)(?:\.fail\.([a-z0-9-]+))?\.xml$/;

/** Splits a fixture file name into rule id, number and expected failing id; undefined when malformed. */
export function parseFixtureName(
  file: string,
): { ruleId: string; number: number; fails?: string } | undefined {
  const match = NAME.exec(file);
  if (!match) return undefined;
  return { ruleId: match[1], number: Number(match[2]), ...(match[3] ? { fails: match[3] } : {}) };
}

/** The rule context of a parsed fixture: namespace first, sidecar on top. */
export function contextOf(tree: XmlElementNode, sidecarFile: string): RuleContext {
  const parsed = parseApiNamespace(tree.namespace);
  if (!parsed)
    throw new Error(`document element namespace is not an API namespace: ${tree.namespace}`);
  const context: RuleContext = {
    generation: parsed.version,
    schema: parsed.schema,
    root: tree.local,
  };
  if (existsSync(sidecarFile)) {
    const sidecar = JSON.parse(readFileSync(sidecarFile, 'utf8')) as {
      endpoint?: string;
      generation?: string;
    };
    if (sidecar.generation) context.generation = sidecar.generation;
    if (sidecar.endpoint) {
      const endpoint = parseEndpoint(sidecar.endpoint);
      if (!endpoint) throw new Error(`${sidecarFile}: endpoint is not "METHOD /path"`);
      context.endpoint = endpoint;
    }
  }
  return context;
}

/** Every XML fixture file name, sorted. */
export function fixtureFiles(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.xml'))
    .sort();
}

/** Loads one fixture by file name. */
export function loadFixture(file: string): RuleFixture {
  const name = parseFixtureName(file);
  if (!name)
    throw new Error(`fixture name does not follow <rule-id>.<N>[.fail.<rule-id>].xml: ${file}`);
  const tree = parseXmlTree(readFileSync(path.join(FIXTURE_DIR, file)));
  const context = contextOf(tree, path.join(FIXTURE_DIR, file.replace(/\.xml$/, '.json')));
  return {
    file,
    ruleId: name.ruleId,
    ...(name.fails ? { expectedFailure: name.fails } : {}),
    tree,
    context,
  };
}
