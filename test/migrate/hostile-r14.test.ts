/**
 * Review r14 (hostile input), migrate's side:
 * - H1: a document is read as validate reads one (src/migrate/read-document.ts): a file over the
 *   size limit is `size-limit` without being read (a 3 GB sparse file aborted the folder run with
 *   exit 2, a 700 MB one cost 791 MB), a device yields at most 64 KiB (`xml-binary` for
 *   /dev/zero, where migrate ate 9.4 GB), a FIFO is `file-unreadable`; each is a document not
 *   migrated, and the rest of the run goes on (exit 1).
 * - L8: an element of a namespace outside the API is dropped (reported), not adopted as the
 *   target element of its local name (src/migrate/foreign-namespace.ts).
 * - L5: the README's sentence on lenient decoding says which unknown attributes are kept.
 */
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { decodeCaseRequestCase, encodeCaseRequestCase } from '../../generated/0.3-beta/index.js';
import { migrateDocument } from '../../src/migrate/index.js';
import { readDocument } from '../../src/migrate/read-document.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { repoRoot, runCli, tempDir, validFixtures } from './helpers.js';

const case007 = readFileSync(join(validFixtures('0.0.7'), 'CaseRequest.case.1.xml'), 'utf8');

/** A sparse file of `size` bytes (no disk used). */
function sparse(path: string, size: number): string {
  const fd = openSync(path, 'w');
  try {
    ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
  return path;
}

describe('review r14 hostile H1: migrate reads a document as validate does', () => {
  const { dir, cleanup } = tempDir();
  afterAll(cleanup);
  const stock = join(dir, 'stock');
  mkdirSync(stock, { recursive: true });
  writeFileSync(join(stock, 'a.xml'), case007);
  sparse(join(stock, 'big3g.xml'), 3 * 1024 * 1024 * 1024);
  sparse(join(stock, 'big70m.xml'), 70 * 1024 * 1024);
  writeFileSync(join(stock, 'z.xml'), case007);

  test('files over the limit (one over 2 GiB) are size-limit, the rest of the folder is migrated, exit 1', async () => {
    const { code, out, err } = await runCli(['migrate', stock, '--to', '0.3-beta', '--dry-run', '--format', 'json'], dir);
    expect({ code, err }).toStrictEqual({ code: 1, err: '' });
    const report = JSON.parse(out) as { files: Array<{ file: string; valid: boolean; xml?: string | null; issues: Array<{ rule: string; message: string }> }>; summary: { files: number; valid: number; notMigrated: number } };
    expect(report.files.map((file) => [file.file, file.valid, file.issues[0]?.rule ?? null])).toStrictEqual([
      ['stock/a.xml', true, null],
      ['stock/big3g.xml', false, 'size-limit'],
      ['stock/big70m.xml', false, 'size-limit'],
      ['stock/z.xml', true, null],
    ]);
    expect(report.files[1]!.issues[0]!.message).toBe('document is 3221225472 bytes, larger than the limit of 67108864 bytes (64 MiB): not migrated');
    expect(report.summary).toMatchObject({ files: 4, valid: 2, notMigrated: 2 });
  });

  test('the text report names the file and the rule, without a position', async () => {
    const { code, out } = await runCli(['migrate', join(stock, 'big70m.xml'), join(stock, 'a.xml'), '--to', '0.3-beta', '--dry-run'], dir);
    expect(code).toBe(1);
    expect(out).toContain(
      'stock/big70m.xml: not migrated to 0.3-beta: the document could not be read\n  error    stock/big70m.xml size-limit: document is 73400320 bytes, larger than the limit of 67108864 bytes (64 MiB): not migrated\n',
    );
    expect(out.trimEnd().split('\n').pop()).toBe('2 documents: 1 valid, 0 not valid in the target, 1 could not be read');
  });

  test('a symlink to /dev/zero is read for 64 KiB at most: xml-binary', async () => {
    if (!existsSync('/dev/zero')) return;
    const zero = join(dir, 'zero.xml');
    symlinkSync('/dev/zero', zero);
    const before = process.memoryUsage().rss;
    const { code, out } = await runCli(['migrate', zero, '--to', '0.3-beta', '--dry-run'], dir);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect(code).toBe(1);
    expect(out).toContain('  error    zero.xml:1:1 xml-binary: not a text document: control byte 0x00 at offset 0\n');
  });

  test('a FIFO named on its own is file-unreadable (no hang)', async () => {
    const fifo = join(dir, 'pipe.xml');
    execFileSync('mkfifo', [fifo]);
    const { code, out } = await runCli(['migrate', fifo, join(stock, 'a.xml'), '--to', '0.3-beta', '--dry-run'], dir);
    expect(code).toBe(1);
    expect(out).toContain('  error    pipe.xml file-unreadable: cannot read the file: it is a FIFO (named pipe), not a regular file\n');
  });

  test('readDocument: bytes of a readable document, a result for the rest', () => {
    expect(readDocument({ path: join(stock, 'a.xml'), display: 'a.xml' }, { to: '0.3-beta' })).toBeInstanceOf(Uint8Array);
    const result = readDocument({ path: join(stock, 'big3g.xml'), display: 'big3g.xml' }, { to: '0.3-beta' });
    expect(result).toMatchObject({ xml: null, root: null, valid: false, issues: [{ rule: 'size-limit', line: 0 }] });
  });

  test('an unknown --to is still a usage error when no document can be read', async () => {
    const { code, err } = await runCli(['migrate', join(stock, 'big70m.xml'), '--to', '9.9', '--dry-run'], dir);
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toMatch(/^fleetcase: unknown generation '9\.9'/);
  });
});

describe('review r14 hostile L8: an element of a namespace outside the API is dropped, not adopted', () => {
  const evil = case007.replace('<ct:name>Dana Whitfield</ct:name>', '<ct:name xmlns:ct="urn:evil">Dana Whitfield</ct:name>');

  test('<ct:name xmlns:ct="urn:evil"> is reported dropped, and its value is not in the result', () => {
    const result = migrateDocument(evil, { to: '0.3-beta' });
    expect(result.dropped).toStrictEqual([
      {
        path: '/case/primaryContact/name',
        reason: "<name> is of the namespace 'urn:evil', which is not the API's: not CaseRequest 0.3-beta data",
        line: 12,
        column: 5,
      },
    ]);
    expect(result.changes.filter((change) => change.from === 'urn:evil')).toStrictEqual([]);
    expect(result.xml).not.toContain('Dana Whitfield');
    expect(result.sourceIssues.map((issue) => issue.rule)).toContain('xsd-unexpected-element');
    expect(xmllintVerdict(join(repoRoot, 'schemas/0.3-beta/CaseRequest.xsd'), result.xml!)).toBe('');
  });

  test('fails the run with --fail-on dropped', async () => {
    const { dir, cleanup } = tempDir();
    try {
      writeFileSync(join(dir, 'evil.xml'), evil);
      const { code, out } = await runCli(['migrate', 'evil.xml', '--to', '0.3-beta', '--dry-run', '--fail-on', 'dropped'], dir);
      expect(code).toBe(1);
      expect(out).toContain("  dropped  evil.xml:12:5 /case/primaryContact/name: <name> is of the namespace 'urn:evil'");
    } finally {
      cleanup();
    }
  });

  test('an element of another API namespace, or of none, is still adopted (a namespace change)', () => {
    const otherVersion = case007.replace('<ct:name>Dana Whitfield</ct:name>', '<ct:name xmlns:ct="http://www.decisiv.net/platform_api/0.1/Case/CaseTypes">Dana Whitfield</ct:name>');
    const unqualified = case007.replace('<ct:name>Dana Whitfield</ct:name>', '<name xmlns="">Dana Whitfield</name>');
    for (const document of [otherVersion, unqualified]) {
      const result = migrateDocument(document, { to: '0.3-beta' });
      expect(result.dropped).toStrictEqual([]);
      expect(result.xml).toContain('Dana Whitfield');
    }
  });

  test('a foreign child of a VMRS code element is not taken as its code', () => {
    const item = readFileSync(join(validFixtures('0.3-beta'), 'EstimateItemRequest.item.1.xml'), 'utf8');
    expect(item).toContain('<vmrs:code>42</vmrs:code>');
    const foreign = item.replace('<vmrs:code>42</vmrs:code>', '<x:code xmlns:x="urn:evil">42</x:code>');
    const result = migrateDocument(foreign, { to: '0.0.7' });
    expect(result.dropped.filter((loss) => loss.path.startsWith('/item/vmrs/code18'))).toContainEqual(
      expect.objectContaining({ path: '/item/vmrs/code18/code', reason: "<code> is of the namespace 'urn:evil', which is not the API's: not EstimateItemRequest 0.0.7 data" }),
    );
    // Before, the foreign element was taken as the code: 42 came out as the 0.0.7 code18 value.
    expect(result.xml).not.toMatch(/code18>42</);
  });
});

describe('review r14 hostile L5: the README says which unknown attributes a lenient decode keeps', () => {
  const xml = readFileSync(join(validFixtures('0.3-beta'), 'CaseRequest.case.1.xml'), 'utf8');

  test('kept on a complex-typed element, dropped on a simple-typed or nil one (as src/runtime/README.md says)', () => {
    const hostile = xml
      .replace('<primaryContact>', '<primaryContact evil="1">')
      .replace('<poNumber>', '<poNumber evil="2">')
      .replace('<cause xsi:nil="true"/>', '<cause xsi:nil="true" evil="3"/>');
    const again = encodeCaseRequestCase(decodeCaseRequestCase(hostile, { lenient: true }));
    expect(again).toMatch(/<primaryContact[^>]* evil="1"/);
    expect(again).not.toContain('evil="2"');
    expect(again).not.toContain('evil="3"');
  });

  test('README section 1 no longer claims that re-encoding loses no data, and points at the runtime README', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const line = readme.split('\n').find((text) => text.startsWith('decodeCaseRequestCase(xml, { lenient: true });'))!;
    expect(line).not.toContain('loses no data');
    expect(line).toContain('unknown attributes of complex-typed elements');
    expect(line).toContain('those of a simple-typed element, or of a nil one without declared attributes, are dropped');
    expect(line).toContain('src/runtime/README.md');
  });
});
