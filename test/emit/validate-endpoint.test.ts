/**
 * The `endpoint` option of generated validators is resolved as `fleetcase validate --endpoint`
 * resolves it (rules' resolveEndpointFor over the module's ENDPOINTS, findEndpoint of the
 * descriptors): concrete paths, the /platform_api prefix, any method case, the most literal
 * match; an endpoint the generation does not have throws; one that takes or answers with
 * another document is an `endpoint-mismatch` with the CLI's message. Generated here from the project's
 * schemas (0.0.7, 0.1) and a --schemas set, into a folder inside the package.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../src/emit/index.js';
import { packageRoot } from '../../src/paths.js';
import { createValidator } from '../../src/validate/index.js';

type Validate = (value: unknown, options?: { endpoint?: unknown }) => Array<{ rule: string; message: string; path: string }>;
type Module = Record<string, (...args: never[]) => unknown>;

const rulesDir = join(packageRoot, 'test', 'fixtures', 'rules');
const fixture = (name: string) => readFileSync(join(rulesDir, name), 'utf8');

let out = '';
const modules = new Map<string, Module>();
beforeAll(async () => {
  out = mkdtempSync(join(import.meta.dirname, '.validate-endpoint-'));
  await generate({ generations: ['0.0.7', '0.1'], targets: ['codecs', 'validators'], out });
  await generate({
    schemas: join(packageRoot, 'test', 'fixtures', 'xsd-sets', 'purchase-order'),
    generations: ['po'],
    targets: ['validators'],
    out,
  });
  for (const id of ['0.0.7', '0.1', 'po'])
    modules.set(id, (await import(join(out, id, 'index.ts'))) as Module);
}, 120_000);
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

/** The rule's issues when the value of `file` (decoded by `decode`) is validated at `endpoint`. */
function ruleAt(generation: string, stem: string, file: string, rule: string, endpoint: unknown) {
  const module = modules.get(generation)!;
  const value = (module[`decode${stem}`] as (xml: string) => unknown)(fixture(file));
  const validate = module[`validate${stem}`] as unknown as Validate;
  return validate(value, { endpoint }).filter((issue) => issue.rule === rule).length;
}

describe('validate<Root>(value, { endpoint }) resolves the endpoint as the CLI does', () => {
  // 0.0.7 case created on an asset without any of the details rule 4 asks for.
  const caseFile = 'case-create-detail-missing.3.fail.case-create-detail-missing.xml';
  it.each([
    { given: 'POST /assets/{id}/cases', want: 1 },
    { given: 'POST /assets/{asset}/cases', want: 1 },
    { given: 'POST /assets/123/cases', want: 1 },
    { given: 'POST /platform_api/assets/{id}/cases', want: 1 },
    { given: 'post /platform_api/assets/123/cases/?page=2', want: 1 },
    { given: { method: 'post', path: '/assets/123/cases' }, want: 1 },
    { given: 'POST /service_locations/9/cases', want: 0 },
  ])('0.0.7 case-create-detail-missing at $given: $want', ({ given, want }) => {
    expect(ruleAt('0.0.7', 'CaseRequestCase', caseFile, 'case-create-detail-missing', given)).toBe(want);
  });

  // 0.1 item without a name: required on creation, not on an update.
  const itemFile = 'item-required-field-missing.3.fail.item-required-field-missing.xml';
  it.each([
    { given: 'POST /estimates/{estimate_id}/items', want: 1 },
    { given: 'POST /estimates/5/items', want: 1 },
    { given: 'POST /estimates/{estimate_id}/items/{item_id}', want: 0 },
    { given: 'POST /estimates/5/items/7', want: 0 },
    { given: 'POST /platform_api/estimates/5/items/7', want: 0 },
    { given: { method: 'POST', path: '/estimates/5/items/7' }, want: 0 },
  ])('0.1 item-required-field-missing at $given: $want', ({ given, want }) => {
    expect(ruleAt('0.1', 'EstimateItemRequestItem', itemFile, 'item-required-field-missing', given)).toBe(want);
  });

  it.each([
    { generation: '0.0.7', given: 'POST /nope', want: /^endpoint "POST \/nope" is not an endpoint of generation 0\.0\.7$/ },
    // A real endpoint, of a later generation only.
    { generation: '0.0.7', given: 'POST /estimates/5/versions', want: /is not an endpoint of generation 0\.0\.7$/ },
    { generation: '0.0.7', given: 'garbage', want: /^endpoint must be "METHOD \/path", got "garbage"$/ },
    { generation: '0.0.7', given: { method: 'POST' }, want: /^endpoint must be "METHOD \/path"/ },
  ])('$generation throws a TypeError for $given', ({ generation, given, want }) => {
    expect(() => ruleAt(generation, 'CaseRequestCase', caseFile, 'case-create-detail-missing', given)).toThrow(
      expect.objectContaining({ name: 'TypeError', message: expect.stringMatching(want) }),
    );
  });

  it('a --schemas set has no endpoints: any endpoint throws, none validates', () => {
    const validate = modules.get('po')!.validatePurchaseOrder as unknown as Validate;
    const value = { orderDate: '2024-01-01' };
    expect(() => validate(value, { endpoint: 'POST /orders' })).toThrow(
      /^endpoint "POST \/orders" is not an endpoint of generation po, which has no endpoint descriptors$/,
    );
    expect(() => validate(value)).not.toThrow();
  });

  // The document a value stands for, against endpoints that take it, answer with it, or neither.
  it.each([
    { name: 'an endpoint taking it', generation: '0.0.7', stem: 'CaseRequestCase', file: caseFile, given: 'POST /assets/9/cases', mismatch: false },
    { name: 'an endpoint taking no XML', generation: '0.0.7', stem: 'CaseRequestCase', file: caseFile, given: 'GET /assets/9', mismatch: true },
    { name: 'an endpoint taking another document', generation: '0.1', stem: 'EstimateItemRequestItem', file: itemFile, given: 'POST /case/7/notes', mismatch: true },
    { name: 'a response of the endpoint', generation: '0.1', stem: 'CaseResponseCase', file: '../0.1/valid/CaseResponse.case.1.xml', given: 'GET /cases/7', mismatch: false },
    { name: 'a collection where the endpoint answers one', generation: '0.1', stem: 'CaseResponseCases', file: '../0.1/valid/CaseResponse.cases.1.xml', given: 'GET /cases/7', mismatch: true },
  ])('$name ($given): the CLI verdict and message', ({ generation, stem, file, given, mismatch }) => {
    const module = modules.get(generation)!;
    const value = (module[`decode${stem}`] as (xml: string) => unknown)(fixture(file));
    const issues = (module[`validate${stem}`] as unknown as Validate)(value, { endpoint: given });
    const cli = createValidator({ generation }).validate(fixture(file), { endpoint: given });
    const want = cli.issues.filter((issue) => issue.rule === 'endpoint-mismatch');
    expect(want.length).toBe(mismatch ? 1 : 0);
    const got = issues.filter((issue) => issue.rule === 'endpoint-mismatch');
    expect(got.map((issue) => [issue.message, issue.path])).toStrictEqual(want.map((issue) => [issue.message, issue.path]));
  });

  it("runs none of the endpoint's rules when the endpoint does not take the document", () => {
    // The 0.0.7 detail rule applies to case creation on an asset only.
    expect(ruleAt('0.0.7', 'CaseRequestCase', caseFile, 'case-create-detail-missing', 'GET /assets/9')).toBe(0);
  });
});
