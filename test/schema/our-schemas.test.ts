/**
 * The project's own schemas against libxml2 and the fixtures: every XSD compiles; every valid
 * fixture validates against our XSD of its namespace (found through the IR) and every invalid
 * one fails; every valid fixture also validates against the vendor's XSD of the same schema and
 * version, except exactly those listed in `vendor-differences.json` (which must fail there);
 * every generation has a valid fixture per root element of its document schemas.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { IrGeneration, IrModel } from '../../src/ir/nodes.js';
import { parseApiNamespace } from '../../src/ir/qname.js';
import { packageRoot, schemasDir } from '../../src/paths.js';
import { loadModel } from '../../src/schema/load.js';
import { schemaForNamespace } from '../../src/schema/lookup.js';
import { rootElementOf, SchemaCompiler } from './libxml.js';
import { validateDocument } from '../../src/validate/index.js';
import { RULES } from '../../src/validate/rules/index.js';

const RULE_IDS = new Set(RULES.map((rule) => rule.id));
/** The issues of the rule layer (not the XSD, not the pipeline) on a document of `generation`. */
const ruleIssues = (xml: string, generation: string): string[] =>
  validateDocument(xml, { generation }).issues.filter((issue) => RULE_IDS.has(issue.rule)).map((issue) => `${issue.rule}: ${issue.message}`);

const fixturesDir = join(packageRoot, 'test', 'fixtures');
const vendorDir = resolve(packageRoot, '../shared/reference/vendor-xsd');
const GENERATIONS = ['0.0.7', '0.1', '0.2', '0.3-beta'];
/** SPEC.md's helper namespaces that are never a document's root namespace. */
const HELPER_SCHEMAS = new Set(['CaseTypes', 'GroupedUser', 'EstimateItemTypes', 'AdditionalCharges', 'VMRS', 'Salesman', 'Department', 'ProgramType']);

const compiler = new SchemaCompiler();
afterAll(() => compiler.dispose());

let model: IrModel | undefined;
let loadFailure: string | undefined;
try {
  model = loadModel();
} catch (error) {
  loadFailure = error instanceof Error ? error.message : String(error);
}
const generationOf = (id: string): IrGeneration => {
  const generation = model?.generations.find((candidate) => candidate.id === id);
  if (!generation) throw new Error(`generation ${id} did not load: ${loadFailure ?? 'absent'}`);
  return generation;
};

const xmlFiles = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.xml')).sort() : []);
const xsdFiles = GENERATIONS.flatMap((id) =>
  existsSync(join(schemasDir, id)) ? readdirSync(join(schemasDir, id)).filter((file) => file.endsWith('.xsd')).sort().map((file) => `${id}/${file}`) : [],
);

/** Our XSD for the fixture's root namespace in `generation`, or an explanation. */
function ourSchemaFor(generation: IrGeneration, xmlPath: string): { path: string } | { problem: string } {
  const root = rootElementOf(xmlPath);
  if (!root) return { problem: 'not well-formed XML' };
  const schema = schemaForNamespace(generation, root.namespace);
  if (!schema) return { problem: `no schema of generation ${generation.id} has namespace '${root.namespace}'` };
  return { path: join(schemasDir, schema.file) };
}

describe('the schemas folder', () => {
  it('loads all four generations', () => {
    expect(loadFailure).toBeUndefined();
    expect(model?.generations.map((generation) => generation.id)).toStrictEqual(GENERATIONS);
  });
  it.each(xsdFiles)('%s compiles in libxml2', (file) => {
    const compiled = compiler.compile(join(schemasDir, file));
    expect('errors' in compiled ? compiled.errors : []).toStrictEqual([]);
  });
});

describe.each(GENERATIONS)('fixtures of %s', (id) => {
  const validDir = join(fixturesDir, id, 'valid');
  const invalidDir = join(fixturesDir, id, 'invalid');
  const valid = xmlFiles(validDir);
  const invalid = xmlFiles(invalidDir);

  it('has valid fixtures', () => expect(valid.length).toBeGreaterThan(0));

  it.each(valid)('valid/%s validates against our XSD', (file) => {
    const schema = ourSchemaFor(generationOf(id), join(validDir, file));
    expect('problem' in schema ? [schema.problem] : compiler.validate(schema.path, join(validDir, file))).toStrictEqual([]);
  });

  // A requirement of input only (a 0.0.7 case field, a charge's amount) is a rule: the XSD type
  // also serves responses (schemas/README.md convention 7). Such a fixture fails by its rule.
  it.each(invalid)('invalid/%s fails against our XSD or the rule layer', (file) => {
    const schema = ourSchemaFor(generationOf(id), join(invalidDir, file));
    const errors = 'problem' in schema ? [schema.problem] : compiler.validate(schema.path, join(invalidDir, file));
    if (errors.length === 0) errors.push(...ruleIssues(readFileSync(join(invalidDir, file), 'utf8'), id));
    expect(errors.length, 'an invalid fixture must not validate').toBeGreaterThan(0);
  });

  it('has a valid fixture for every root element of its document schemas', () => {
    const covered = new Set(valid.map((file) => rootElementOf(join(validDir, file))).map((root) => root && `{${root.namespace}}${root.local}`));
    const missing = generationOf(id)
      .schemas.filter((schema) => !HELPER_SCHEMAS.has(schema.name))
      .flatMap((schema) => schema.roots.map((root) => `{${schema.namespace}}${root}`))
      .filter((root) => !covered.has(root));
    expect(missing).toStrictEqual([]);
  });

  if (!existsSync(vendorDir)) it.skip(`vendor oracle skipped: ${vendorDir} is absent`, () => undefined);
  describe.runIf(existsSync(vendorDir))('against the vendor XSDs', () => {
    const differencesFile = join(fixturesDir, id, 'vendor-differences.json');
    const differences: Record<string, string> = existsSync(differencesFile) ? JSON.parse(readFileSync(differencesFile, 'utf8')) : {};

    it('lists only existing valid fixtures as differences', () => {
      expect(Object.keys(differences).filter((file) => !valid.includes(file))).toStrictEqual([]);
    });

    it.each(valid)('valid/%s: vendor verdict matches vendor-differences.json', (file) => {
      const root = rootElementOf(join(validDir, file));
      const api = root && parseApiNamespace(root.namespace);
      expect(api, `root namespace of ${file} is not an API namespace`).toBeTruthy();
      const vendorFile = join(vendorDir, api!.version, `${api!.schema === 'VMRS' ? 'vmrs' : api!.schema}.xsd`);
      const errors = existsSync(vendorFile) ? compiler.validate(vendorFile, join(validDir, file)) : [`no vendor schema ${vendorFile}`];
      if (Object.hasOwn(differences, file)) {
        expect(errors.length, `listed as a vendor difference (${differences[file]}) but the vendor XSD accepts it`).toBeGreaterThan(0);
      } else {
        expect(errors).toStrictEqual([]);
      }
    });
  });
});
