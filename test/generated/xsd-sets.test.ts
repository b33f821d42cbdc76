/**
 * `fleetcase generate --schemas <set>` for each small realistic XSD set of
 * test/fixtures/xsd-sets (lists, unions, wildcards, substitution groups, restrictions, mixed
 * content...): the generated code of all sets type-checks under --strict (one tsc run), every
 * instance document (`<set>/instances/*.xml`, valid under the set per libxml2) decodes,
 * validates without issues, re-encodes to a document libxml2 accepts, and decodes to the same
 * value; then the cases of ./xsd-sets.cases.ts: values the validators must refuse (facets) and
 * documents the decoders must refuse, each also refused by libxml2.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { rootEntries, type RootEntry } from '../../src/emit/index.js';
import type { IrGeneration } from '../../src/ir/index.js';
import { parseXmlTree } from '../../src/runtime/index.js';
import { loadSchemaSet } from '../../src/schema/index.js';
import { functionsOf, repoRoot } from './helpers.js';
import { xsdErrors } from './xsd.js';
import { DECODE_REFUSALS, VALIDATOR_CASES } from './xsd-sets.cases.js';
import { strictTypeErrors } from '../emit/strict-tsc.js';

const setsDir = join(repoRoot, 'test', 'fixtures', 'xsd-sets');
const sets = readdirSync(setsDir)
  .filter((name) => statSync(join(setsDir, name)).isDirectory())
  .sort();
const generations = new Map<string, IrGeneration>(
  sets.map((set) => [set, loadSchemaSet(join(setsDir, set))]),
);
const modules = new Map<string, Record<string, unknown>>();
let out = '';

/** The root of `set` whose element the document starts with, and the XSD declaring it. */
function rootOf(set: string, xml: string): { root: RootEntry; xsd: string } {
  const element = parseXmlTree(xml);
  const root = rootEntries(generations.get(set)!).find(
    (entry) => entry.element.name === `{${element.namespace}}${element.local}`,
  );
  if (!root) throw new Error(`${set}: no root <${element.local}> {${element.namespace}}`);
  return { root, xsd: join(setsDir, root.schema.file) };
}

function instancesOf(set: string): string[] {
  const dir = join(setsDir, set, 'instances');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.xml'))
    .sort()
    .map((name) => join(set, 'instances', name));
}

beforeAll(async () => {
  out = mkdtempSync(join(repoRoot, 'test', 'generated', '.xsd-sets-'));
  for (const set of sets) {
    const io = memoryIo(repoRoot);
    const code = await main(
      ['generate', '--schemas', join(setsDir, set), '--out', out, '--targets', 'types,codecs,validators'],
      io,
    );
    expect(io.err, set).toBe('');
    expect(code, set).toBe(0);
    modules.set(set, (await import(join(out, set, 'index.ts'))) as Record<string, unknown>);
  }
}, 120_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('code generated from the XSD sets of test/fixtures/xsd-sets', () => {
  it('type-checks under --strict (one tsc run, every set)', () => {
    expect(strictTypeErrors(out, sets.map((set) => join(out, set, 'index.ts')))).toBe('');
  }, 120_000);

  describe.each(sets)('%s', (set) => {
    it.each(instancesOf(set))('%s: valid, decodes, validates, re-encodes validly, decodes the same', (file) => {
      const xml = readFileSync(join(setsDir, file), 'utf8');
      const { root, xsd } = rootOf(set, xml);
      expect(xsdErrors(xsd, xml), 'the instance is valid under its XSD').toStrictEqual([]);
      const codec = functionsOf(modules.get(set)!, root);
      const value = codec.decode(xml);
      expect(codec.validate(value)).toStrictEqual([]);
      const again = codec.encode(value);
      expect(xsdErrors(xsd, again), again).toStrictEqual([]);
      expect(codec.decode(again)).toStrictEqual(value);
      expect(codec.encode(codec.decode(again))).toBe(again);
    });
  });

  it.each(VALIDATOR_CASES.map((given) => [`${given.instance}: ${given.name}`, given] as const))(
    'validators refuse %s, as libxml2 does',
    (_name, given) => {
      const xml = readFileSync(join(setsDir, given.instance), 'utf8');
      const set = given.instance.split('/')[0]!;
      const { root, xsd } = rootOf(set, xml);
      const codec = functionsOf(modules.get(set)!, root);
      const value = codec.decode(xml);
      given.change(value as never);
      const issues = codec.validate(value).map((issue) => ({ path: issue.path, code: /\(([a-z-]+)\)$/.exec(issue.message)?.[1] ?? issue.rule }));
      expect(issues).toStrictEqual(given.want);
      let encoded = '';
      try {
        encoded = codec.encode(value);
      } catch {
        return; // not even writable: refused either way
      }
      expect(xsdErrors(xsd, encoded), encoded).not.toStrictEqual([]);
    },
  );

  it('leaves identity constraints to XSD engines: a dangling keyref passes the validator, libxml2 refuses it', () => {
    const xml = readFileSync(join(setsDir, 'inventory/instances/inventory.1.xml'), 'utf8');
    const { root, xsd } = rootOf('inventory', xml);
    const codec = functionsOf(modules.get('inventory')!, root);
    const value = codec.decode(xml) as { order: Array<{ line: Array<{ $part: string }> }> };
    value.order[0]!.line[0]!.$part = 'NO-SUCH-PART';
    expect(codec.validate(value)).toStrictEqual([]);
    expect(xsdErrors(xsd, codec.encode(value)).join('\n')).toContain("keyref '{urn:example:inventory}linePart'");
  });

  it.each(DECODE_REFUSALS.map((given) => [`${given.set}: ${given.name}`, given] as const))(
    'decoders refuse %s, as libxml2 does',
    (_name, given) => {
      const { root, xsd } = rootOf(given.set, given.xml);
      expect(xsdErrors(xsd, given.xml)).not.toStrictEqual([]);
      const codec = functionsOf(modules.get(given.set)!, root);
      expect(() => codec.decode(given.xml)).toThrow(expect.objectContaining({ code: given.code }));
    },
  );
});
