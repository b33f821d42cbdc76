/**
 * A rule error takes the place of the XSD issue that says the same thing, and of no other
 * (src/validate/rules/xsd-coverage.ts; review r13 spec13 1): a part without unitCorePrice that
 * also carries an attribute the schema does not allow gets the rule's error and the attribute's,
 * as `--no-rules` and xmllint report both. Timestamps that are no xs:dateTime at all are the
 * XSD's alone (r13 spec13 5). Real documents of the bundled schemas, through the CLI.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ruleClaim } from '../../src/validate/rules/xsd-coverage.js';
import { ns, repoRoot, runCli, tempDir } from './helpers.js';

const temp = tempDir('fleetcase-overlap-');
afterAll(() => temp.cleanup());

const XMLLINT = '/usr/bin/xmllint';

/** The rule ids `validate` reports for one document, with or without the rule layer. */
async function rulesFor(file: string, rules = true): Promise<string[]> {
  const { out } = await runCli(['validate', '--format', 'json', ...(rules ? [] : ['--no-rules']), file]);
  return JSON.parse(out).files[0].issues.map((issue: { rule: string }) => issue.rule);
}

/** xmllint's error lines for a document against a bundled XSD. */
function xmllintErrors(file: string, xsd: string): string[] {
  try {
    execFileSync(XMLLINT, ['--noout', '--schema', join(repoRoot, 'schemas', xsd), file], { stdio: 'pipe' });
    return [];
  } catch (error) {
    return String((error as { stderr: Buffer }).stderr).split('\n').filter((line) => /: Schemas validity error/.test(line));
  }
}

const part = (attribute: string, body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<part xmlns="${ns('0.3-beta', 'EstimateItemPartRequest')}"${attribute}>\n${body}\n</part>\n`;
const PART_WITHOUT_CORE_PRICE = '  <name>Water pump</name>\n  <partNumber>WP-1</partNumber>\n  <quantity>1</quantity>\n  <unitPrice>612.00</unitPrice>\n  <coreQuantity>1</coreQuantity>';

const item007 = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<item xmlns="${ns('0.0.7', 'EstimateItemRequest')}" xmlns:eit="${ns('0.0.7', 'EstimateItemTypes')}">\n${body}\n</item>\n`;

const cases: Array<{ name: string; xsd: string; given: string; want: string[]; noRules: string[] }> = [
  {
    name: 'a missing field the rule names: the rule alone',
    xsd: '0.3-beta/EstimateItemPartRequest.xsd',
    given: part('', PART_WITHOUT_CORE_PRICE),
    want: ['part-required-field-missing'],
    noRules: ['xsd-missing-element'],
  },
  {
    name: 'the same part with an attribute not allowed: the rule and the attribute',
    xsd: '0.3-beta/EstimateItemPartRequest.xsd',
    given: part(' qty="2"', PART_WITHOUT_CORE_PRICE),
    want: ['part-required-field-missing', 'xsd-invalid'],
    noRules: ['xsd-invalid', 'xsd-missing-element'],
  },
  {
    name: 'an item without code and with an attribute not allowed: the rule and the attribute',
    xsd: '0.3-beta/EstimateItemRequest.xsd',
    given: `<?xml version="1.0" encoding="UTF-8"?>\n<item xmlns="${ns('0.3-beta', 'EstimateItemRequest')}" id="5">\n  <name>Replace water pump</name>\n</item>\n`,
    want: ['item-required-field-missing', 'xsd-invalid'],
    noRules: ['xsd-invalid'],
  },
  {
    name: 'a work status code in the wrong case: the rule takes the enumeration facet',
    xsd: '0.0.7/EstimateItemRequest.xsd',
    given: item007('  <code>ALT</code>\n  <name>Alternator</name>\n  <workStatus>\n    <eit:code>start</eit:code>\n  </workStatus>'),
    want: ['work-status-code-case-mismatch'],
    noRules: ['xsd-invalid-value'],
  },
  {
    name: 'the same code with an attribute not allowed: the rule and the attribute',
    xsd: '0.0.7/EstimateItemRequest.xsd',
    given: item007('  <code>ALT</code>\n  <name>Alternator</name>\n  <workStatus>\n    <eit:code note="x">start</eit:code>\n  </workStatus>'),
    want: ['work-status-code-case-mismatch', 'xsd-invalid'],
    noRules: ['xsd-invalid', 'xsd-invalid-value'],
  },
  {
    name: 'a misnamed sold status: the rule takes "not expected"',
    xsd: '0.0.7/EstimateItemRequest.xsd',
    given: item007('  <code>BELT</code>\n  <name>Belt</name>\n  <soldStatus>sold</soldStatus>'),
    want: ['item-sold-status-misnamed'],
    noRules: ['xsd-unexpected-element'],
  },
  {
    name: 'a money amount with three digits beside an unknown child: the rule and the child',
    xsd: '0.1/EstimateRequest.xsd',
    given: `<?xml version="1.0" encoding="UTF-8"?>\n<estimate xmlns="${ns('0.1', 'EstimateRequest')}">\n  <shopSupplies>12.50</shopSupplies>\n  <hazWaste>0.10</hazWaste>\n  <freight>100.00</freight>\n  <tax>8.255</tax>\n  <bogus/>\n</estimate>\n`,
    want: ['money-fraction-digits-exceeded', 'xsd-unexpected-element'],
    noRules: ['xsd-invalid-value', 'xsd-unexpected-element'],
  },
  {
    name: 'a timestamp that is no xs:dateTime: the invalid value alone, no form warning',
    xsd: '0.3-beta/CaseRequest.xsd',
    given: `<?xml version="1.0" encoding="UTF-8"?>\n<case xmlns="${ns('0.3-beta', 'CaseRequest')}">\n  <etr>2024-03-05 17:02</etr>\n</case>\n`,
    want: ['xsd-invalid-value'],
    noRules: ['xsd-invalid-value'],
  },
  {
    name: 'a timestamp in another xs:dateTime form: the warning',
    xsd: '0.3-beta/CaseRequest.xsd',
    given: `<?xml version="1.0" encoding="UTF-8"?>\n<case xmlns="${ns('0.3-beta', 'CaseRequest')}">\n  <etr>2024-03-05T17:02:00</etr>\n</case>\n`,
    want: ['timestamp-form-nonstandard'],
    noRules: [],
  },
];

describe('a rule error replaces only the XSD issue that says the same thing', () => {
  it.each(cases.map((one, index) => ({ ...one, index })))('$name', async ({ index, xsd, given, want, noRules }) => {
    const file = temp.write(`doc-${index}.xml`, given);
    expect(await rulesFor(file)).toStrictEqual(want);
    expect(await rulesFor(file, false)).toStrictEqual(noRules);
    // The oracle: xmllint reports as many schema errors as --no-rules does.
    if (existsSync(XMLLINT)) expect(xmllintErrors(file, xsd)).toHaveLength(noRules.length);
  }, 30_000);
});

describe('what a rule error claims, by its event', () => {
  it.each([
    { given: 'part-required-field-missing', want: 'lacks-child' },
    { given: 'item-sold-status-misnamed', want: 'element-refused' },
    { given: 'multi-item-root-unsupported', want: 'element-refused' },
    { given: 'work-status-code-case-mismatch', want: 'value-refused' },
    { given: 'money-fraction-digits-exceeded', want: 'value-refused' },
    { given: 'labor-total-ignored', want: undefined },
  ])('$given: $want', ({ given, want }) => {
    expect(ruleClaim(given)).toBe(want);
  });
});
