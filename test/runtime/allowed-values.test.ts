/**
 * How enumeration mismatches list the allowed values (review r13 sbom 5): a long enumeration,
 * the 826 SPDX license ids of CycloneDX (test/emit/fixtures/r13-runtime/sbom/spdx.xsd), is not
 * listed whole; and `joinList` refuses a string where a list's array is expected (interplay 6).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedValuesPhrase } from '../../src/runtime/allowed-values.js';
import { checkEnumeration } from '../../src/runtime/facets.js';
import { parseDouble } from '../../src/runtime/index.js';
import { joinList, listEnumerationIssue } from '../../src/runtime/lists.js';
import { ScalarError } from '../../src/runtime/scalar-error.js';
import { parseUnion, type UnionMember } from '../../src/runtime/unions.js';

const spdx = readFileSync(
  join(import.meta.dirname, '..', 'emit', 'fixtures', 'r13-runtime', 'sbom', 'spdx.xsd'),
  'utf8',
);
const IDS = [...spdx.matchAll(/<xs:enumeration value="([^"]+)"\/>/g)].map((match) => match[1]!);

describe('allowedValuesPhrase', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => `v${index + 1}`);
  const first = '"0BSD", "3D-Slicer-1.0", "AAL", "Abstyles", "AdaCore-doc", "Adobe-2006", "Adobe-Display-PostScript", "Adobe-Glyph", "Adobe-Utopia", "ADSL"';
  const cases = [
    { given: 'x', allowed: ['EUR', 'USD'], want: '"EUR", "USD"' },
    { given: 'v0', allowed: twelve, want: twelve.map((value) => `"${value}"`).join(', ') },
    { given: 'MITT', allowed: IDS, want: 'the 826 allowed values (nearest: "MIT")' },
    { given: 'mit', allowed: IDS, want: 'the 826 allowed values (nearest: "MIT")' },
    { given: 'xyzzy', allowed: IDS, want: `${first}, … and 816 more (826 values)` },
    { given: '', allowed: IDS, want: `${first}, … and 816 more (826 values)` },
    // A long given text is compared with nothing (the cost grows with its length).
    { given: `MIT${' '.repeat(100)}`, allowed: IDS, want: `${first}, … and 816 more (826 values)` },
  ];
  it.each(cases)('$given among $allowed.length: $want', ({ given, allowed, want }) => {
    expect(IDS).toHaveLength(826);
    expect(allowedValuesPhrase(given, allowed)).toBe(want);
  });

  it('caps the messages of enumerations of strings, lists and unions alike', () => {
    expect(checkEnumeration('MITT', IDS)?.message).toBe(
      '"MITT" is not one of the 826 allowed values (nearest: "MIT")',
    );
    const lists = IDS.map((id) => `${id} ${id}`);
    expect(listEnumerationIssue(['MIT', 'MITT'], lists, 'string')?.message).toBe(
      '"MIT MITT" is not one of the 826 allowed values (nearest: "MIT MIT")',
    );
    const members: UnionMember[] = [{ type: 'string', parse: (text) => text, format: (value) => value as string }];
    expect(() => parseUnion('xyzzy', members, 'licenseChoice', IDS)).toThrow(
      `"xyzzy" is not one of ${first}, … and 816 more (826 values)`,
    );
  });
});

describe('joinList', () => {
  const notAList = (what: string) => `${what} is not the value of a list type (give an array of its items)`;
  const cases = [
    { given: ['a', 'b'], format: undefined, want: 'a b' },
    { given: [1, 2.5], format: (value: number) => String(value), want: '1 2.5' },
    { given: '1 2', format: undefined, want: notAList('a string') },
    { given: '1 2', format: (value: number) => String(value), want: notAList('a string') },
    { given: 12, format: (value: number) => String(value), want: notAList('a number') },
  ];
  it.each(cases)('$given: $want', ({ given, format, want }) => {
    const join = () =>
      format ? joinList(given as number[], format) : joinList(given as string[]);
    if (want.includes('list type')) {
      expect(join).toThrow(ScalarError);
      expect(join).toThrow(want);
    } else expect(join()).toBe(want);
  });

  it('a formatter refusing an item is heard', () => {
    expect(() => joinList(['x'] as unknown as number[], (value) => String(parseDouble(String(value))))).toThrow(ScalarError);
  });
});
