/**
 * Review r19 spec: L1, a 0.1 approval status giving its reason description under both spellings
 * migrates with the other text dropped, and the drop now says why (the kept spelling); L2, fields
 * a rule of the target requires are listed as missing, as those its XSD requires are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDocument } from '../../src/migrate/index.js';
import { repoRoot } from './helpers.js';

const rules = join(repoRoot, 'test/fixtures/rules');

describe('review r19 spec L1: both spellings of the approval reason', () => {
  it('the dropped one names the kept one', () => {
    const result = migrateDocument(readFileSync(join(rules, 'approval-reason-given-twice.2.fail.approval-reason-given-twice.xml')), { to: '0.2' });
    expect(result.valid).toBe(true);
    expect(result.dropped.map((loss) => [loss.path, loss.reason])).toStrictEqual([
      [
        '/version/items/item/approvalStatus/reason_description',
        "EstimateVersionRequest 0.2 has no element 'reason_description' in /version/items/item/approvalStatus; the document gives this field as <reasonDescription> too, and that one was kept",
      ],
    ]);
    expect(result.xml).toContain('<eit:reasonDescription>Other text</eit:reasonDescription>');
  });
});

describe('review r19 spec L2: fields a rule of the target requires', () => {
  const item =
    '<item xmlns="http://www.decisiv.net/platform_api/0.1/Case/EstimateItemRequest" xmlns:vmrs="http://www.decisiv.net/platform_api/0.1/Case/VMRS">' +
    '<code>A</code><name>B</name><vmrs><vmrs:code33><vmrs:code>013-001-001</vmrs:code></vmrs:code33></vmrs></item>';

  it('are missing, and block the result', () => {
    const result = migrateDocument(item, { to: '0.0.7' });
    expect(result.valid).toBe(false);
    const codes = ['code15', 'code14', 'code18', 'code79'].map((code) => `/item/VMRS/${code}`);
    expect(result.missing.map((loss) => loss.path)).toStrictEqual(codes);
    expect(result.missing[0]!.reason).toBe('required by rule item-vmrs-code-missing of EstimateItemRequest 0.0.7; the source has no value for it');
    expect(result.blockedBy).toStrictEqual([...codes].sort());
  });

  it('with --fill-nil they are written as xsi:nil, and none is missing', () => {
    const result = migrateDocument(item, { to: '0.0.7', fillNil: true });
    expect(result.missing).toStrictEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('review r19 spec L2, with the rule layer off', () => {
  it('no rule requirement is listed', () => {
    const item =
      '<item xmlns="http://www.decisiv.net/platform_api/0.1/Case/EstimateItemRequest" xmlns:vmrs="http://www.decisiv.net/platform_api/0.1/Case/VMRS">' +
      '<code>A</code><name>B</name><vmrs><vmrs:code33><vmrs:code>013-001-001</vmrs:code></vmrs:code33></vmrs></item>';
    const result = migrateDocument(item, { to: '0.0.7', rules: false });
    expect(result.missing).toStrictEqual([]);
    expect(result.valid).toBe(true);
  });
});
