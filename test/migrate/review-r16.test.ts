/**
 * Review r16 migrate: `--no-rules` (a vendor or custom XSD set under --schemas may depart from
 * SPEC.md's rules: the vendor's 0.0.7 spells work status codes `start`, which the rule layer
 * refuses), `valid` of a result that was not validated, and an `--out` folder inside an input folder.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { migrateDocument } from '../../src/migrate/index.js';
import { repoRoot, runCli, validFixtures } from './helpers.js';

const VENDOR = join(repoRoot, '../shared/reference/vendor-xsd');
const ITEM_0_1 = join(validFixtures('0.1'), 'EstimateItemResponse.item.1.xml');

describe('migrate --no-rules (r16 migrate L2)', () => {
  test('to the vendor 0.0.7: the rule layer refuses the vendor spelling; --no-rules checks the XSD alone', async () => {
    const argv = ['migrate', ITEM_0_1, '--schemas', VENDOR, '--to', '0.0.7', '--format', 'json'];
    const ruled = await runCli(argv);
    expect(ruled.code).toBe(1);
    const rules = JSON.parse(ruled.out).files[0].issues.map((issue: { rule: string }) => issue.rule);
    expect(rules).toStrictEqual(['work-status-code-case-mismatch']);
    const xsdOnly = await runCli([...argv, '--no-rules']);
    expect(xsdOnly.code).toBe(0);
    expect(JSON.parse(xsdOnly.out).files[0]).toMatchObject({ valid: true, issues: [] });
  });
});

describe('migrateDocument with validate: false (r16 migrate L3)', () => {
  test('valid is false: nothing was checked', () => {
    const source = readFileSync(join(validFixtures('0.0.7'), 'EstimateItemRequest.item.1.xml'));
    expect(migrateDocument(source, { to: '0.3-beta' }).valid).toBe(false);
    const unchecked = migrateDocument(source, { to: '0.3-beta', validate: false });
    expect(unchecked.valid).toBe(false);
    expect(unchecked.issues).toStrictEqual([]);
    const fine = readFileSync(join(validFixtures('0.0.7'), 'NoteRequest.note.1.xml'));
    expect(migrateDocument(fine, { to: '0.3-beta' }).valid).toBe(true);
    expect(migrateDocument(fine, { to: '0.3-beta', validate: false }).valid).toBe(false);
  });
});

describe('--out inside an input folder (r16 migrate L4)', () => {
  test('a rerun leaves out the results of the earlier run, saying so, and nests nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetcase-r16-'));
    try {
      mkdirSync(join(dir, 'stock'));
      copyFileSync(join(validFixtures('0.0.7'), 'NoteRequest.note.1.xml'), join(dir, 'stock/n.xml'));
      const argv = ['migrate', 'stock', '--to', '0.2', '--out', 'stock/migrated'];
      const first = await runCli(argv, dir);
      expect(first.code).toBe(0);
      expect(first.err).not.toContain('warning');
      const second = await runCli(argv, dir);
      expect(second.code).toBe(0);
      expect(second.err).toContain('fleetcase: warning: left out 1 file inside --out stock/migrated (results of an earlier run): stock/migrated/n.xml');
      expect(existsSync(join(dir, 'stock/migrated/n.xml'))).toBe(true);
      expect(existsSync(join(dir, 'stock/migrated/migrated'))).toBe(false);
      const only = await runCli(['migrate', 'stock/migrated', '--to', '0.2', '--out', 'stock/migrated'], dir);
      expect(only.code).toBe(2);
      expect(only.err).toContain('--out stock/migrated would overwrite the input stock/migrated/n.xml');
      rmSync(join(dir, 'stock/n.xml'));
      const none = await runCli(argv, dir);
      expect(none.code).toBe(2);
      expect(none.err).toContain('fleetcase: every file matched is inside --out stock/migrated (results of an earlier run): nothing to migrate\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a helper schema root (r16 migrate L5)', () => {
  test('says the schema is a helper, not "(its roots: )"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetcase-r16-'));
    try {
      const file = join(dir, 'helper.xml');
      writeFileSync(file, '<ct:primaryContact xmlns:ct="http://www.decisiv.net/platform_api/0.0.7/Case/CaseTypes"><ct:name>x</ct:name></ct:primaryContact>');
      const { code, out } = await runCli(['migrate', file, '--to', '0.3-beta', '--format', 'json']);
      expect(code).toBe(1);
      expect(JSON.parse(out).files[0].issues[0]).toMatchObject({
        rule: 'migrate-source-unknown',
        message: 'cannot migrate to 0.3-beta: CaseTypes 0.0.7 is a helper schema, whose elements are parts of other documents, never a document of their own',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('--out through a symbolic link, and an --out above the input (r16 recheck misc M2, L4)', () => {
  test('a linked --out inside the input is still left out on a rerun; an --out above the input holds sources', async () => {
    const { symlinkSync } = await import('node:fs');
    const dir = mkdtempSync(join(tmpdir(), 'fleetcase-r16-'));
    try {
      mkdirSync(join(dir, 'in/out'), { recursive: true });
      copyFileSync(join(validFixtures('0.0.7'), 'NoteRequest.note.1.xml'), join(dir, 'in/n.xml'));
      symlinkSync('in/out', join(dir, 'outlink'));
      const argv = ['migrate', 'in', '--to', '0.2', '--out', 'outlink'];
      expect((await runCli(argv, dir)).code).toBe(0);
      const again = await runCli(argv, dir);
      expect(again.code).toBe(0);
      expect(again.err).toContain('left out 1 file inside --out outlink');
      expect(existsSync(join(dir, 'in/out/out'))).toBe(false);
      mkdirSync(join(dir, 'up/src'), { recursive: true });
      copyFileSync(join(validFixtures('0.0.7'), 'NoteRequest.note.1.xml'), join(dir, 'up/src/n.xml'));
      const above = await runCli(['migrate', 'up/src', '--to', '0.2', '--out', 'up'], dir);
      expect(above.code).toBe(0);
      expect(above.err).toBe('');
      expect(existsSync(join(dir, 'up/n.xml'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
