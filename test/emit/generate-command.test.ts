/**
 * `fleetcase generate` through the CLI entry: writing, `--check` (exit 1 naming stale files),
 * `--targets`, `--ns-root`, and user errors (exit 2, file, line and construct, no stack trace),
 * with a failed run leaving the previous output untouched.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { packageRoot } from '../../src/paths.js';

const fixtures = join(packageRoot, 'test', 'emit', 'fixtures');
const vendorDir = resolve(packageRoot, '../shared/reference/vendor-xsd');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fleetcase-generate-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  const io = memoryIo(packageRoot);
  const code = await main(['generate', ...argv], io);
  return { code, out: io.out, err: io.err };
}

/** Every file under `dir` with its content. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((path) => [path, readFileSync(path, 'utf8')]),
  );

describe('fleetcase generate', () => {
  it('--check passes on the checked-in generated/', async () => {
    const result = await run('--check');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(
      /^generated files are fresh: \d+ files in generated for 0\.0\.7, 0\.1, 0\.2, 0\.3-beta/,
    );
  });

  it('writes one generation, then --check names a stale file and exits 1, and a rerun rewrites only it', async () => {
    const out = tempDir();
    expect((await run('--generation', '0.2', '--targets', 'types,codecs', '--out', out)).code).toBe(
      0,
    );
    expect(readdirSync(join(out, '0.2')).sort()).toStrictEqual([
      'codecs.ts',
      'index.ts',
      'types.ts',
    ]);
    expect(readFileSync(join(out, '0.2', 'codecs.ts'), 'utf8')).toContain(
      "from 'fleetcase/runtime'",
    );
    expect(readFileSync(join(out, '0.2', 'index.ts'), 'utf8')).not.toContain('validators');

    writeFileSync(join(out, '0.2', 'types.ts'), '// edited by hand\n');
    const check = await run(
      '--generation',
      '0.2',
      '--targets',
      'types,codecs',
      '--out',
      out,
      '--check',
    );
    expect(check.code).toBe(1);
    expect(check.err).toContain('0.2/types.ts');
    expect(check.err).not.toContain('0.2/codecs.ts');
    expect(readFileSync(join(out, '0.2', 'types.ts'), 'utf8')).toBe('// edited by hand\n');

    const rerun = await run('--generation', '0.2', '--targets', 'types,codecs', '--out', out);
    expect(rerun.out).toContain('1 written, 2 unchanged');
  });

  it('selects the targets a selected target imports (codecs needs types)', async () => {
    const out = tempDir();
    expect((await run('--generation', '0.1', '--targets', 'codecs', '--out', out)).code).toBe(0);
    expect(readdirSync(join(out, '0.1')).sort()).toStrictEqual([
      'codecs.ts',
      'index.ts',
      'types.ts',
    ]);
  });

  it('--ns-root rebases every namespace the code writes', async () => {
    const out = tempDir();
    expect(
      (
        await run(
          '--generation',
          '0.0.7',
          '--targets',
          'codecs',
          '--ns-root',
          'urn:fleet',
          '--out',
          out,
        )
      ).code,
    ).toBe(0);
    const codecs = readFileSync(join(out, '0.0.7', 'codecs.ts'), 'utf8');
    expect(codecs).toContain("'urn:fleet/0.0.7/Case/CaseRequest'");
    expect(codecs).not.toContain('decisiv');
  });

  describe('--schemas on a folder laid out as schemas/ (one folder per generation id)', () => {
    it('generates what the bundled schemas generate, routes and client included', async () => {
      const copy = join(tempDir(), 'api-schemas');
      cpSync(join(packageRoot, 'schemas'), copy, { recursive: true });
      const [ours, bundled] = [tempDir(), tempDir()];
      expect((await run('--schemas', copy, '--generation', '0.2', '--out', ours)).code).toBe(0);
      expect((await run('--generation', '0.2', '--out', bundled)).code).toBe(0);
      const relativeTo = (dir: string) =>
        Object.fromEntries(Object.entries(snapshot(dir)).map(([path, text]) => [path.slice(dir.length), text]));
      expect(Object.keys(relativeTo(ours))).toContain('/0.2/routes.ts');
      expect(relativeTo(ours)).toStrictEqual(relativeTo(bundled));
    });

    it.runIf(existsSync(vendorDir))("generates the vendor's published set, each generation inheriting what it does not re-issue", async () => {
      const out = tempDir();
      const result = await run('--schemas', vendorDir, '--out', out);
      expect(result).toMatchObject({ code: 0, err: '' });
      expect(result.out).toMatch(/for 0\.0\.7, 0\.1, 0\.2, 0\.3-beta \(types, codecs, validators\)/);
      // 0.3-beta re-issues CaseRequest and inherits 0.1's NoteResponse.
      const codecs = readFileSync(join(out, '0.3-beta', 'codecs.ts'), 'utf8');
      expect(codecs).toContain("'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest'");
      expect(codecs).toContain("'http://www.decisiv.net/platform_api/0.1/Case/NoteResponse'");
    });

    it('names a broken file from the working directory', async () => {
      const copy = join(tempDir(), 'api-schemas');
      cpSync(join(packageRoot, 'schemas'), copy, { recursive: true });
      writeFileSync(join(copy, '0.2', 'VMRS.xsd'), '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n<xs:element name="a"');
      const result = await run('--schemas', copy, '--generation', '0.2', '--out', tempDir());
      expect(result.code).toBe(2);
      expect(result.err).toContain(`${join(copy, '0.2', 'VMRS.xsd')}:2`);
    });
  });

  it.each([
    [
      'an XSD construct outside the subset',
      ['--schemas', join(fixtures, 'unsupported')],
      /Redefine\.xsd:10: unsupported XSD construct <xs:redefine>/,
    ],
    [
      'an unknown target',
      ['--targets', 'types,nope'],
      /unknown target 'nope' \(known: types, codecs, validators/,
    ],
    ['an unknown generation', ['--generation', '9.9'], /unknown generation '9\.9'/],
  ])(
    'refuses %s: exit 2, a one-line message, previous output intact',
    async (_name, argv, message) => {
      const out = tempDir();
      expect((await run('--generation', '0.0.7', '--targets', 'types', '--out', out)).code).toBe(0);
      const before = snapshot(out);
      const result = await run(...argv, '--out', out);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(message);
      expect(result.err).not.toMatch(/\n\s+at /);
      expect(snapshot(out)).toStrictEqual(before);
    },
  );
});
