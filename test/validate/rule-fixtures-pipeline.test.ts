/**
 * Every rule fixture of test/fixtures/rules through the whole pipeline (safe parse, XSD of its
 * generation, rules, dedupe): a failing fixture `<id>.N.fail.<id>.xml` reports exactly its id
 * (an XSD complaint about the same problem is folded into the rule's issue), a passing one
 * reports nothing. The sidecar `<fixture>.json` gives the generation and endpoint.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createValidator } from '../../src/validate/index.js';
import { repoRoot } from './helpers.js';

const dir = join(repoRoot, 'test/fixtures/rules');
const NAME = /^([a-z0-9-]+)\.(\d+)(?:\.fail\.([a-z0-9-]+))?\.xml$/;
const fixtures = readdirSync(dir)
  .filter((file) => NAME.test(file))
  .sort()
  .map((file) => {
    const sidecar = join(dir, file.replace(/\.xml$/, '.json'));
    const options = existsSync(sidecar) ? (JSON.parse(readFileSync(sidecar, 'utf8')) as { generation?: string; endpoint?: string }) : {};
    return { file, fails: NAME.exec(file)![3], options };
  });

const validator = createValidator();

describe('rule fixtures through the whole pipeline', () => {
  test('there are fixtures', () => expect(fixtures.length).toBeGreaterThan(20));

  test.each(fixtures)('$file', ({ file, fails, options }) => {
    const result = validator.validate(readFileSync(join(dir, file)), { file, ...options });
    const rules = [...new Set(result.issues.map((issue) => issue.rule))];
    expect(rules).toStrictEqual(fails ? [fails] : []);
  });
});
