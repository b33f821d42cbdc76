/**
 * A field whose type turns simple -> complex (0.0.7 VMRS strings -> `VMRSCode18` with `code` and
 * `description`) names the restrictions of the value's new home in every format, read from the
 * IR facets of the revision (review r12 #1): an integrator can find the stored values that will
 * fail before migrating. The stored 0.0.7 fixture with `C` and `F` is the proof: the codes the
 * diff's patterns reject are exactly those `fleetcase migrate` finds invalid.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { diffReport } from '../../src/diff/report.js';
import { collectFields, rootsOf } from '../../src/diff/fields.js';
import { migrateDocument } from '../../src/migrate/index.js';
import { cachedGeneration } from '../../src/diff/load-side.js';
import { repoRoot, runCli } from './helpers.js';

const item = 'test/fixtures/0.0.7/valid/EstimateItemRequest.item.1.xml';
const diffArgs = ['diff', '--from', '0.0.7', '--to', '0.3-beta', '--schema', 'EstimateItemRequest'];

/** The pattern the 0.3-beta IR gives the `code` child of an item VMRS code (the one source of facts). */
function patternOf(code: string): string {
  const generation = cachedGeneration('0.3-beta', {});
  const fields = collectFields(generation, rootsOf(generation, 'EstimateItemRequest').get('item')!);
  const type = fields.get(`/item/vmrs/${code}/code`)!.type;
  return type.kind === 'simple' ? type.facets.pattern!.join(' or ') : '';
}

describe('diff names the new restrictions of a value that moves into a child', () => {
  const cases = [
    { code: 'code14', want: '\\d{2}' },
    { code: 'code18', want: '[A-Za-z0-9]{2}' },
    { code: 'code79', want: '[A-Za-z0-9]{2}' },
  ];

  test.each(cases)('$code: the IR pattern is $want (as the vendor 0.2 vmrs.xsd has it)', ({ code, want }) => {
    expect(patternOf(code)).toBe(want);
  });

  test.each(cases)('$code in text', async ({ code, want }) => {
    const { code: exit, out } = await runCli(diffArgs);
    expect(exit).toBe(0);
    expect(out).toContain(
      `EstimateItemRequest <item>: /item/vmrs/${code} changes type in EstimateItemRequest: string becomes VMRSCode${code.slice(4)} (elements code, description). The value moves to code, which must match ${want}.\n`,
    );
  });

  test.each(cases)('$code in JSON: message, action and args', async ({ code, want }) => {
    const report = JSON.parse((await runCli([...diffArgs, '--format', 'json'])).out);
    const finding = report.findings.find(
      (candidate: { id: string; path?: string }) =>
        candidate.id === 'element-type-changed' && candidate.path === `/item/vmrs/${code}`,
    );
    expect(finding.message).toContain(`The value moves to code, which must match ${want}.`);
    expect(finding.action).toContain(`find stored values that do not match ${want}`);
    expect(finding.args).toMatchObject({ valueHome: `/item/vmrs/${code}/code`, valueRestrictions: `match ${want}` });
  });

  test.each(cases)('$code in the markdown guide (the pattern as code)', async ({ code, want }) => {
    const { out } = await runCli([...diffArgs, '--format', 'markdown']);
    expect(out).toContain(
      `- \`/item/vmrs/${code}\` changes type in EstimateItemRequest: string becomes VMRSCode${code.slice(4)} (elements code, description). The value moves to code, which must match \`${want}\`. *What to do:*`,
    );
  });

  test('an unchanged restriction says so, and asks for nothing', () => {
    const finding = diffReport({ from: '0.0.7', to: '0.3-beta', schema: 'EstimateItemRequest' }).findings.find(
      (candidate) => candidate.id === 'element-type-changed' && candidate.path === '/item/vmrs/code33',
    )!;
    expect(finding.message).toContain('The value moves to code, which must match \\d{3}-\\d{3}-\\d{3} (as before).');
    expect(finding.action).not.toContain('find stored values');
  });

  // The 0.0.7 item request takes SPEC.md's vmrs beside the deployed VMRS (schemas/0.0.7/
  // DIFFERENCES.md D29), so the diff pairs vmrs with vmrs; the response still renames it VMRS.
  test.each([
    { schema: 'EstimateItemRequest', element: 'vmrs' },
    { schema: 'EstimateItemResponse', element: 'VMRS' },
  ])('the way back names where the value goes and what has no place ($schema)', ({ schema, element }) => {
    const path = `/item/${element}/code18`;
    const finding = diffReport({ from: '0.3-beta', to: '0.0.7', schema }).findings.find(
      (candidate) => candidate.id === 'element-type-changed' && candidate.path === path,
    )!;
    expect(finding.message).toBe(
      `${path} changes type in ${schema}: VMRSCode18 (elements code, description) becomes string. The value of code moves to ${path} itself; description has no place.`,
    );
  });

  test('the stored codes the patterns reject are those migrate finds invalid (README fixture: C, F)', () => {
    const findings = diffReport({ from: '0.0.7', to: '0.3-beta', schema: 'EstimateItemRequest' }).findings;
    const text = readFileSync(join(repoRoot, item), 'utf8');
    const rejected: string[] = [];
    for (const finding of findings) {
      if (finding.id !== 'element-type-changed' || !finding.args.valueRestrictions) continue;
      const code = finding.path!.split('/').pop()!;
      const stored = new RegExp(`<eit:${code}>([^<]*)</eit:${code}>`).exec(text)?.[1];
      const pattern = String(finding.args.valueRestrictions).replace(/^match /, '');
      if (stored !== undefined && !new RegExp(`^(?:${pattern})$`).test(stored)) rejected.push(`${finding.args.valueHome}`);
    }
    expect(rejected.sort()).toStrictEqual(['/item/vmrs/code18/code', '/item/vmrs/code79/code']);
    expect(migrateDocument(readFileSync(join(repoRoot, item)), { to: '0.3-beta' }).blockedBy).toStrictEqual(rejected.sort());
  });
});
