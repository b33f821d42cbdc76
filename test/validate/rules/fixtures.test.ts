/**
 * Every rule fixture through the rule layer: a failing fixture reports exactly the id in its
 * name (and at least once), a passing fixture reports nothing at all.
 */
import { describe, expect, it } from 'vitest';
import { runRules, treeNode } from '../../../src/validate/rules/index.js';
import { fixtureFiles, loadFixture } from './fixtures.js';

describe('rule fixtures', () => {
  const files = fixtureFiles();

  it('exist', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)('%s', (file) => {
    const fixture = loadFixture(file);
    const issues = runRules(treeNode(fixture.tree), fixture.context);
    if (fixture.expectedFailure) {
      expect(issues.length).toBeGreaterThan(0);
      expect([...new Set(issues.map((issue) => issue.rule))]).toStrictEqual([
        fixture.expectedFailure,
      ]);
      for (const issue of issues) {
        expect(issue.message).not.toMatch(/\{\w+\}/);
        expect(issue.line).toBeGreaterThan(0);
        expect(issue.path.startsWith(`/${fixture.context.root}`)).toBe(true);
      }
    } else {
      expect(issues).toStrictEqual([]);
    }
  });
});
