/**
 * Review r14 hostile H3: a schema that another schema imports (for a type, or for a root it
 * refers to) and that declares root elements of its own is a document too, as `fleetcase schemas`
 * lists it and `generate` writes decoders for it: a change to its roots is a finding, never a
 * silent "0 breaking". Its own namespace comes and goes with its roots (no extra namespace line).
 * Review r14 hostile L10: `--schemas` naming a folder without generation folders says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CHECKS } from '../../src/diff/checks/index.js';
import { classifyChanges } from '../../src/diff/classify.js';
import { diffGenerations } from '../../src/diff/diff-generations.js';
import { catalogDocuments } from '../../src/diff/documents.js';
import { cachedGeneration, loadSchemaFolder } from '../../src/diff/load-side.js';
import { xmllintValid } from '../emit/xmllint.js';
import { diffFixtures, place, runCli, runFixture } from './helpers.js';

const side = (name: string, which: 'base' | 'revision'): string => join(diffFixtures, name, which);

describe('review r14 H3: an imported schema with roots is diffed as a document', () => {
  test('xmllint: the <bee> and <buzz> documents of the imported b break in the revision', () => {
    const dir = join(diffFixtures, 'imported-roots');
    for (const document of ['bee.xml', 'buzz.xml']) {
      expect(xmllintValid(join(dir, 'base/b.xsd'), { file: join(dir, document) })).toBe(true);
      expect(xmllintValid(join(dir, 'revision/b.xsd'), { file: join(dir, document) })).toBe(false);
    }
  });

  const cases: Array<{ name: string; given: string; want: string[][] }> = [
    {
      name: 'imported for a type: its root changes type, another root is removed',
      given: 'imported-roots',
      want: [
        ['element-type-changed', 'breaking', '/bee/z', '/bee/z changes type in b: string becomes int.'],
        ['root-element-removed', 'breaking', 'b', 'b no longer has the root element <buzz>.'],
      ],
    },
    {
      name: 'imported for a type: its only root is removed (no namespace line for b itself)',
      given: 'imported-root-removed',
      want: [['root-element-removed', 'breaking', 'b', 'b no longer has the root element <bee>.']],
    },
    {
      name: 'imported for a root it declares, then deleted: schema-removed beside the importer',
      given: 'imported-schema-removed',
      want: [
        ['element-removed', 'breaking', '/root/bee', '/root/bee no longer exists in a.'],
        ['schema-removed', 'breaking', 'b', 'b (version base) no longer exists.'],
        ['namespace-removed', 'info', 'a', 'a documents no longer use the b namespace (urn:b).'],
      ],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    expect(
      runFixture(given, CHECKS).map((finding) => [finding.id, finding.level, place(finding), finding.message]),
    ).toStrictEqual(want);
  });

  test('the other way round: the root comes back, with no namespace line for b itself', () => {
    const findings = classifyChanges(
      diffGenerations(
        loadSchemaFolder(side('imported-root-removed', 'revision')),
        loadSchemaFolder(side('imported-root-removed', 'base')),
      ),
      CHECKS,
    );
    expect(findings.map((finding) => [finding.id, place(finding)])).toStrictEqual([
      ['root-element-added', 'b'],
    ]);
  });

  test('the CLI: --fail-on breaking exits 1 and names b', async () => {
    const { code, out, err } = await runCli([
      'diff',
      '--from',
      side('imported-roots', 'base'),
      '--to',
      side('imported-roots', 'revision'),
      '--fail-on',
      'breaking',
    ]);
    expect({ code, err }).toStrictEqual({ code: 1, err: '' });
    expect(out).toMatch(/: 2 breaking, 0 warnings, 0 info\n/);
    expect(out).toMatch(/^breaking +root-element-removed +b <buzz>: /m);
  });

  test('--schema b narrows to the imported document', async () => {
    const { code, out } = await runCli([
      'diff',
      '--from',
      side('imported-root-removed', 'base'),
      '--to',
      side('imported-root-removed', 'revision'),
      '--schema',
      'b',
      '--format',
      'json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out).findings.map((finding: { id: string }) => finding.id)).toStrictEqual([
      'root-element-removed',
    ]);
  });

  test("the API's helpers declare no roots: they stay helpers", () => {
    const documents = catalogDocuments([cachedGeneration('0.3-beta')]).documents;
    for (const helper of ['CaseTypes', 'GroupedUser', 'VMRS']) expect(documents).not.toContain(helper);
    expect(documents).toContain('CaseRequest');
  });
});

describe('review r14 L10: --schemas without generation folders', () => {
  const empty = mkdtempSync(join(tmpdir(), 'fleetcase-r14-l10-'));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));
  const cases: Array<{ name: string; schemas: () => string; code: number; want: RegExp }> = [
    {
      name: 'a single schema set: give it to --from or --to',
      schemas: () => side('imported-roots', 'base'),
      code: 2,
      want: /^fleetcase: unknown generation '0\.0\.7': \S+imported-roots\/base holds no generation folders; it is a single schema set \(its own \.xsd files\): give it to --from or --to directly, without --schemas\n/,
    },
    {
      name: 'a folder without XSDs: what it should hold',
      schemas: () => empty,
      code: 2,
      want: /holds no generation folders; it should hold one sub-folder of \.xsd files per generation \(0\.0\.7, 0\.1…\)\n/,
    },
    {
      name: 'a missing folder: not a folder',
      schemas: () => join(diffFixtures, 'no-such-folder'),
      code: 2,
      want: /^fleetcase: \S+no-such-folder: not a folder\n/,
    },
  ];
  test.each(cases)('$name', async ({ schemas, code, want }) => {
    const result = await runCli(['diff', '--from', '0.0.7', '--to', '0.3-beta', '--schemas', schemas()]);
    expect(result.code).toBe(code);
    expect(result.out).toBe('');
    expect(result.err).toMatch(want);
    expect(result.err).not.toMatch(/known: \)/);
  });
});
