/**
 * Migrating a stock of stored documents (review r12 #2, #3, #8): a report-only run (`--dry-run`,
 * and `--format json` without --out for several documents), --out keeping each input's path below
 * the folder or glob base it was found in (`stock/<id>/case.xml` -> `out/<id>/case.xml`),
 * collisions that remain refused, and documents that were never migrated counted as such.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { repoRoot, runCli, tempDir } from './helpers.js';

const scratch = tempDir();
afterAll(() => scratch.cleanup());

const valid = (name: string): string => join(repoRoot, 'test/fixtures/0.0.7/valid', name);
const migrateFixture = (name: string): string => join(repoRoot, 'test/fixtures/migrate', name);

/** A stock stored one folder per case id, as integrators keep it: `<id>/case.xml`, `<id>/estimate.xml`. */
const stock = join(scratch.dir, 'stock');
for (const [id, files] of [
  ['1029384', { 'case.xml': valid('CaseRequest.case.1.xml'), 'estimate.xml': valid('EstimateRequest.estimate.1.xml') }],
  ['1032040', { 'case.xml': valid('CaseRequest.case.2.xml') }],
] as const) {
  mkdirSync(join(stock, id), { recursive: true });
  for (const [name, from] of Object.entries(files)) copyFileSync(from, join(stock, id, name));
}

/** Every file below a folder, relative to it, sorted. */
function filesBelow(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

describe('--out keeps the layout below the folder or glob given', () => {
  const cases = [
    { name: 'a folder', given: [stock], want: ['1029384/case.xml', '1029384/estimate.xml', '1032040/case.xml'] },
    { name: 'a glob', given: [join(stock, '*/case.xml')], want: ['1029384/case.xml', '1032040/case.xml'] },
    { name: 'files named on their own keep their base names', given: [join(stock, '1029384/case.xml'), join(stock, '1029384/estimate.xml')], want: ['case.xml', 'estimate.xml'] },
  ];
  test.each(cases)('$name', async ({ name, given, want }) => {
    const out = join(scratch.dir, `out-${name.replace(/\W+/g, '-')}`);
    const { code, out: stdout, err } = await runCli(['migrate', ...given, '--to', '0.3-beta', '--out', out]);
    expect({ code, err }).toStrictEqual({ code: 0, err: '' });
    expect(filesBelow(out)).toStrictEqual(want);
    expect(stdout).toContain(`-> ${join(out, want[0]!)}\n`);
    // The first run loads the generations: seconds on a busy machine.
  }, 30_000);

  test('two inputs that still land on one path are refused before anything is written', async () => {
    const out = join(scratch.dir, 'out-collision');
    const { code, out: stdout, err } = await runCli(['migrate', join(stock, '1029384/case.xml'), join(stock, '1032040/case.xml'), '--to', '0.3-beta', '--out', out]);
    expect({ code, stdout }).toStrictEqual({ code: 2, stdout: '' });
    expect(err.split('\n')[0]).toBe(
      `fleetcase: ${join(stock, '1029384/case.xml')} and ${join(stock, '1032040/case.xml')} would both be written to ${join(out, 'case.xml')}; migrate them in separate runs, or give the folder that holds both so each keeps its path below it`,
    );
    expect(existsSync(out)).toBe(false);
  });
});

describe('a report-only run', () => {
  test('--dry-run: migrates, validates and reports on stdout; writes nothing, not even --out', async () => {
    const out = join(scratch.dir, 'out-dry');
    const { code, out: stdout, err } = await runCli(['migrate', stock, '--to', '0.3-beta', '--out', out, '--dry-run']);
    expect({ code, err }).toStrictEqual({ code: 0, err: '' });
    expect(existsSync(out)).toBe(false);
    expect(stdout).toContain(`-> ${join(out, '1032040/case.xml')} (not written: --dry-run)\n`);
    expect(stdout.trimEnd().split('\n').pop()).toBe('3 documents: 3 valid, 0 not valid in the target');
  });

  test('--dry-run without --out: several documents, same exit code as a real run', async () => {
    const given = [stock, valid('EstimateItemRequest.item.1.xml'), '--to', '0.3-beta'];
    const real = await runCli(['migrate', ...given, '--out', join(scratch.dir, 'out-real')]);
    const dry = await runCli(['migrate', ...given, '--dry-run']);
    expect(real.code).toBe(1); // C and F are no two-character VMRS codes
    expect(dry.code).toBe(real.code);
    expect(dry.out).toMatch(/EstimateItemRequest\.item\.1\.xml \(migrated to 0\.3-beta\):45:7 xsd-invalid-value \/item\/vmrs\/code18\/code/);
    expect(dry.out.trimEnd().split('\n').pop()).toBe('4 documents: 3 valid, 1 not valid in the target');
  });

  test('--dry-run --format json: the report without the documents', async () => {
    const { code, out } = await runCli(['migrate', stock, '--to', '0.3-beta', '--dry-run', '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.summary).toStrictEqual({ files: 3, valid: 3, invalid: 0, notMigrated: 0, lossy: 0, sourceInvalid: 0 });
    expect(report.files.map((file: { xml?: string }) => file.xml)).toStrictEqual([undefined, undefined, undefined]);
  });

  test('--format json without --out: several documents, each in the report', async () => {
    const { code, out } = await runCli(['migrate', stock, '--to', '0.3-beta', '--format', 'json']);
    expect(code).toBe(0);
    const files = JSON.parse(out).files as Array<{ file: string; xml: string; valid: boolean }>;
    expect(files.map((file) => [file.valid, file.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')])).toStrictEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  test('text without --out or --dry-run still takes one document, and says what else to give', async () => {
    const { code, err } = await runCli(['migrate', stock, '--to', '0.3-beta']);
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toBe(
      'fleetcase: 3 documents matched; give --out DIR to migrate more than 1 (stdout holds one document), --dry-run to only report, or --format json to get them in the report',
    );
  });
});

describe('documents never migrated are counted as not migrated, not as invalid results', () => {
  test('unknown namespace and a root the source generation lacks, beside an unreadable one', async () => {
    const { code, out } = await runCli([
      'migrate',
      migrateFixture('unknown-namespace.xml'),
      migrateFixture('wrong-root.0.0.7.xml'),
      migrateFixture('malformed.xml'),
      valid('CaseRequest.case.1.xml'),
      '--to',
      '0.3-beta',
      '--dry-run',
    ]);
    expect(code).toBe(1);
    expect(out).toContain('wrong-root.0.0.7.xml:3:1 migrate-source-unknown /widget: cannot migrate to 0.3-beta: CaseRequest 0.0.7 has no root element <widget> (its roots: <case>)\n');
    expect(out.trimEnd().split('\n').pop()).toBe('4 documents: 1 valid, 0 not valid in the target, 3 not migrated (1 could not be read)');
  });
});
