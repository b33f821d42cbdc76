/**
 * The registry itself: unique kebab-case ids with a file of the same name, every field set,
 * a message per id that is not the id, a passing and a failing fixture per rule.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATIONS } from '../../../src/ir/generations.js';
import { MESSAGES, RULES } from '../../../src/validate/rules/index.js';
import { placeholders } from '../../../src/validate/rules/messages.js';
import { fixtureFiles, parseFixtureName } from './fixtures.js';

const RULES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/validate/rules',
);

describe('rule registry', () => {
  it('has unique ids', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(RULES.map((rule) => [rule.id, rule] as const))('%s: every field is set', (id, rule) => {
    expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    expect(existsSync(path.join(RULES_DIR, `${id}.ts`))).toBe(true);
    expect(['error', 'warning']).toContain(rule.severity);
    expect(typeof rule.check).toBe('function');
    expect(rule.doc.length).toBeGreaterThan(40);
    expect(rule.appliesTo.length).toBeGreaterThan(0);
    for (const scope of rule.appliesTo) {
      expect(scope.generations.length).toBeGreaterThan(0);
      for (const generation of scope.generations) expect(GENERATIONS).toContain(generation);
      expect(scope.schema).toMatch(/^(\*|[A-Z][A-Za-z0-9]+)$/);
      if (scope.roots !== '*') expect(scope.roots.length).toBeGreaterThan(0);
      if (scope.endpoints) {
        expect(scope.endpoints.length).toBeGreaterThan(0);
        for (const endpoint of scope.endpoints) expect(endpoint.path.startsWith('/')).toBe(true);
        // An endpoint-dependent rule says so in the doc that `fleetcase rules` prints.
        expect(rule.doc).toMatch(/endpoint-dependent/i);
      }
    }
  });

  it.each(RULES.map((rule) => rule.id))('%s: has a message that is not its id', (id) => {
    expect(Object.hasOwn(MESSAGES, id)).toBe(true);
    expect(MESSAGES[id].trim()).not.toBe(id);
    expect(MESSAGES[id].length).toBeGreaterThan(20);
  });

  it('has no message without a rule', () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    expect(Object.keys(MESSAGES).filter((id) => !ids.has(id))).toStrictEqual([]);
  });

  it('messages use named placeholders only', () => {
    for (const template of Object.values(MESSAGES)) {
      expect(template.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
      expect(placeholders(template).every((name) => /^[a-z]+$/i.test(name))).toBe(true);
    }
  });

  it.each(RULES.map((rule) => rule.id))('%s: has a passing and a failing fixture', (id) => {
    const names = fixtureFiles().map((file) => parseFixtureName(file));
    const own = names.filter((name) => name?.ruleId === id);
    expect(own.some((name) => name?.fails === undefined)).toBe(true);
    expect(own.some((name) => name?.fails === id)).toBe(true);
  });

  it('every fixture is named after a registered rule', () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    for (const file of fixtureFiles()) {
      const name = parseFixtureName(file);
      expect(name, file).toBeDefined();
      expect(ids.has(name!.ruleId), file).toBe(true);
      if (name!.fails) expect(ids.has(name!.fails), file).toBe(true);
    }
  });
});

describe('rule layer portability', () => {
  it('imports nothing outside plain TypeScript modules (generated code runs it in browsers)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const allowed =
      /^(\.\/[a-z-]+\.js|\.\.\/\.\.\/ir\/(generations|qname)\.js|\.\.\/\.\.\/runtime\/(tree|date-time|parse-tree)\.js|\.\.\/\.\.\/schema\/descriptors\/(find-endpoint|endpoint-documents)\.js)$/;
    for (const file of readdirSync(RULES_DIR).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(path.join(RULES_DIR, file), 'utf8');
      for (const match of source.matchAll(/from '([^']+)'/g))
        expect(match[1], `${file} imports ${match[1]}`).toMatch(allowed);
    }
    // The endpoint matcher the generated validators share with the CLI: plain too (types aside).
    const descriptors = path.join(RULES_DIR, '..', '..', 'schema', 'descriptors');
    for (const file of ['find-endpoint.ts', 'path-template.ts', 'endpoint-documents.ts']) {
      const source = readFileSync(path.join(descriptors, file), 'utf8');
      for (const match of source.matchAll(/^import (?!type )[^;]*from '([^']+)'/gm))
        expect(match[1], `${file} imports ${match[1]}`).toBe('./path-template.js');
    }
  });
});
