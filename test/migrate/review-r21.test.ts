/**
 * Review r21 spec: M2, an item update (which sends only what changes) is told to migrate by
 * `--endpoint`, carried between generations by its operation id; L1, a result no endpoint of the
 * target exchanges any more is warned of (a 0.0.7 part body in 0.3-beta); L3, a dropped repeated
 * sibling is named with its index, as the source check names it; L4, xsi:nil="1" written "true"
 * is listed as the value change it is. Recheck L3: xsi:nil="false" is kept where the target
 * element is nillable, else dropped and reported (it went without a word).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDocument } from '../../src/migrate/index.js';
import { runCli, tempDir } from './helpers.js';

const folders: Array<{ cleanup: () => void }> = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.cleanup();
});
/** A temporary folder holding `name` with `content`. */
function folderWith(name: string, content: string): string {
  const folder = tempDir();
  folders.push(folder);
  writeFileSync(join(folder.dir, name), content);
  return folder.dir;
}

const NS = 'http://www.decisiv.net/platform_api/0.0.7/Case';
/** A 0.0.7 item update: a name, no code (an update sends only what changes). */
const update = `<item xmlns="${NS}/EstimateItemRequest"><name>Oil change</name></item>`;
const part =
  `<part xmlns="${NS}/EstimateItemPartRequest"><name>F</name><partNumber>1</partNumber><quantity>2</quantity>` +
  '<quantityShipped>1</quantityShipped><quantityBackordered>1</quantityBackordered><unitPrice>1.50</unitPrice>' +
  '<coreQuantity>1</coreQuantity><unitCorePrice>2.25</unitCorePrice></part>';

describe('review r21 spec M2: migrate --endpoint', () => {
  it('without it an item is a creation: its code is missing on both sides', () => {
    const result = migrateDocument(update, { to: '0.3-beta' });
    expect(result.valid).toBe(false);
    expect(result.missing.map((loss) => loss.path)).toStrictEqual(['/item/code']);
    expect(result.sourceIssues.map((issue) => issue.rule)).toStrictEqual(['item-required-field-missing']);
  });

  it.each([
    ["the source's path", 'POST /items/{item_id}'],
    ["the target's path", 'POST /estimates/{estimate_id}/items/{item_id}'],
  ])('an update named by %s is valid on both sides', (_, endpoint) => {
    const result = migrateDocument(update, { to: '0.3-beta', endpoint });
    expect(result).toMatchObject({ valid: true, missing: [], sourceIssues: [], issues: [] });
  });

  it("an endpoint the target lacks makes the result invalid, naming it in the target's generation", () => {
    const result = migrateDocument(part, { to: '0.3-beta', endpoint: 'POST /items/{item_id}/parts' });
    expect(result.valid).toBe(false);
    expect(result.sourceIssues).toStrictEqual([]);
    expect(result.issues.map((issue) => [issue.rule, issue.message])).toStrictEqual([
      ['endpoint-unknown', "endpoint 'POST /items/{item_id}/parts' does not exist in generation 0.3-beta"],
    ]);
  });

  it('an endpoint no generation has is a usage error (review r21 recheck M3)', async () => {
    const dir = folderWith('item.xml', update);
    const { code, out, err } = await runCli(['migrate', 'item.xml', '--to', '0.3-beta', '--dry-run', '--endpoint', 'POST /itemz/{item_id}'], dir);
    expect({ code, out }).toStrictEqual({ code: 2, out: '' });
    expect(err).toMatch(/--endpoint 'POST \/itemz\/\{item_id\}' is no endpoint of 0\.0\.7, 0\.1, 0\.2, 0\.3-beta/);
  });

  it('the CLI takes --endpoint', async () => {
    const dir = folderWith('item.xml', update);
    const plain = await runCli(['migrate', 'item.xml', '--to', '0.3-beta', '--dry-run'], dir);
    expect(plain.code).toBe(1);
    const told = await runCli(['migrate', 'item.xml', '--to', '0.3-beta', '--dry-run', '--endpoint', 'POST /items/{item_id}'], dir);
    expect(told).toMatchObject({ code: 0 });
    expect(told.out).toContain('1 document: 1 valid');
  });
});

describe('review r21 spec L1: a result no endpoint of the target exchanges', () => {
  it('is valid, with a warning naming where the source went', () => {
    const result = migrateDocument(part, { to: '0.3-beta' });
    expect(result.valid).toBe(true);
    expect(result.issues).toStrictEqual([
      {
        rule: 'migrate-no-endpoint',
        severity: 'warning',
        message:
          'no endpoint of 0.3-beta takes or answers <part> of EstimateItemPartRequest, which 0.0.7 exchanged on POST /items/{item_id}/parts, PUT /items/{item_id}/parts/{part_id}: the result is a valid document that no 0.3-beta request or answer carries on its own',
        path: '/part',
        line: 2,
        column: 1,
        source: { line: 1, column: 1 },
      },
    ]);
  });

  it('is not said of a document the target still exchanges', () => {
    expect(migrateDocument(update, { to: '0.3-beta' }).issues.map((issue) => issue.rule)).not.toContain('migrate-no-endpoint');
  });

  it('the text report shows it as a warning line', async () => {
    const dir = folderWith('part.xml', part);
    const { code, out } = await runCli(['migrate', 'part.xml', '--to', '0.3-beta', '--dry-run'], dir);
    expect(code).toBe(0);
    expect(out).toMatch(/\n {2}warning {2}part\.xml \(migrated to 0\.3-beta\):2:1 migrate-no-endpoint \/part: no endpoint of 0\.3-beta/);
  });
});

describe('review r21 spec L3: a dropped second sibling', () => {
  it('is /case/cause[2], the path the source check gives it', () => {
    const result = migrateDocument(readFileSync(join(import.meta.dirname, 'fixtures', 'case-repeated-cause.0.0.7.xml')), { to: '0.3-beta' });
    const dropped = result.dropped.find((loss) => loss.path.startsWith('/case/cause'));
    expect(dropped).toMatchObject({ path: '/case/cause[2]', line: 7, column: 19 });
    expect(result.sourceIssues.map((issue) => issue.path)).toContain('/case/cause[2]');
  });
});

describe('review r21 spec L4: xsi:nil="1"', () => {
  it('is written xsi:nil="true" and listed as a value change', () => {
    const item =
      `<item xmlns="${NS}/EstimateItemRequest" xmlns:eit="${NS}/EstimateItemTypes" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
      '<code>C1</code><name>Oil change</name><complaint xsi:nil="1"/></item>';
    const result = migrateDocument(item, { to: '0.3-beta' });
    expect(result.xml).toContain('<complaint xsi:nil="true"/>');
    expect(result.changes.filter((change) => change.kind === 'value')).toStrictEqual([
      { kind: 'value', path: '/item/complaint/@xsi:nil', from: '1', to: 'true', detail: expect.stringContaining('Conventions 8') },
    ]);
  });
});

describe('review r21 recheck L3: xsi:nil="false" and "0"', () => {
  const item = (complaint: string) =>
    `<item xmlns="${NS}/EstimateItemRequest" xmlns:eit="${NS}/EstimateItemTypes" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<code>C1</code><name>Oil change</name>${complaint}</item>`;

  it('is kept on a nillable target element, 0 written false and listed', () => {
    const kept = migrateDocument(item('<complaint xsi:nil="false">Noise</complaint>'), { to: '0.3-beta' });
    expect(kept.xml).toContain('<complaint xsi:nil="false">Noise</complaint>');
    expect(kept.changes.filter((change) => change.kind === 'value')).toStrictEqual([]);
    expect(kept.valid).toBe(true);
    expect(kept.issues).toStrictEqual([]);
    const zero = migrateDocument(item('<complaint xsi:nil="0">Noise</complaint>'), { to: '0.3-beta' });
    expect(zero.xml).toContain('<complaint xsi:nil="false">Noise</complaint>');
    expect(zero.changes.filter((change) => change.kind === 'value')).toStrictEqual([
      { kind: 'value', path: '/item/complaint/@xsi:nil', from: '0', to: 'false', detail: expect.stringContaining('Conventions 8') },
    ]);
  });

  it('is dropped and reported where the target allows no nil, as is a value no boolean', () => {
    const notNillable = migrateDocument(item('').replace('<code>C1</code>', '<code xsi:nil="false">C1</code>'), { to: '0.3-beta' });
    expect(notNillable.xml).toContain('<code>C1</code>');
    expect(notNillable.dropped).toStrictEqual([
      expect.objectContaining({ path: '/item/code/@xsi:nil', reason: expect.stringMatching(/^xsi:nil="false", but .* does not allow nil at \/item\/code$/) }),
    ]);
    const noBoolean = migrateDocument(item('<complaint xsi:nil="maybe">Noise</complaint>'), { to: '0.3-beta' });
    expect(noBoolean.xml).toContain('<complaint>Noise</complaint>');
    expect(noBoolean.dropped).toStrictEqual([
      expect.objectContaining({ path: '/item/complaint/@xsi:nil', reason: 'xsi:nil="maybe" is no xs:boolean value' }),
    ]);
  });
});
