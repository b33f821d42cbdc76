/**
 * Review r14 spec (a spec-literal acceptance author): rule messages and docs that hid the fix or
 * the decision from someone writing from SPEC.md. Real documents (valid fixtures, mutated) through
 * the CLI, xmllint as the oracle of the XSD verdict, and the docs that record the decisions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findRule, formatMessage, MESSAGES, RULES } from '../../src/validate/rules/index.js';
import { MESSAGE_VARIANTS, placeholders } from '../../src/validate/rules/messages.js';
import { xmllintValid } from '../emit/xmllint.js';
import { mutate, repoRoot, runCli, tempDir, validFixture, XSI } from './helpers.js';

const GENERATIONS = ['0.0.7', '0.1', '0.2', '0.3-beta'];



function schemaOf(generation: string, schema: string): string {
  return join(repoRoot, 'schemas', generation, `${schema}.xsd`);
}

function differences(generation: string): string {
  return readFileSync(join(repoRoot, 'schemas', generation, 'DIFFERENCES.md'), 'utf8');
}

interface Issue {
  rule: string;
  severity: string;
  message: string;
  path: string;
}

const work = tempDir('fleetcase-rules-r14-');
afterAll(() => work.cleanup());
let written = 0;

/** Validates `xml` through the CLI (`--format json`): exit code and the issues of the file. */
async function validate(xml: string, flags: string[] = []): Promise<{ code: number; issues: Issue[] }> {
  const file = work.write(`doc-${++written}.xml`, xml);
  const run = await runCli(['validate', file, '--format', 'json', ...flags]);
  const report = JSON.parse(run.out) as { files: Array<{ issues: Issue[] }> };
  return { code: run.code, issues: report.files[0]!.issues };
}

const VERSION_UPDATE_ADVICE =
  'the approval status of an estimate version item is set through the version update ' +
  '(POST /estimates/{estimate_id}/versions/{version_id}, items/item/approvalStatus/name); ' +
  'the item itself has only its sold status, <soldStatus>';

describe('review r14 spec L1: an approval object on an item is not called a misnamed sold status', () => {
  const item03 = validFixture('0.3-beta', 'EstimateItemRequest.item.1');
  const item01 = validFixture('0.1', 'EstimateItemRequest.item.1');
  const items02 = validFixture('0.2', 'EstimateItemRequest.items.1');
  const approvalObject = '<approvalStatus><eit:name>approved</eit:name></approvalStatus>';

  const cases: Array<{ name: string; given: string; want: { path: string; message: string } }> = [
    {
      name: '0.3-beta item with an approval object beside soldStatus',
      given: mutate(item03, '<soldStatus>sold</soldStatus>', `<soldStatus>sold</soldStatus>\n  ${approvalObject}`),
      want: {
        path: '/item/approvalStatus',
        message: `<approvalStatus> is not an item field in generation 0.3-beta: ${VERSION_UPDATE_ADVICE}`,
      },
    },
    {
      name: '0.1 item with an approval object instead of soldStatus (element content)',
      given: mutate(item01, '<soldStatus>deferred</soldStatus>', approvalObject),
      want: {
        path: '/item/approvalStatus',
        message: `<approvalStatus> is not an item field in generation 0.1: ${VERSION_UPDATE_ADVICE}`,
      },
    },
    {
      name: '0.1 item with a text approvalStatus beside soldStatus',
      given: mutate(item01, '<soldStatus>deferred</soldStatus>', '<soldStatus>deferred</soldStatus>\n  <approvalStatus>approved</approvalStatus>'),
      want: {
        path: '/item/approvalStatus',
        message: `<approvalStatus> is not an item field in generation 0.1: ${VERSION_UPDATE_ADVICE}`,
      },
    },
    {
      name: '0.1 item naming its sold status approvalStatus (the rename advice stays)',
      given: mutate(item01, /soldStatus>/g, 'approvalStatus>'),
      want: {
        path: '/item/approvalStatus',
        message: '<approvalStatus> is not an item field in generation 0.1: the sold status is named <soldStatus> there',
      },
    },
    {
      name: '0.0.7 item naming its sold status soldStatus (the rename advice stays)',
      given: mutate(validFixture('0.0.7', 'EstimateItemRequest.item.1'), /approvalStatus>/g, 'soldStatus>'),
      want: {
        path: '/item/soldStatus',
        message: '<soldStatus> is not an item field in generation 0.0.7: the sold status is named <approvalStatus> there',
      },
    },
  ];

  test.each(cases)('$name', async ({ given, want }) => {
    const { code, issues } = await validate(given);
    expect(code).toBe(1);
    expect(issues.map(({ rule, severity, path, message }) => ({ rule, severity, path, message }))).toStrictEqual([
      { rule: 'item-sold-status-misnamed', severity: 'error', path: want.path, message: want.message },
    ]);
  });

  test('the verdict is the XSD oracle\'s: xmllint refuses the approval object too', () => {
    const given = mutate(item03, '<soldStatus>sold</soldStatus>', `<soldStatus>sold</soldStatus>\n  ${approvalObject}`);
    expect(xmllintValid(schemaOf('0.3-beta', 'EstimateItemRequest'), given)).toBe(false);
  });

  test('in a multi-item document, only the item holding the approval object gets the version advice', async () => {
    const given = mutate(items02, '<soldStatus>not sold</soldStatus>', (whole) => `${whole}\n    ${approvalObject}`);
    const { issues } = await validate(given);
    expect(issues.map((issue) => [issue.rule, issue.path, issue.message.endsWith(VERSION_UPDATE_ADVICE)])).toStrictEqual([
      ['item-sold-status-misnamed', '/items/item[2]/approvalStatus', true],
    ]);
  });

  test('the rule doc names the version update', () => {
    expect(findRule('item-sold-status-misnamed')!.doc).toContain(
      'POST /estimates/{estimate_id}/versions/{version_id} (items/item/approvalStatus/name)',
    );
  });
});

describe('review r14 spec L1: message variants (messages.ts MESSAGE_VARIANTS)', () => {
  test('each variant belongs to a registered rule and uses named placeholders only', () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    for (const [id, variants] of Object.entries(MESSAGE_VARIANTS)) {
      expect(ids.has(id), id).toBe(true);
      for (const template of Object.values(variants)) {
        expect(template.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/);
        expect(placeholders(template).every((name) => /^[a-z]+$/i.test(name))).toBe(true);
      }
    }
  });

  test('the argument variant picks the wording; an unknown variant falls back to the rule message', () => {
    const args = { found: 'approvalStatus', expected: 'soldStatus', generation: '0.2', endpoint: 'POST /x' };
    expect(formatMessage('item-sold-status-misnamed', { ...args, variant: 'approval-object' })).toContain('set through the version update (POST /x,');
    expect(formatMessage('item-sold-status-misnamed', { ...args, variant: 'nonesuch' })).toBe(
      '<approvalStatus> is not an item field in generation 0.2: the sold status is named <soldStatus> there',
    );
    expect(formatMessage('item-sold-status-misnamed', args)).toBe(formatMessage('item-sold-status-misnamed', { ...args, variant: 'nonesuch' }));
  });
});

describe('review r14 spec L3: part-required-field-missing applies to part updates, and says why', () => {
  const part007 = validFixture('0.0.7', 'EstimateItemPartRequest.part.1');
  const noName = mutate(part007, /<name>[^<]*<\/name>/, '');

  test('a 0.0.7 part update (PUT) without name: the rule, as the XSD (xmllint) requires it too', async () => {
    const withRules = await validate(noName, ['--endpoint', 'PUT /items/9/parts/3']);
    expect(withRules.code).toBe(1);
    expect(withRules.issues.map((issue) => [issue.rule, issue.path])).toStrictEqual([['part-required-field-missing', '/part']]);
    const withoutRules = await validate(noName, ['--endpoint', 'PUT /items/9/parts/3', '--no-rules']);
    expect(withoutRules.issues.map((issue) => issue.rule)).toStrictEqual(['xsd-missing-element']);
    expect(xmllintValid(schemaOf('0.0.7', 'EstimateItemPartRequest'), noName)).toBe(false);
  });

  test('an item update may leave out code and name, not the fields of a part it embeds', async () => {
    const item = mutate(
      mutate(mutate(validFixture('0.3-beta', 'EstimateItemRequest.item.1'), /<code>[^<]*<\/code>/, ''), /<name>[^<]*<\/name>/, ''),
      /<eip:partNumber>[^<]*<\/eip:partNumber>/,
      '',
    );
    const { issues } = await validate(item, ['--endpoint', 'POST /estimates/7/items/9']);
    expect(issues.map((issue) => [issue.rule, issue.path])).toStrictEqual([['part-required-field-missing', '/item/parts/part']]);
  });

  test('the rule doc says creates and updates alike, and why', () => {
    const doc = findRule('part-required-field-missing')!.doc;
    expect(doc).toContain('Creates and updates alike');
    expect(doc).toContain('PUT /items/{item_id}/parts/{part_id}');
    expect(doc).toMatch(/no update exemption/);
    expect(doc).toMatch(/about the item schema/);
  });

  test.each(GENERATIONS)('%s DIFFERENCES.md records the decision', (generation) => {
    const text = differences(generation);
    expect(text).toContain('part-required-field-missing');
    expect(text).toMatch(/review r14 spec L3/);
  });
});

describe('review r14 spec L5: labor-total-ignored says why paint/total gets no warning', () => {
  test('an item with a labor total and a paint total: one warning, on labor/total', async () => {
    const item = mutate(
      validFixture('0.1', 'EstimateItemRequest.item.1'),
      '<eit:rate>145.00</eit:rate>',
      '<eit:total>600.00</eit:total>\n    <eit:rate>145.00</eit:rate>',
    );
    const withPaintTotal = mutate(item, '<eit:rate>95.00</eit:rate>', '<eit:total>47.50</eit:total>\n    <eit:rate>95.00</eit:rate>');
    expect(xmllintValid(schemaOf('0.1', 'EstimateItemRequest'), withPaintTotal)).toBe(true);
    const { code, issues } = await validate(withPaintTotal);
    expect(code).toBe(0);
    expect(issues.map((issue) => [issue.rule, issue.severity, issue.path])).toStrictEqual([['labor-total-ignored', 'warning', '/item/labor/total']]);
  });

  test('the rule doc gives the reason', () => {
    const doc = findRule('labor-total-ignored')!.doc;
    expect(doc).toContain('paint/total gets no warning');
    expect(doc).toContain('total, rate, hours, skillLevel, all optional');
    expect(doc).toContain('is said of responses');
  });
});

describe('review r14 spec L7: the timestamp form is written with ±hh:mm', () => {
  const case007 = validFixture('0.0.7', 'CaseRequest.case.1');

  test('a -05:00 offset passes; a fraction with an offset is warned about, naming ±hh:mm', async () => {
    const downtime = /<downtime>[^<]*<\/downtime>/;
    expect((await validate(mutate(case007, downtime, '<downtime>2024-03-01T08:00:00-05:00</downtime>'))).issues).toStrictEqual([]);
    const { code, issues } = await validate(mutate(case007, downtime, '<downtime>2024-03-01T08:00:00.5-05:00</downtime>'));
    expect(code).toBe(0);
    expect(issues.map((issue) => [issue.rule, issue.message])).toStrictEqual([
      [
        'timestamp-form-nonstandard',
        "<downtime> is '2024-03-01T08:00:00.5-05:00': timestamps are written YYYY-MM-DDThh:mm:ss.f, YYYY-MM-DDThh:mm:ssZ or YYYY-MM-DDThh:mm:ss±hh:mm",
      ],
    ]);
  });

  test('message and doc write the offset ±hh:mm, never +hh:mm alone', () => {
    const doc = findRule('timestamp-form-nonstandard')!.doc;
    for (const text of [MESSAGES['timestamp-form-nonstandard'], doc]) {
      expect(text).toContain('YYYY-MM-DDThh:mm:ss±hh:mm');
      expect(text).not.toContain('ss+hh:mm');
    }
  });
});

describe('review r14 spec M2: each generation records how SPEC.md Conventions 8 is read', () => {
  test.each(GENERATIONS)('%s DIFFERENCES.md', (generation) => {
    const text = differences(generation);
    expect(text).toContain('Conventions 8');
    expect(text).toMatch(/"Where they differ" 4/);
    expect(text).toMatch(/review r14 spec M2/);
  });
});

describe('review r14 spec L4: an empty <items/> stays valid, as deployed, and says so', () => {
  test.each(['0.2', '0.3-beta'])('%s: valid on item creation (xmllint agrees), recorded in DIFFERENCES.md', async (generation) => {
    const empty = `<items xmlns="http://www.decisiv.net/platform_api/${generation}/Case/EstimateItemRequest"/>`;
    expect(xmllintValid(schemaOf(generation, 'EstimateItemRequest'), empty)).toBe(true);
    expect(await validate(empty, ['--endpoint', 'POST /estimates/7/items'])).toStrictEqual({ code: 0, issues: [] });
    const text = differences(generation);
    expect(text).toContain('An empty `<items/>`');
    expect(text).toMatch(/review r14 spec L4/);
  });
});
