/**
 * SPEC.md's spellings that a generation accepts beside the deployed ones (review r13-spec13 2
 * and 4): a 0.0.7 item's `vmrs` beside `VMRS` (schemas/0.0.7/DIFFERENCES.md D29), 0.1's
 * `reasonDescription` beside `reason_description` (schemas/0.1/DIFFERENCES.md D40). Migrating
 * forward carries either spelling with nothing lost; migrating back into a generation that takes
 * both writes its deployed spelling, reported as the rename it always was.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { migrateDocument } from '../../src/migrate/index.js';
import { leaves, migrateFixtures } from './helpers.js';

const NS = (generation: string, schema: string): string =>
  `http://www.decisiv.net/platform_api/${generation}/Case/${schema}`;
const specItem = readFileSync(join(migrateFixtures, 'item-vmrs-spec-spelling.0.0.7.xml'), 'utf8');
const deployedItem = specItem.replace('<vmrs>', '<VMRS>').replace('</vmrs>', '</VMRS>');

const CODES_0_3 = [
  '/item/vmrs/code15/code=01',
  '/item/vmrs/code14/code=02',
  '/item/vmrs/code18/code=AB',
  '/item/vmrs/code79/code=FR',
  '/item/vmrs/code33/code=013-002-007',
];
const RESHAPES = ['code15', 'code14', 'code18', 'code79', 'code33'].map(
  (code) => `reshape /item/vmrs/${code}: value -> code element`,
);

/** The changes of a result but the namespace ones, as one line each. */
const changesOf = (result: ReturnType<typeof migrateDocument>): string[] =>
  result.changes
    .filter((change) => change.kind !== 'namespace')
    .map(({ kind, path, from, to }) => `${kind} ${path}: ${from} -> ${to}`);

describe('a 0.0.7 item with VMRS codes, migrated forward', () => {
  const cases = [
    {
      name: "SPEC.md's vmrs: a valid source, the codes carried, no rename",
      given: specItem,
      want: { renames: [] as string[] },
    },
    {
      name: 'the deployed VMRS: renamed vmrs, the codes carried (as before)',
      given: deployedItem,
      want: { renames: ['rename /item/vmrs: VMRS -> vmrs'] },
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    for (const to of ['0.1', '0.3-beta']) {
      const result = migrateDocument(given, { to });
      expect(result.sourceIssues).toStrictEqual([]);
      expect(result.valid).toBe(true);
      expect(result.dropped).toStrictEqual([]);
      expect(result.missing).toStrictEqual([]);
      expect(changesOf(result)).toStrictEqual([...want.renames, ...RESHAPES]);
      if (to === '0.3-beta')
        expect(leaves(result.xml!).filter((leaf) => leaf.includes('vmrs'))).toStrictEqual(
          CODES_0_3,
        );
    }
  });

  test('0.0.7 -> 0.3-beta -> 0.0.7 gives the deployed VMRS back, with the same codes', () => {
    const forward = migrateDocument(specItem, { to: '0.3-beta' });
    const back = migrateDocument(forward.xml!, { to: '0.0.7' });
    expect(back.valid).toBe(true);
    expect(changesOf(back)).toContain('rename /item/VMRS: vmrs -> VMRS');
    expect(leaves(back.xml!)).toStrictEqual(leaves(deployedItem));
  });
});

describe("0.1's reasonDescription beside reason_description", () => {
  const version = (generation: string, name: string): string =>
    `<version xmlns="${NS(generation, 'EstimateVersionRequest')}" xmlns:eit="${NS(generation, 'EstimateItemTypes')}">` +
    `<items><item><id>41</id><approvalStatus><eit:name>on hold</eit:name><eit:reason>parts</eit:reason>` +
    `<eit:${name}>waiting for the customer</eit:${name}></approvalStatus></item></items></version>`;
  const cases = [
    {
      given: { from: '0.1', name: 'reasonDescription' },
      to: '0.2',
      want: { name: 'reasonDescription', renamed: false },
    },
    {
      given: { from: '0.1', name: 'reason_description' },
      to: '0.2',
      want: { name: 'reasonDescription', renamed: true },
    },
    {
      given: { from: '0.2', name: 'reasonDescription' },
      to: '0.1',
      want: { name: 'reason_description', renamed: true },
    },
  ];
  test.each(cases)('$given.from $given.name -> $to: $want.name', ({ given, to, want }) => {
    const result = migrateDocument(version(given.from, given.name), { to });
    expect(result.sourceIssues).toStrictEqual([]);
    expect(result.valid).toBe(true);
    expect(result.dropped).toStrictEqual([]);
    expect(leaves(result.xml!)).toContain(
      `/version/items/item/approvalStatus/${want.name}=waiting for the customer`,
    );
    expect(changesOf(result)).toStrictEqual(
      want.renamed
        ? [`rename /version/items/item/approvalStatus/${want.name}: ${given.name} -> ${want.name}`]
        : [],
    );
  });
});
