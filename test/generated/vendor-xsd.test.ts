/**
 * `fleetcase generate --schemas <vendor folder>` for each of the vendor's published XSD folders:
 * the code generated outside this package (importing `fleetcase/runtime`) type-checks, all four
 * folders in one `tsc` run, and its codecs round-trip our fixtures of the matching generation
 * that the vendor's XSDs accept (those not listed in vendor-differences.json): decode, encode,
 * valid under the vendor XSD, same value again.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { memoryIo } from '../../src/cli/io.js';
import { rootEntries } from '../../src/emit/index.js';
import { loadSchemaSet } from '../../src/schema/index.js';
import { functionsOf, GENERATIONS, repoRoot, vendorXsdDir } from './helpers.js';
import { xsdErrors } from './xsd.js';
import { strictTypeErrors } from '../emit/strict-tsc.js';

const available = existsSync(vendorXsdDir);
let outside = '';
let inside = '';

async function generate(out: string): Promise<void> {
  for (const generation of GENERATIONS) {
    const io = memoryIo(repoRoot);
    const code = await main(
      [
        'generate',
        '--schemas',
        join(vendorXsdDir, generation),
        '--out',
        out,
        '--targets',
        'types,codecs,validators',
      ],
      io,
    );
    expect(io.err).toBe('');
    expect(code).toBe(0);
  }
}

describe.runIf(available)('generated from the vendor XSDs', () => {
  beforeAll(async () => {
    outside = mkdtempSync(join(tmpdir(), 'fleetcase-vendor-'));
    // Inside the package the same code imports the runtime relatively, so the tests can run it.
    inside = mkdtempSync(join(repoRoot, 'test', 'generated', '.vendor-'));
    await generate(outside);
    await generate(inside);
  }, 60_000);

  afterAll(() => {
    for (const dir of [outside, inside]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('imports fleetcase/runtime and type-checks under --strict (one tsc run, four folders)', () => {
    const codecs = readFileSync(join(outside, '0.3-beta', 'codecs.ts'), 'utf8');
    expect(codecs).toContain("from 'fleetcase/runtime'");
    expect(strictTypeErrors(outside, GENERATIONS.map((generation) => join(outside, generation, 'index.ts')), { 'fleetcase/runtime': [join(repoRoot, 'src', 'runtime', 'index.ts')] })).toBe('');
  }, 60_000);

  describe.each(GENERATIONS)('%s', (id) => {
    it('round-trips every fixture the vendor XSDs accept', async () => {
      const generation = loadSchemaSet(join(vendorXsdDir, id));
      const module = (await import(join(inside, id, 'index.ts'))) as Record<string, unknown>;
      const differences = JSON.parse(
        readFileSync(join(repoRoot, 'test', 'fixtures', id, 'vendor-differences.json'), 'utf8'),
      ) as Record<string, string>;
      const fixtureDir = join(repoRoot, 'test', 'fixtures', id, 'valid');
      let roundTripped = 0;
      for (const file of readdirSync(fixtureDir)
        .filter((name) => name.endsWith('.xml') && !(name in differences))
        .sort()) {
        const [schema, local] = file.split('.');
        const root = rootEntries(generation).find(
          (entry) => entry.schema.name === schema && entry.local === local,
        );
        if (!root) continue; // a schema this vendor folder does not issue
        const xsd = join(vendorXsdDir, root.schema.file);
        const xml = readFileSync(join(fixtureDir, file), 'utf8');
        expect(xsdErrors(xsd, xml), `${file} is valid under the vendor XSD`).toStrictEqual([]);
        const codec = functionsOf(module, root);
        const value = codec.decode(xml);
        const again = codec.encode(value);
        expect(xsdErrors(xsd, again), file).toStrictEqual([]);
        expect(codec.decode(again), file).toStrictEqual(value);
        roundTripped++;
      }
      expect(roundTripped).toBeGreaterThanOrEqual(10);
    });
  });
});
