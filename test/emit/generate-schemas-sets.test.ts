/**
 * `fleetcase generate --schemas` output that must not depend on where the set lies, and what a
 * generic set gets: the index module's import example, no routes or client (no endpoints), a
 * second folder of the same name refused instead of replacing the first (exit 2).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { moduleSpecifierFor } from '../../src/emit/generate.js';
import { packageRoot } from '../../src/paths.js';

const sets = join(packageRoot, 'test', 'fixtures', 'xsd-sets');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder holding copies of fixture sets: `{ 'a/standard': 'inventory' }`. */
function layout(copies: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fleetcase-sets-'));
  dirs.push(dir);
  for (const [to, set] of Object.entries(copies))
    cpSync(join(sets, set), join(dir, to), { recursive: true, filter: (path) => !path.includes('instances') });
  return dir;
}

async function run(...argv: string[]) {
  const io = memoryIo(packageRoot);
  const code = await main(['generate', ...argv], io);
  return { code, out: io.out, err: io.err };
}

const files = (dir: string) => readdirSync(dir).sort();
const read = (...path: string[]) => readFileSync(join(...path), 'utf8');

describe('generate --schemas with --generation: nothing of the folder', () => {
  it('a copy of the set under another folder name is fresh (banner hash, TSDoc)', async () => {
    const dir = layout({ 'a/checkout': 'purchase-order', 'b/vendor-copy': 'purchase-order' });
    const out = join(dir, 'out');
    expect((await run('--schemas', join(dir, 'a/checkout'), '--generation', 'orders', '--out', out)).code).toBe(0);
    const checked = await run('--schemas', join(dir, 'b/vendor-copy'), '--generation', 'orders', '--out', out, '--check');
    expect(checked).toMatchObject({ code: 0, err: '' });
    expect(checked.out).toMatch(/^generated files are fresh: 4 files/);
    expect(read(out, 'orders', 'codecs.ts')).toContain("document of PurchaseOrder (the schemas of 'orders').");
    for (const file of files(join(out, 'orders')))
      expect(read(out, 'orders', file), file).not.toMatch(/checkout|vendor-copy/);
  });
});

describe('generate --schemas: the files of a set without endpoints', () => {
  it('writes types, codecs, validators and an index importing from the output folder', async () => {
    const dir = layout({ po: 'purchase-order' });
    const out = join(dir, 'out');
    const result = await run('--schemas', join(dir, 'po'), '--generation', 'orders', '--out', out);
    expect(result.out).toMatch(/for orders \(types, codecs, validators\): 4 written/);
    expect(files(join(out, 'orders'))).toStrictEqual(['codecs.ts', 'index.ts', 'types.ts', 'validators.ts']);
    const index = read(out, 'orders', 'index.ts');
    expect(index).toContain(" * @example import { decodePurchaseOrder } from './orders/index.js';\n");
    expect(index).not.toContain('client');
  });

  it.each([
    ['client', /the client target has nothing to generate; leave it out of --targets/],
    ['types,routes,client', /the routes and client targets have nothing to generate; leave them out/],
  ])('--targets %s is a usage error (exit 2)', async (targets, message) => {
    const dir = layout({ po: 'purchase-order' });
    const result = await run('--schemas', join(dir, 'po'), '--targets', targets, '--out', join(dir, 'out'));
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/generation 'po' has no endpoint descriptors/);
    expect(result.err).toMatch(message);
  });

  it.each([
    ['the package export, for a generation the package ships', join(packageRoot, 'generated', '0.3-beta'), '0.3-beta', 'fleetcase/0.3-beta'],
    ['the path from the output folder, elsewhere', join(tmpdir(), 'api', '0.3-beta'), '0.3-beta', './0.3-beta/index.js'],
    ['the path from the output folder, for an id the package does not export', join(packageRoot, 'generated', 'sepa'), 'sepa', './sepa/index.js'],
  ])('the index example imports from %s', (_name, dir, id, want) => {
    expect(moduleSpecifierFor(dir, id)).toBe(want);
  });
});

describe('generate --schemas: two folders of one name into one --out', () => {
  it('refuses the second (exit 2) naming both, and leaves the first', async () => {
    const dir = layout({ 'codelist/standard': 'inventory', 'data/standard': 'purchase-order' });
    const out = join(dir, 'out');
    expect((await run('--schemas', join(dir, 'codelist/standard'), '--out', out)).code).toBe(0);
    const before = read(out, 'standard', 'types.ts');
    for (const extra of [[], ['--check']]) {
      const result = await run('--schemas', join(dir, 'data/standard'), '--out', out, ...extra);
      expect(result.code).toBe(2);
      expect(result.err).toContain(
        `${join(out, 'standard')} holds generation 'standard' generated from ${join(dir, 'codelist/standard')}; ${join(dir, 'data/standard')} has the same folder name and would replace it: give this set another name with --generation NAME, or another --out`,
      );
      expect(result.err).not.toMatch(/\n\s+at /);
    }
    expect(read(out, 'standard', 'types.ts')).toBe(before);
    // Named with --generation, or the same folder again: no clash.
    expect((await run('--schemas', join(dir, 'data/standard'), '--generation', 'data', '--out', out)).code).toBe(0);
    expect((await run('--schemas', join(dir, 'codelist/standard'), '--out', out)).code).toBe(0);
  });

  it('takes a recorded folder that no longer exists as moved', async () => {
    const dir = layout({ 'old/standard': 'inventory', 'new/standard': 'inventory' });
    const out = join(dir, 'out');
    expect((await run('--schemas', join(dir, 'old/standard'), '--out', out)).code).toBe(0);
    rmSync(join(dir, 'old'), { recursive: true });
    expect((await run('--schemas', join(dir, 'new/standard'), '--out', out)).code).toBe(0);
    expect(read(out, 'standard', 'index.ts')).toContain(
      ' * @remarks Generated from the XSD folder "../new/standard" (from the output folder).\n',
    );
  });
});
