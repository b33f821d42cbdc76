/**
 * `fleetcase migrate` through `main(argv, memoryIo())`: one document to stdout with the report on
 * stderr, several to --out, JSON reports, exit 1 with the blocking fields, and usage errors.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli, tempDir } from './helpers.js';

const out = tempDir();
afterAll(() => out.cleanup());
const item = 'test/fixtures/migrate/item-work-status.0.0.7.xml';
const blocked = 'test/fixtures/migrate/case-minimal.0.3-beta.xml';

describe('one document, no --out', () => {
  test('the migrated document goes to stdout and the report to stderr', async () => {
    const { code, out: stdout, err } = await runCli(['migrate', item, '--to', '0.3-beta']);
    expect(code).toBe(0);
    expect(
      stdout.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<item xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/EstimateItemRequest"',
      ),
    ).toBe(true);
    expect(err).toContain(`${item}: 0.0.7 -> 0.3-beta EstimateItemRequest <item>: valid (`);
    expect(err).toContain('  changed  /item/soldStatus: rename approvalStatus -> soldStatus\n');
    expect(err.trimEnd().endsWith('1 document: 1 valid, 0 not valid in the target')).toBe(true);
  });

  test('exit 1 when the result is not valid, naming the fields that block it', async () => {
    const { code, out: stdout, err } = await runCli(['migrate', blocked, '--to', '0.0.7']);
    expect(code).toBe(1);
    expect(stdout).toContain('<complaint>Engine overheating</complaint>');
    expect(err).toContain(`${blocked}: 0.3-beta -> 0.0.7 CaseRequest <case>: INVALID (`);
    expect(err).toMatch(
      /\n  dropped  test\/fixtures\/migrate\/case-minimal\.0\.3-beta\.xml:5:3 \/case\/severity: CaseRequest 0\.0\.7 has no element 'severity' in \/case\n/,
    );
    expect(err).toContain(
      '  missing  /case/primaryContact: required by CaseRequest 0.0.7; the source has no value for it\n',
    );
    expect(err).toMatch(/\n  blocked by: .*\/case\/primaryContact/);
  });

  test('exit 1 for a document that cannot be read as XML, with its line', async () => {
    const {
      code,
      out: stdout,
      err,
    } = await runCli(['migrate', 'test/fixtures/migrate/malformed.xml', '--to', '0.3-beta']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(err).toMatch(
      /test\/fixtures\/migrate\/malformed\.xml:\d+:\d+ xml-malformed \/case\/cause: /,
    );
  });
});

describe('--out and --format json', () => {
  test('writes every document under its base name and reports each', async () => {
    const target = join(out.dir, 'migrated');
    const { code, out: stdout } = await runCli([
      'migrate',
      item,
      blocked,
      '--to',
      '0.2',
      '--out',
      target,
      '--format',
      'json',
    ]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.summary).toStrictEqual({ files: 2, valid: 2, invalid: 0 });
    expect(
      report.files.map((file: { file: string; from: string; valid: boolean; written: string }) => [
        file.file,
        file.from,
        file.valid,
        file.written,
      ]),
    ).toStrictEqual([
      [item, '0.0.7', true, `${target}/item-work-status.0.0.7.xml`],
      [blocked, '0.3-beta', true, `${target}/case-minimal.0.3-beta.xml`],
    ]);
    expect(report.files[0].xml).toBeUndefined();
    for (const name of ['item-work-status.0.0.7.xml', 'case-minimal.0.3-beta.xml'])
      expect(existsSync(join(target, name))).toBe(true);
    expect(readFileSync(join(target, 'item-work-status.0.0.7.xml'), 'utf8')).toContain(
      '<soldStatus>deferred</soldStatus>',
    );
  });

  test('json without --out carries the document', async () => {
    const report = JSON.parse(
      (await runCli(['migrate', item, '--to', '0.3-beta', '--format', 'json'])).out,
    );
    expect(report.files[0].xml).toContain('<vmrs:code>AB</vmrs:code>');
  });

  test('a folder with --out: text report on stdout', async () => {
    const { code, out: stdout } = await runCli([
      'migrate',
      'test/fixtures/migrate',
      '--to',
      '0.0.7',
      '--out',
      join(out.dir, 'all'),
    ]);
    expect(code).toBe(1);
    expect(stdout.trimEnd().split('\n').pop()).toBe(
      '5 documents: 2 valid, 3 not valid in the target',
    );
  });
});

describe('usage errors: exit 2', () => {
  const cases: Array<{ name: string; given: string[]; want: RegExp }> = [
    {
      name: 'several documents without --out',
      given: ['migrate', item, blocked, '--to', '0.3-beta'],
      want: /2 documents matched; give --out DIR/,
    },
    { name: 'no --to', given: ['migrate', item], want: /Missing required argument: to/ },
    {
      name: 'an unknown target',
      given: ['migrate', item, '--to', '9.9'],
      want: /unknown generation '9\.9'/,
    },
    {
      name: 'a missing file',
      given: ['migrate', 'nope.xml', '--to', '0.3-beta'],
      want: /nope\.xml/,
    },
    {
      name: 'two inputs with one base name',
      given: [
        'migrate',
        'test/fixtures/0.0.7/valid/CaseRequest.case.1.xml',
        'test/fixtures/0.3-beta/valid/CaseRequest.case.1.xml',
        '--to',
        '0.2',
        '--out',
        'x',
      ],
      want: /would both be written to x\/CaseRequest\.case\.1\.xml/,
    },
  ];
  test.each(cases)('$name', async ({ given, want }) => {
    const { code, out: stdout, err } = await runCli(given);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(err).toMatch(want);
    expect(err).not.toMatch(/\n\s+at /);
  });
});
