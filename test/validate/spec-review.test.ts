/**
 * Independent review of `fleetcase validate` against SPEC.md and DESIGN.md's CLI contract: real
 * documents (the valid fixtures, mutated) through the CLI, compared with what the spec says, not
 * with what the implementation happens to do. Each row names the spec sentence it checks.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mutate, runCli, tempDir, validFixture, XSI } from './helpers.js';




interface JsonReport {
  files: Array<{ file: string; valid: boolean; generation: string | null; schema: string | null; issues: Array<{ rule: string; severity: string; path: string; line: number; column: number }> }>;
  summary: { files: number; valid: number; invalid: number };
}

const case007 = validFixture('0.0.7', 'CaseRequest.case.1');
const item03 = validFixture('0.3-beta', 'EstimateItemRequest.items.1');
const part03 = validFixture('0.3-beta', 'EstimateItemPartRequest.part.1');
const estimate01 = validFixture('0.1', 'EstimateRequest.estimate.1');
const version02 = validFixture('0.2', 'EstimateVersionRequest.version.1');
const attachment01 = validFixture('0.1', 'AttachmentRequest.attachment.1');

const tree = tempDir('fleetcase-spec-review-');
afterAll(() => tree.cleanup());

describe('rule verdicts on mutated fixtures (SPEC.md requirement rules and conventions)', () => {
  const cases: Array<{ name: string; given: string; flags?: string[]; want: { rules: string[]; path?: string; valid: boolean } }> = [
    { name: '0.0.7 case: valid fixture', given: case007, want: { rules: [], valid: true } },
    {
      name: '0.0.7 case: atr absent (item 2)',
      given: mutate(case007, /<atr>[^<]*<\/atr>/, ''),
      want: { rules: ['case-required-field-missing'], path: '/case', valid: false },
    },
    {
      name: '0.0.7 case: atr xsi:nil is allowed (FACTS 4)',
      given: mutate(case007, /<atr>[^<]*<\/atr>/, `<atr ${XSI} xsi:nil="true"/>`),
      want: { rules: [], valid: true },
    },
    {
      name: '0.0.7 case: breakdown:city absent',
      given: mutate(case007, /<ct:city>[^<]*<\/ct:city>/, ''),
      want: { rules: ['case-required-field-missing'], path: '/case/breakdown', valid: false },
    },
    {
      name: '0.0.7 case: assetCheckInTime and status stay optional (item 3)',
      given: mutate(mutate(case007, /<assetCheckInTime>[^<]*<\/assetCheckInTime>/, ''), /<ct:status>[\s\S]*?<\/ct:status>/, ''),
      want: { rules: [], valid: true },
    },
    {
      name: '0.0.7 POST /assets/{id}/cases: none of the four details (item 4)',
      given: mutate(
        mutate(mutate(mutate(case007, /<assetCheckInTime>[^<]*<\/assetCheckInTime>/, ''), /<ct:status>[\s\S]*?<\/ct:status>/, ''), /<ct:customComplaintCodes>[\s\S]*?<\/ct:customComplaintCodes>/, ''),
        /<ct:primaryContact>[\s\S]*?<\/ct:primaryContact>/,
        '',
      ),
      flags: ['--endpoint', 'POST /assets/42/cases'],
      want: { rules: ['case-create-detail-missing', 'case-required-field-missing'], path: '/case', valid: false },
    },
    {
      name: '0.1 case: every field optional (item 1)',
      given: '<case xmlns="http://www.decisiv.net/platform_api/0.1/Case/CaseRequest"/>',
      flags: ['--endpoint', 'POST /assets/{id}/cases'],
      want: { rules: [], valid: true },
    },
    {
      name: '0.3-beta case: every field optional (item 1)',
      given: '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"/>',
      want: { rules: [], valid: true },
    },
    {
      name: 'item create: name absent in a multi-item document',
      given: mutate(item03, '<name>Replace fuel filter</name>', ''),
      want: { rules: ['item-required-field-missing'], path: '/items/item[2]', valid: false },
    },
    {
      name: 'item create on the endpoint: code absent',
      given: mutate(validFixture('0.3-beta', 'EstimateItemRequest.item.1'), /<code>[^<]*<\/code>/, ''),
      flags: ['--endpoint', 'POST /estimates/7/items'],
      want: { rules: ['item-required-field-missing'], path: '/item', valid: false },
    },
    {
      name: 'item without an endpoint: code absent (SPEC.md: code required)',
      given: mutate(validFixture('0.1', 'EstimateItemRequest.item.1'), /<code>[^<]*<\/code>/, ''),
      want: { rules: ['item-required-field-missing'], path: '/item', valid: false },
    },
    {
      name: '0.0.7 item without an endpoint: name absent',
      given: mutate(validFixture('0.0.7', 'EstimateItemRequest.item.1'), /<name>[^<]*<\/name>/, ''),
      want: { rules: ['item-required-field-missing'], path: '/item', valid: false },
    },
    {
      name: 'item update: only what changes, code and name absent',
      given: mutate(mutate(validFixture('0.1', 'EstimateItemRequest.item.1'), /<code>[^<]*<\/code>/, ''), /<name>[^<]*<\/name>/, ''),
      flags: ['--endpoint', 'POST /estimates/7/items/9'],
      want: { rules: [], valid: true },
    },
    {
      name: '0.0.7 item update on the legacy path: code absent',
      given: mutate(validFixture('0.0.7', 'EstimateItemRequest.item.1'), /<code>[^<]*<\/code>/, ''),
      flags: ['--endpoint', 'POST /items/9'],
      want: { rules: [], valid: true },
    },
    {
      name: '0.0.7 item: VMRS without code14',
      given: mutate(validFixture('0.0.7', 'EstimateItemRequest.item.1'), '<eit:code14>01</eit:code14>', ''),
      want: { rules: ['item-vmrs-code-missing'], path: '/item/VMRS', valid: false },
    },
    {
      name: '0.0.7 item response: VMRS without code14 (a request rule; the deployed API writes no code14)',
      given: mutate(validFixture('0.0.7', 'EstimateItemResponse.item.1'), '<eit:code14>01</eit:code14>', ''),
      want: { rules: [], valid: true },
    },
    {
      name: '0.0.7 case: primaryContact without phone (item 2)',
      given: mutate(case007, /<ct:phone>[^<]*<\/ct:phone>/, ''),
      want: { rules: ['case-required-field-missing'], path: '/case/primaryContact', valid: false },
    },
    {
      name: '0.1 estimate response: a charge without description ("Additional charge on input" only)',
      given: mutate(validFixture('0.1', 'EstimateResponse.estimate.1'), '<ac:description>Road call, 38 miles round trip</ac:description>', ''),
      want: { rules: [], valid: true },
    },
    {
      name: '0.0.7 item: lower-case work status code',
      given: mutate(validFixture('0.0.7', 'EstimateItemRequest.item.1'), '<eit:code>Start</eit:code>', '<eit:code>start</eit:code>'),
      want: { rules: ['work-status-code-case-mismatch'], path: '/item/workStatus/code', valid: false },
    },
    {
      name: '0.3-beta item: capitalised work status code',
      given: mutate(item03, '<eit:code>complete</eit:code>', '<eit:code>Complete</eit:code>'),
      want: { rules: ['work-status-code-case-mismatch'], path: '/items/item[2]/workStatus/code', valid: false },
    },
    {
      name: '0.0.7 item: soldStatus instead of approvalStatus',
      given: mutate(validFixture('0.0.7', 'EstimateItemRequest.item.1'), /approvalStatus>/g, 'soldStatus>'),
      want: { rules: ['item-sold-status-misnamed'], path: '/item/soldStatus', valid: false },
    },
    {
      name: '0.3-beta item: approvalStatus instead of soldStatus',
      given: mutate(item03, /<soldStatus>sold<\/soldStatus>/, '<approvalStatus>sold</approvalStatus>'),
      want: { rules: ['item-sold-status-misnamed'], path: '/items/item[1]/approvalStatus', valid: false },
    },
    {
      name: 'embedded part without unitPrice',
      given: mutate(item03, '<eip:unitPrice>219.50</eip:unitPrice>', ''),
      want: { rules: ['part-required-field-missing'], path: '/items/item[1]/parts/part[2]', valid: false },
    },
    {
      name: 'part: salesman without id (0.3-beta)',
      given: mutate(part03, '<s:id>slm-4410</s:id>', ''),
      want: { rules: ['part-required-field-missing'], path: '/part/salesman', valid: false },
    },
    {
      name: 'estimate update without tax',
      given: mutate(estimate01, /<tax>[^<]*<\/tax>/, ''),
      want: { rules: ['estimate-update-field-missing'], path: '/estimate', valid: false },
    },
    {
      name: 'estimate-level additional charge without description',
      given: mutate(estimate01, '<ac:description>Coolant disposal</ac:description>', ''),
      want: { rules: ['additional-charge-field-missing'], path: '/estimate/additionalCharges/charge[2]', valid: false },
    },
    {
      name: 'version update item without id',
      given: mutate(version02, '<id>itm-61020</id>', ''),
      want: { rules: ['version-item-field-missing'], path: '/version/items/item[1]', valid: false },
    },
    {
      name: 'version update item without approvalStatus/name',
      given: mutate(version02, '<eit:name>approved</eit:name>', ''),
      want: { rules: ['version-item-field-missing'], path: '/version/items/item[1]/approvalStatus', valid: false },
    },
    {
      name: 'multi-item root in 0.1',
      given: `<items xmlns="http://www.decisiv.net/platform_api/0.1/Case/EstimateItemRequest"><item><code>A</code><name>B</name></item></items>`,
      want: { rules: ['multi-item-root-unsupported'], path: '/items', valid: false },
    },
    {
      name: 'labor total on input: a warning, still valid',
      given: mutate(item03, '<eit:rate>141.00</eit:rate>', '<eit:total>394.80</eit:total><eit:rate>141.00</eit:rate>'),
      want: { rules: ['labor-total-ignored'], path: '/items/item[1]/labor/total', valid: true },
    },
    {
      name: 'attachment without description',
      given: mutate(attachment01, /<description>[^<]*<\/description>/, ''),
      want: { rules: ['attachment-description-missing'], path: '/attachment', valid: false },
    },
    {
      name: 'boolean written 1 (Conventions 6)',
      given: mutate(case007, '<ct:loaded>true</ct:loaded>', '<ct:loaded>1</ct:loaded>'),
      want: { rules: ['boolean-form-nonstandard'], path: '/case/assetInformation/trailer/loaded', valid: false },
    },
    {
      name: 'note public written 0 (Conventions 6)',
      given: mutate(validFixture('0.1', 'NoteRequest.note.1'), '<public>true</public>', '<public>0</public>'),
      want: { rules: ['boolean-form-nonstandard'], path: '/note/public', valid: false },
    },
    {
      name: 'date with a zone (Conventions 4: dates are YYYY-MM-DD)',
      given: mutate(validFixture('0.3-beta', 'AssetResponse.asset.1'), /<warrantyStartDate>([0-9-]+)<\/warrantyStartDate>/, '<warrantyStartDate>$1Z</warrantyStartDate>'),
      want: { rules: ['date-form-nonstandard'], path: '/asset/warrantyStartDate', valid: false },
    },
    // A text outside the XSD type is the schema's finding (as xmllint and --no-rules say), not a
    // "nonstandard form" of a valid value (review round 10).
    {
      name: 'boolean written yes: no xs:boolean at all',
      given: mutate(validFixture('0.1', 'NoteRequest.note.1'), '<public>true</public>', '<public>yes</public>'),
      want: { rules: ['xsd-invalid-value'], path: '/note/public', valid: false },
    },
    {
      name: 'boolean written TRUE: no xs:boolean at all',
      given: mutate(case007, '<ct:loaded>true</ct:loaded>', '<ct:loaded>TRUE</ct:loaded>'),
      want: { rules: ['xsd-invalid-value'], path: '/case/assetInformation/trailer/loaded', valid: false },
    },
    {
      name: 'date written 20240101: no xs:date at all',
      given: mutate(validFixture('0.3-beta', 'AssetResponse.asset.1'), /<warrantyStartDate>([0-9-]+)<\/warrantyStartDate>/, '<warrantyStartDate>20240101</warrantyStartDate>'),
      want: { rules: ['xsd-invalid-value'], path: '/asset/warrantyStartDate', valid: false },
    },
    {
      name: 'timestamp form SPEC does not list: a warning only (Conventions 4)',
      given: mutate(case007, '<downtime>2024-03-18T06:42:00Z</downtime>', '<downtime>2024-03-18T06:42:00.000Z</downtime>'),
      want: { rules: ['timestamp-form-nonstandard'], path: '/case/downtime', valid: true },
    },
    {
      name: 'money with three fraction digits (Conventions 5)',
      given: mutate(case007, '<invoiceAmount>1284.56</invoiceAmount>', '<invoiceAmount>1284.567</invoiceAmount>'),
      want: { rules: ['money-fraction-digits-exceeded'], path: '/case/invoiceAmount', valid: false },
    },
  ];
  test.each(cases)('$name', async ({ name, given, flags, want }) => {
    const file = tree.write(`rules/${name.replace(/[^A-Za-z0-9]+/g, '-')}.xml`, given);
    const { code, out } = await runCli(['validate', '--jobs', '1', '--format', 'json', ...(flags ?? []), file], tree.dir);
    const report = JSON.parse(out) as JsonReport;
    const result = report.files[0]!;
    expect({ rules: [...new Set(result.issues.map((issue) => issue.rule))].sort(), valid: result.valid, code }).toStrictEqual({
      rules: want.rules,
      valid: want.valid,
      code: want.valid ? 0 : 1,
    });
    if (want.path) expect(result.issues.map((issue) => issue.path)).toContain(want.path);
    for (const issue of result.issues) expect(issue.line).toBeGreaterThan(0);
  });
});

describe('--endpoint is a usage error when it names no endpoint (DESIGN.md: exit 2 for usage)', () => {
  beforeAll(() => {
    tree.write('ep/case.xml', case007);
  });
  const cases: Array<{ name: string; given: string[]; want: { code: number; err?: RegExp } }> = [
    { name: 'not "METHOD /path"', given: ['--endpoint', 'garbage'], want: { code: 2, err: /--endpoint 'garbage'/ } },
    { name: 'an endpoint of no generation', given: ['--endpoint', 'GET /nowhere'], want: { code: 2, err: /--endpoint 'GET \/nowhere'/ } },
    {
      name: 'an endpoint not in the --generation asked',
      given: ['--generation', '0.3-beta', '--endpoint', 'POST /items/{item_id}'],
      want: { code: 2, err: /not an endpoint of generation 0\.3-beta/ },
    },
    // A real endpoint of another generation than the document's: a verdict on that document.
    { name: 'an endpoint of another generation than the document', given: ['--endpoint', 'POST /estimates/{id}/versions/{version_id}'], want: { code: 1 } },
    { name: 'a concrete path of a real endpoint', given: ['--endpoint', 'post /platform_api/assets/42/cases'], want: { code: 0 } },
  ];
  test.each(cases)('$name', async ({ given, want }) => {
    const { code, err } = await runCli(['validate', '--jobs', '1', ...given, 'ep/case.xml'], tree.dir);
    expect(code).toBe(want.code);
    if (want.err) expect(err).toMatch(want.err);
    expect(err).not.toMatch(/\n\s+at /);
  });
});
