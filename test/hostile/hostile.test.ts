/**
 * The labelled hostile corpus (manifest.json) through `fleetcase validate` on every engine:
 * each file yields exactly its rule id and exit 1 (the xsi:schemaLocation document is valid:
 * exit 0), in under 2 s, and nothing is read that the document points at. The corpus URLs and
 * file paths are rewritten to canaries: an HTTP server on 127.0.0.1 that counts requests, and a
 * file whose access time would move if anything read it.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusedLoads } from '../../src/validate/engines/index.js';
import { hostileDir, runCli, tempDir } from '../validate/helpers.js';
import { startCanaries, type Canaries } from './canaries.js';

interface HostileCase {
  file: string;
  want: string | null;
  what: string;
  generate?: 'deep-nesting' | 'huge-text';
}

const manifest = JSON.parse(readFileSync(join(hostileDir, 'manifest.json'), 'utf8')) as { cases: HostileCase[] };
const CASE_NS = 'http://www.decisiv.net/platform_api/0.1/Case/CaseRequest';

const GENERATORS: Record<NonNullable<HostileCase['generate']>, () => Uint8Array> = {
  'deep-nesting': () => Buffer.from(`<case xmlns="${CASE_NS}">${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</case>`),
  'huge-text': () => {
    const open = Buffer.from(`<case xmlns="${CASE_NS}"><cause>`);
    const close = Buffer.from('</cause></case>');
    const bytes = Buffer.alloc(open.length + 50_000_000 + close.length, 0x78);
    open.copy(bytes, 0);
    close.copy(bytes, bytes.length - close.length);
    return bytes;
  },
};

const tree = tempDir('fleetcase-hostile-');
let canaries: Canaries;

beforeAll(async () => {
  canaries = await startCanaries(tree.dir);
  for (const entry of manifest.cases) {
    tree.write(entry.file, entry.generate ? GENERATORS[entry.generate]() : canaries.aim(readFileSync(join(hostileDir, entry.file))));
  }
});

afterAll(async () => {
  await canaries.close();
  tree.cleanup();
});

describe('manifest', () => {
  test('labels every committed file and the generated ones', () => {
    expect(manifest.cases.length).toBeGreaterThanOrEqual(15);
    for (const entry of manifest.cases.filter((item) => !item.generate)) expect(() => statSync(join(hostileDir, entry.file))).not.toThrow();
  });
});

describe.each(['libxml2', 'libxmljs2', 'xerces'])('--engine %s', (engine) => {
  const refusedBefore = refusedLoads().length;

  test.each(manifest.cases)('$file ($what)', async ({ file, want }) => {
    const started = performance.now();
    const { code, out, err } = await runCli(['validate', '--engine', engine, '--format', 'json', '--jobs', '1', file], tree.dir);
    const elapsed = performance.now() - started;
    expect(err).toBe('');
    const [result] = JSON.parse(out).files as Array<{ valid: boolean; issues: Array<{ rule: string }> }>;
    if (want === null) {
      expect({ code, issues: result!.issues }).toStrictEqual({ code: 0, issues: [] });
      // Only this document reaches an engine; Xerces pays for a JVM start.
      expect(elapsed).toBeLessThan(engine === 'xerces' ? 15_000 : 2_000);
    } else {
      expect(code).toBe(1);
      expect(result!.issues.map((issue) => issue.rule)).toStrictEqual([want]);
      expect(elapsed).toBeLessThan(2_000);
    }
  }, 30_000);

  test('nothing the documents point at was read', () => {
    expect(canaries.requests()).toBe(0);
    expect(canaries.fileRead()).toBe(false);
    expect(refusedLoads().length).toBe(refusedBefore);
  });
});
