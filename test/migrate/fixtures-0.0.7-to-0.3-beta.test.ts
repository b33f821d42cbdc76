/**
 * Every valid 0.0.7 fixture migrates to 0.3-beta and validates there, or the migration names
 * exactly the fields that blocked it; what it drops is listed exactly. Then back to 0.0.7: the
 * round trip loses nothing both generations hold (leaves compared modulo namespaces) apart from
 * the reported drops; a field in SPEC.md's spelling comes back in 0.0.7's deployed one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { migrateDocument } from '../../src/migrate/index.js';
import { leaves, validFixtures } from './helpers.js';

const dir = validFixtures('0.0.7');
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.xml'))
  .sort();

/** The fixtures 0.3-beta cannot take as they are, and the exact fields that block each. */
const BLOCKED: Record<string, string[]> = {
  // 0.0.7 VMRS codes are free strings; from 0.1 code18 and code79 are two characters ('C', 'F' are one).
  'EstimateItemRequest.item.1.xml': ['/item/vmrs/code18/code', '/item/vmrs/code79/code'],
  'EstimateItemResponse.item.1.xml': ['/item/vmrs/code18/code', '/item/vmrs/code79/code'],
};

/** What 0.3-beta has no place for, by fixture (source paths). */
const DROPPED: Record<string, string[]> = {
  'RecipientResponse.recipients.1.xml': [
    '/recipients/recipient[1]/groupName',
    '/recipients/recipient[2]/groupName',
  ],
};

/**
 * Fixtures written in SPEC.md's spelling that 0.0.7 accepts beside the deployed one: the way back
 * writes the deployed spelling (schemas/0.0.7/DIFFERENCES.md D29), source prefix -> result prefix.
 */
const RESPELLED: Record<string, readonly [string, string]> = {
  'EstimateItemRequest.item.6.xml': ['/item/vmrs/', '/item/VMRS/'],
};

describe('0.0.7 -> 0.3-beta', () => {
  test('there are fixtures', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  test.each(files)('%s', (file) => {
    const result = migrateDocument(readFileSync(join(dir, file)), { to: '0.3-beta' });
    expect(result.from).toBe('0.0.7');
    expect(result.xml).not.toBeNull();
    expect(result.blockedBy).toStrictEqual(BLOCKED[file] ?? []);
    expect(result.valid).toBe(!BLOCKED[file]);
    expect(result.dropped.map((loss) => loss.path)).toStrictEqual(DROPPED[file] ?? []);
    for (const loss of result.dropped) expect(loss.line).toBeGreaterThan(0);
  });
});

describe('0.0.7 -> 0.3-beta -> 0.0.7 loses nothing both hold', () => {
  test.each(files)('%s', (file) => {
    const source = readFileSync(join(dir, file));
    const up = migrateDocument(source, { to: '0.3-beta', validate: false });
    const down = migrateDocument(up.xml!, { to: '0.0.7', validate: false });
    expect(down.dropped).toStrictEqual([]);
    expect(down.missing).toStrictEqual([]);
    const before = leaves(source);
    // Leaves are named without sibling indexes; a dropped path has them where siblings repeat.
    const dropped = new Set(up.dropped.map((loss) => loss.path.replace(/\[\d+\]/g, '')));
    const [spelled, deployed] = RESPELLED[file] ?? ['', ''];
    const kept = before
      .filter((leaf) => !dropped.has(leaf.slice(0, leaf.indexOf('='))))
      .map((leaf) =>
        spelled && leaf.startsWith(spelled) ? deployed + leaf.slice(spelled.length) : leaf,
      );
    expect(leaves(down.xml!)).toStrictEqual(kept);
  });
});
