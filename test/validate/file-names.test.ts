/**
 * File names that are not UTF-8 (a Latin-1 name from a zip archive) and names holding control
 * characters (review r15 ci L4): a file so named is validated like any other, a folder so named
 * is walked (it was skipped in silence), and a text report keeps one issue per line.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CASE_0_1_BODY, caseRequest, runCli, tempDir } from './helpers.js';

const tree = tempDir();
/** `bytes` of a name below the temporary folder, as a path Node opens by its bytes. */
const at = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat([Buffer.from(tree.dir), ...parts.map((part) => Buffer.concat([Buffer.from('/'), typeof part === 'string' ? Buffer.from(part) : Buffer.from(part)]))]);
const VALID = caseRequest('0.1', CASE_0_1_BODY);
const INVALID = caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus/>`);
/** `é` and `è` in Latin-1: one byte each, not UTF-8. */
const E_ACUTE = 0xe9;
const E_GRAVE = 0xe8;
/** Enough for two validating threads with --jobs 2 (32 files each at least). */
const FOLDER_FILES = 70;

beforeAll(() => {
  mkdirSync(at('latin'));
  writeFileSync(at('latin', [0x63, 0x61, 0x66, E_ACUTE, 0x2e, 0x78, 0x6d, 0x6c]), VALID); // caf\xe9.xml
  writeFileSync(at('latin', [0x63, 0x61, 0x66, E_GRAVE, 0x2e, 0x78, 0x6d, 0x6c]), INVALID); // caf\xe8.xml: the same string as caf\xe9.xml
  mkdirSync(at('latin', [0x64, E_ACUTE, 0x70])); // d\xe9p/
  for (let index = 0; index < FOLDER_FILES; index++) writeFileSync(at('latin', [0x64, E_ACUTE, 0x70], `n${String(index).padStart(2, '0')}.xml`), VALID);
  // Above the hand-over size: a worker thread opens it itself, by its bytes.
  writeFileSync(at('latin', [0x64, E_ACUTE, 0x70], 'big.xml'), caseRequest('0.1', `  <cause>${'Coolant leak. '.repeat(25_000)}</cause>`));
  writeFileSync(at('latin', 'plain.xml'), VALID);
  mkdirSync(at('control'));
  writeFileSync(at('control', 'bad\nline\u001b[31m.xml'), INVALID);
});
afterAll(() => tree.cleanup());

interface Report {
  files: Array<{ file: string; valid: boolean; issues: Array<{ rule: string }> }>;
  summary: { files: number; valid: number; invalid: number };
}

describe('names that are not UTF-8', () => {
  test('a file and a folder so named are validated, each file once, in the same order on every run (--jobs 1 and 2)', async () => {
    const one = await runCli(['validate', '--format', 'json', '--jobs', '1', 'latin'], tree.dir);
    const two = await runCli(['validate', '--format', 'json', '--jobs', '2', 'latin'], tree.dir);
    expect(one.err).toBe('');
    expect(two.out).toBe(one.out);
    const report = JSON.parse(one.out) as Report;
    // Before: caf\xe9.xml and caf\xe8.xml were "removed while running?" and d\xe9p/ was skipped.
    expect(report.summary).toStrictEqual({ files: FOLDER_FILES + 4, valid: FOLDER_FILES + 3, invalid: 1 });
    expect(report.files.filter((file) => file.file.startsWith('latin/d\uFFFDp/'))).toHaveLength(FOLDER_FILES + 1);
    const cafes = report.files.filter((file) => file.file === 'latin/caf\uFFFD.xml');
    // Sorted by their bytes: \xe8 (the invalid one) before \xe9.
    expect(cafes.map((file) => file.valid)).toStrictEqual([false, true]);
    expect(cafes[0]!.issues.map((issue) => issue.rule)).toStrictEqual(['xsd-unexpected-element']);
    expect(report.files.flatMap((file) => file.issues.map((issue) => issue.rule))).not.toContain('file-unreadable');
  }, 60_000);

  test('named on the command line (its bytes are lost there): exit 2, saying to give the folder', async () => {
    const { code, err } = await runCli(['validate', 'latin/caf\uFFFD.xml'], tree.dir);
    expect(code).toBe(2);
    expect(err).toContain('a name that is not UTF-8 is lost from the command line: give the folder holding it');
  });
});

describe('globs (review r16 recheck misc H1, M1)', () => {
  test('a glob that reaches a name that is not UTF-8 is refused, naming it (it read several files as one, and skipped folders)', async () => {
    for (const glob of ['latin/*.xml', 'latin/**/*.xml']) {
      const { code, err } = await runCli(['validate', glob], tree.dir);
      expect(code).toBe(2);
      expect(err).toMatch(/a name that is not UTF-8, which a glob cannot read: give the folder holding it/);
    }
  });

  test('a symbolic link back up the tree does not validate a file once per level', async () => {
    const { symlinkSync } = await import('node:fs');
    mkdirSync(at('looped'));
    writeFileSync(at('looped', 'a.xml'), VALID);
    symlinkSync('.', at('looped', 'loop'));
    const { code, out } = await runCli(['validate', '--format', 'json', 'looped/**/*.xml'], tree.dir);
    expect(code).toBe(0);
    expect((JSON.parse(out) as Report).files.map((file) => file.file)).toStrictEqual(['looped/a.xml']);
  });
});

describe('names with control characters', () => {
  test('the text report writes them as escapes: one issue, one line', async () => {
    const { code, out } = await runCli(['validate', 'control'], tree.dir);
    expect(code).toBe(1);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^control\/bad\\nline\\u001b\[31m\.xml:\d+:\d+ xsd-unexpected-element /);
    expect(lines).toHaveLength(3);
    expect(out).not.toContain('\u001b');
  });
});
