/**
 * Missing children are named from the IR (src/validate/schema-facts.ts), and the schema loader
 * behind it is loaded only by a thread that meets such a finding (src/validate/schema-facts-lazy.ts):
 * the synchronous `validate` of the CLI's threads waits for it once and validates again; a run
 * of valid documents never loads it. Each case gets a fresh module registry (vi.resetModules),
 * as a new thread would. Where the IR does not say which child is missing (a substitution
 * group, xsi:type, a set the loader refuses) libxml2's message stands; xmllint agrees that each
 * document is invalid.
 */
import { join } from 'node:path';
import { xmllintValid } from '../emit/xmllint.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { repoRoot, tempDir } from './helpers.js';

const sets = join(import.meta.dirname, 'fixtures/schema-sets');
const missingSet = join(sets, 'missing-children');
const VALID = '<note xmlns="urn:m"><URL>u</URL><shared>s</shared></note>';
const MISSING = '<note xmlns="urn:m"><shared>s</shared></note>';
const NAMED = '<note> lacks the required element URL';
const tree = tempDir('fleetcase-facts-');
afterAll(() => tree.cleanup());

/** Fresh modules, as a thread that has loaded nothing yet. */
async function fresh() {
  vi.resetModules();
  return {
    core: await import('../../src/validate/validator-core.js'),
    lazy: await import('../../src/validate/schema-facts-lazy.js'),
    index: await import('../../src/validate/schema-index.js'),
    helpers: await import('./helpers.js'),
  };
}

interface JsonReport {
  files: Array<{ file: string; valid: boolean; issues: Array<{ rule: string; message: string }> }>;
}

describe('the schema loader, loaded lazily', () => {
  it('validate: not loaded for valid documents or built-in values; a missing child waits for it once', async () => {
    const { core, lazy, index } = await fresh();
    const validator = core.createValidatorFor(index.indexSchemasFolder(missingSet));
    expect(validator.validate(VALID).valid).toBe(true);
    expect(validator.validate('<note xmlns="urn:m"><URL>u</URL><public>maybe</public><shared>s</shared></note>').issues.map((issue) => issue.rule)).toEqual(['xsd-invalid-value']);
    expect(lazy.schemaFactsLoaded()).toBe(false);
    expect(() => validator.validate(MISSING)).toThrow(lazy.SchemaFactsPending);
    const waited = await lazy.afterSchemaFacts(() => validator.validate(MISSING));
    expect(waited.issues.map((issue) => issue.message)).toEqual([NAMED]);
    expect(lazy.schemaFactsLoaded()).toBe(true);
    expect(validator.validate(MISSING).issues.map((issue) => issue.message)).toEqual([NAMED]);
  });

  it('validateAsync waits by itself', async () => {
    const { core, index } = await fresh();
    const result = await core.createValidatorFor(index.indexSchemasFolder(missingSet)).validateAsync(MISSING);
    expect(result.issues.map((issue) => issue.message)).toEqual([NAMED]);
  });

  const runs = [
    { name: '--jobs 1 (this thread)', jobs: '1', copies: 2 },
    { name: '--jobs 2 (this thread and a worker)', jobs: '2', copies: 40 },
  ];
  for (const { name, jobs, copies } of runs) {
    it(`fleetcase validate ${name}: every missing child named; a valid run loads nothing`, async () => {
      const { lazy, helpers } = await fresh();
      const dir = join(tree.dir, `jobs-${jobs}`);
      const valid = Array.from({ length: copies }, (_, at) => tree.write(`jobs-${jobs}/valid-${String(at).padStart(3, '0')}.xml`, VALID));
      const valids = await helpers.runCli(['validate', '--format', 'json', '--jobs', jobs, '--schemas', missingSet, ...valid], repoRoot);
      expect(valids.code).toBe(0);
      expect(lazy.schemaFactsLoaded()).toBe(false);
      for (let at = 0; at < copies; at++) tree.write(`jobs-${jobs}/missing-${String(at).padStart(3, '0')}.xml`, MISSING);
      const { code, out } = await helpers.runCli(['validate', '--format', 'json', '--jobs', jobs, '--schemas', missingSet, dir], repoRoot);
      expect(code).toBe(1);
      const files = (JSON.parse(out) as JsonReport).files;
      expect(files).toHaveLength(copies * 2);
      for (const file of files) expect(file.issues.map((issue) => issue.message), file.file).toEqual(file.file.includes('missing-') ? [NAMED] : []);
    }, 30_000);
  }
});

describe('where the IR does not say which child is missing, libxml2 says it', () => {
  const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
  const cases = [
    {
      name: 'a substitution group\'s head: a member would do',
      set: 'missing-fallbacks', xsd: 'g1/f.xsd',
      given: '<r xmlns="urn:f"><note>n</note></r>',
      want: { path: '/r', message: "Element 'r': Missing child element(s). Expected is one of ( contact, phone )." },
    },
    {
      name: 'xsi:type names a derived type',
      set: 'missing-fallbacks', xsd: 'g1/f.xsd',
      given: `<r xmlns="urn:f" ${XSI}><phone>1</phone><item xsi:type="Derived"/></r>`,
      want: { path: '/r/item', message: "Element 'item': Missing child element(s). Expected is ( id )." },
    },
    {
      name: 'the declared type (control): named from the IR',
      set: 'missing-fallbacks', xsd: 'g1/f.xsd',
      given: '<r xmlns="urn:f"><phone>1</phone><item/></r>',
      want: { path: '/r/item', message: '<item> lacks the required element id' },
    },
    {
      name: 'a set the loader refuses (xs:notation)',
      set: 'missing-refused', xsd: 'g1/r.xsd',
      given: '<note xmlns="urn:r"><subjectURL>s</subjectURL></note>',
      want: { path: '/note', message: "Element 'note': Missing child element(s). Expected is ( URL )." },
    },
  ];
  for (const { name, set, xsd, given, want } of cases) {
    it(name, async () => {
      expect(xmllintValid(join(sets, set, xsd), given)).toBe(false);
      const { createValidator } = await import('../../src/validate/validator.js');
      const issues = createValidator({ schemasDir: join(sets, set) }).validate(given).issues;
      expect(issues.map(({ rule, path, message }) => ({ rule, path, message }))).toEqual([{ rule: 'xsd-missing-element', ...want }]);
    });
  }
});
