/**
 * Review r22 newsets L2: generated code of real sets (GDAL's gdalvrt, Shibboleth's SAML, Jakarta
 * web-app) failed a consumer's `noUnusedLocals` / `noUnusedParameters`: a reader's `start` kept
 * because an attribute is named `start`, the unread `namespace` of an abstract type's writer when
 * nothing derives from it, the prefix table of an xs:anyType root written raw. The fixture holds
 * the three; the strict type-check (./strict-tsc.ts) has both flags on, and the codecs still work.
 * Review r22 newsets L4: a folder whose name is no generation id (spaces) is told so, with an
 * id to give ("generation id … cannot name a folder" named a folder that exists).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { describe, expect, it } from 'vitest';
import { strictErrorsOf, useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r22-unused');
type Module = Record<string, (value: unknown) => unknown>;
const sets = useGeneratedSets<Module>({ unused: fixtures });
const module = (): Module => sets.modules.get('unused')!;

describe('review r22 newsets L2: generated code reads everything it declares', () => {
  it('type-checks with noUnusedLocals and noUnusedParameters', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);

  it('reads and writes what the pruned declarations served', () => {
    const span = '<Span xmlns="urn:example:unused" start="1.5" increment="2"/>';
    expect(module()['decodeUnusedSpan']!(span)).toStrictEqual({ $start: 1.5, $increment: 2 });
    expect(() => module()['decodeUnusedSpan']!('<Span xmlns="urn:example:unused" increment="2"/>')).toThrow(/required attribute start is missing/);
    const value = module()['encodeUnusedValue']!({ namespace: 'urn:example:unused', local: 'Value', xml: '<Value xmlns="urn:example:unused"><any/></Value>' }) as string;
    expect(xmllintVerdict(join(fixtures, 'unused.xsd'), value)).toBe('');
  });
});

describe('review r22 newsets L4: a folder name that is no generation id', () => {
  it('is said to be the folder\'s name, with an id to give', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetcase-r22-'));
    try {
      cpSync(fixtures, join(dir, 'my set (v2)'), { recursive: true });
      const io = memoryIo(dir);
      expect(await main(['generate', '--schemas', 'my set (v2)', '--out', 'out'], io)).toBe(2);
      expect(io.err).toMatch(/^fleetcase: the folder name 'my set \(v2\)' cannot be a generation id, which names the output folder .*; give one with --generation, e\.g\. --generation my-set-v2\n/);
      const again = memoryIo(dir);
      expect(await main(['generate', '--schemas', 'my set (v2)', '--generation', 'my-set-v2', '--out', 'out'], again)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
