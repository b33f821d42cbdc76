/**
 * `migrate` and names that are not UTF-8 (review r15 ci L4, as validate walks them): each such
 * input is read by its bytes and kept apart from another that decodes to the same string; with
 * `--out`, where its result would be written under a changed name, the run stops first (exit 2).
 * Names with control characters are escaped in the text report, as in validate's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, tempDir, validFixtures } from './helpers.js';

const temp = tempDir();
const latin = join(temp.dir, 'latin');
/** caf\xe9.xml and caf\xe8.xml (Latin-1): both decode to `caf\uFFFD.xml`. */
const NAMES = [0xe9, 0xe8].map((byte) => Buffer.concat([Buffer.from(`${latin}/caf`), Buffer.from([byte]), Buffer.from('.xml')]));

beforeAll(() => {
  mkdirSync(latin);
  const source = readFileSync(join(validFixtures('0.0.7'), 'CaseRequest.case.1.xml'), 'utf8');
  writeFileSync(NAMES[0]!, source);
  writeFileSync(NAMES[1]!, source.replace('<cause>', '<cause>Second file: '));
  mkdirSync(join(temp.dir, 'control'));
  writeFileSync(join(temp.dir, 'control', 'bad\nline\u001b[31m.xml'), source);
});
afterAll(() => temp.cleanup());

describe('names that are not UTF-8', () => {
  test('both files are migrated (to standard output), none unreadable or dropped as a duplicate', async () => {
    const { code, out } = await runCli(['migrate', '--to', '0.3-beta', '--format', 'json', 'latin'], temp.dir);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.files.map((file: { file: string }) => file.file)).toStrictEqual(['latin/caf\uFFFD.xml', 'latin/caf\uFFFD.xml']);
    expect(report.files.map((file: { xml: string }) => file.xml.includes('Second file: '))).toStrictEqual([true, false]);
  });

  test('--out stops before writing anything, naming the file', async () => {
    const { code, err } = await runCli(['migrate', '--to', '0.3-beta', '--out', 'out', 'latin'], temp.dir);
    expect(code).toBe(2);
    expect(err).toContain("latin/caf\uFFFD.xml: its name is not UTF-8, and --out writes each result under its input's name");
    expect(existsSync(join(temp.dir, 'out'))).toBe(false);
  });
});

describe('names with control characters', () => {
  test('the text report escapes them: each line of the report stays one line', async () => {
    const { code, out } = await runCli(['migrate', '--to', '0.3-beta', '--dry-run', 'control'], temp.dir);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^control\/bad\\nline\\u001b\[31m\.xml: 0\.0\.7 -> 0\.3-beta /);
    expect(out).not.toContain('\u001b');
  });
});
