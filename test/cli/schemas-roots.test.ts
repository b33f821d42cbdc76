/**
 * `fleetcase schemas`: a row names a few roots and how many more (review r16 newsets L6: SAML's
 * sixty roots made rows 1 142 characters wide); JSON lists them all.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { shownRoots } from '../../src/cli/commands/schemas.js';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const dir = mkdtempSync(join(tmpdir(), 'fleetcase-roots-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the roots of a schema in the text table', () => {
  test.each([
    [[], '-'],
    [['a'], 'a'],
    [['a', 'b', 'c', 'd', 'e', 'f'], 'a, b, c, d, e, f'],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'a, b, c, d, e and 2 more'],
  ])('%j -> %s', (roots, want) => {
    expect(shownRoots(roots)).toBe(want);
  });

  test('forty roots: a short row in text, all forty in JSON', async () => {
    const names = Array.from({ length: 40 }, (_, index) => `element${String(index).padStart(2, '0')}`);
    writeFileSync(
      join(dir, 'many.xsd'),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:many">${names.map((name) => `<xs:element name="${name}" type="xs:string"/>`).join('')}</xs:schema>`,
    );
    const text = memoryIo(dir);
    expect(await main(['schemas', '--schemas', dir], text)).toBe(0);
    const row = text.out.split('\n').find((line) => line.includes('element00'))!;
    expect(row).toContain('element00, element01, element02, element03, element04 and 35 more');
    expect(row.length).toBeLessThan(200);
    const json = memoryIo(dir);
    expect(await main(['schemas', '--schemas', dir, '--format', 'json'], json)).toBe(0);
    expect(JSON.parse(json.out).generations[0].schemas[0].roots).toHaveLength(40);
  });
});
