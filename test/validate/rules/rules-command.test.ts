/** `fleetcase rules`: the listing is built from the registry, in text and JSON. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../../src/paths.js';
import { describe, expect, it, test } from 'vitest';
import { formatRulesText, listRules } from '../../../src/cli/commands/rules.js';
import { main } from '../../../src/cli/main.js';
import { memoryIo } from '../../../src/cli/io.js';
import { RULES } from '../../../src/validate/rules/index.js';

describe('fleetcase rules', () => {
  it('--format json lists every rule with severity, scopes and doc', async () => {
    const io = memoryIo();
    expect(await main(['rules', '--format', 'json'], io)).toBe(0);
    const listing = JSON.parse(io.out) as {
      rules: Array<{
        id: string;
        severity: string;
        endpointDependent: boolean;
        appliesTo: Array<{ endpoints?: string[] }>;
        doc: string;
      }>;
      notes: string[];
    };
    expect(listing.rules.map((rule) => rule.id)).toStrictEqual(RULES.map((rule) => rule.id));
    const create = listing.rules.find((rule) => rule.id === 'case-create-detail-missing')!;
    expect(create.endpointDependent).toBe(true);
    expect(create.appliesTo[0].endpoints).toStrictEqual(['POST /assets/{id}/cases']);
    expect(listing.rules.find((rule) => rule.id === 'labor-total-ignored')?.severity).toBe(
      'warning',
    );
    expect(
      listing.notes.some((note) => note.includes('0.3-beta') && note.includes('optional')),
    ).toBe(true);
  });

  it('text lists each rule with its applies-to line and the notes', async () => {
    const io = memoryIo();
    expect(await main(['rules'], io)).toBe(0);
    for (const rule of RULES) expect(io.out).toContain(`${rule.id} (${rule.severity}`);
    expect(io.out).toContain('case-create-detail-missing (error, endpoint-dependent)');
    expect(io.out).toContain(
      'applies to: 0.0.7: CaseRequest <case>; only on POST /assets/{id}/cases',
    );
    expect(io.out).toContain('Notes:');
    expect(io.out).toContain(`${RULES.length} rules`);
  });

  it('--generation keeps the rules of that generation', async () => {
    const io = memoryIo();
    expect(await main(['rules', '--format', 'json', '--generation', '0.3-beta'], io)).toBe(0);
    const ids = (JSON.parse(io.out) as { rules: Array<{ id: string }> }).rules.map(
      (rule) => rule.id,
    );
    expect(ids).toContain('part-required-field-missing');
    expect(ids).not.toContain('case-required-field-missing');
    expect(ids).not.toContain('multi-item-root-unsupported');
  });

  it('an unknown generation or format is a usage error (exit 2)', async () => {
    const unknown = memoryIo();
    expect(await main(['rules', '--generation', '0.9'], unknown)).toBe(2);
    expect(unknown.err).toContain("unknown generation '0.9'");
    const format = memoryIo();
    expect(await main(['rules', '--format', 'xml'], format)).toBe(2);
    expect(format.err).toContain('--format must be one of');
  });
});

describe('fleetcase rules lists the pipeline checks too', () => {
  test('every pipeline check, hostile-input ids included, in text and json', () => {
    const listing = listRules();
    const ids = listing.checks.map((check) => check.id);
    expect(ids).toEqual(expect.arrayContaining(['dtd-external-entity', 'dtd-entity-expansion', 'dtd-external-subset', 'doctype-forbidden', 'root-not-document', 'depth-limit']));
    const text = formatRulesText(listing);
    for (const id of ids) expect(text).toContain(`\n${id} (error, `);
    expect(text).toMatch(new RegExp(`${listing.rules.length} rules, ${ids.length} pipeline checks, ${listing.migrateChecks.length} migrate checks\\n$`));
  });

  test('and every id fleetcase migrate reports of its own (review r21 spec L2)', () => {
    const listing = listRules();
    const listed = listing.migrateChecks.map((check) => check.id);
    // Every migrate-… id the migrate sources report is listed, with a doc line.
    const folder = join(packageRoot, 'src', 'migrate');
    const used = new Set(
      readdirSync(folder)
        .filter((name) => name.endsWith('.ts'))
        .flatMap((name) => [...readFileSync(join(folder, name), 'utf8').matchAll(/'(migrate-[a-z-]+)'/g)].map((match) => match[1]!)),
    );
    expect(used.size).toBeGreaterThanOrEqual(4);
    expect([...used].sort()).toStrictEqual([...listed].sort());
    const text = formatRulesText(listing);
    for (const check of listing.migrateChecks) {
      expect(check.doc.length).toBeGreaterThan(40);
      expect(text).toContain(`\n${check.id} (${check.severity}, migrate)\n`);
    }
  });
});
