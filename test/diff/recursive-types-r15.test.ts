/**
 * Review r15 newsets HIGH 1: mutually recursive element types (Spring's bean, list, set, map…)
 * made the field walk list every acyclic path, (N-1)! of them with N such types: a 13-line
 * schema of 10 types ran `diff` out of memory (exit 134), even against itself. A recursive type
 * is now walked at one path (the first, breadth first); its changes are reported there and at
 * the paths of the elements that lead into it, and none is lost where a revision moves that
 * path or makes the type recursive or not (review r15 recheck H2/H3: the marked side is unfolded
 * where the other walks the type).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CHECKS } from '../../src/diff/checks/index.js';
import { classifyChanges } from '../../src/diff/classify.js';
import { diffGenerations } from '../../src/diff/diff-generations.js';
import { collectFields, rootsOf } from '../../src/diff/fields.js';
import { loadSchemaFolder } from '../../src/diff/load-side.js';
import { recursiveTypes } from '../../src/diff/recursion.js';
import { place, runCli, runFixture } from './helpers.js';

const temp = mkdtempSync(join(tmpdir(), 'fleetcase-recursive-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The reviewer's schema: root of T1; each of T1…Tn holds `ref` or any of e1…en (a repeated choice). */
function recursiveSet(types: number, withLocal: boolean): string {
  const choice = ['<xs:element name="ref" type="RefT"/>', ...Array.from({ length: types }, (_, i) => `<xs:element name="e${i + 1}" type="T${i + 1}"/>`)].join('');
  const lines = [
    '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:one" xmlns="urn:one" elementFormDefault="qualified">',
    '<xs:element name="root" type="T1"/>',
    ...Array.from({ length: types }, (_, i) => `<xs:complexType name="T${i + 1}"><xs:choice minOccurs="0" maxOccurs="unbounded">${choice}</xs:choice></xs:complexType>`),
    `<xs:complexType name="RefT"><xs:attribute name="bean" type="xs:string"/>${withLocal ? '<xs:attribute name="local" type="xs:string"/>' : ''}</xs:complexType>`,
    '</xs:schema>',
  ];
  const dir = join(temp, `t${types}-${withLocal ? 'v1' : 'v2'}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'one.xsd'), `${lines.join('\n')}\n`);
  return dir;
}

describe('review r15 newsets HIGH 1: recursive element types are walked once', () => {
  const v1 = recursiveSet(10, true);
  const v2 = recursiveSet(10, false);

  test('the types on a cycle are found, and only those', () => {
    const generation = loadSchemaFolder(v1);
    const root = rootsOf(generation, 'one').get('root')!;
    expect([...recursiveTypes(generation, root.type)].sort()).toStrictEqual(Array.from({ length: 10 }, (_, i) => `{urn:one}T${i + 1}`).sort());
    // root, ref and the ten e's at the root, then ref and e1…e10 under each of e2…e10 (T1 is the root's own type).
    expect(collectFields(generation, root, [root]).size).toBe(1 + 11 + 9 * 11);
  });

  test('ten mutually recursive types: the removed attribute is found at each walked path', () => {
    const findings = classifyChanges(diffGenerations(loadSchemaFolder(v1), loadSchemaFolder(v2)), CHECKS);
    expect(new Set(findings.map((finding) => finding.id))).toStrictEqual(new Set(['attribute-removed']));
    expect(findings.map(place).sort()).toStrictEqual(['/root/ref/@local', ...Array.from({ length: 9 }, (_, i) => `/root/e${i + 2}/ref/@local`)].sort());
  });

  test('the CLI diffs the set against itself: nothing, exit 0', async () => {
    const { code, out } = await runCli(['diff', '--from', v1, '--to', v1]);
    expect(code).toBe(0);
    expect(out).toContain('0 breaking, 0 warnings, 0 info');
  });

  // Review r15 recheck H2/H3: where one side walks a recursive type at a path and the other
  // only marks it, the marked side is unfolded there and compared element by element.
  const moved: Array<{ name: string; fixture: string; want: string[][] }> = [
    {
      name: 'a revision that moves where a recursive type is walked (a shallower element of it added)',
      fixture: 'recursive-home-moved',
      want: [
        ['element-type-changed', '/root/a/b/note', '/root/a/b/note changes type in one: string becomes int.'],
        ['attribute-removed', '/root/a/ref/@local', '/root/a/ref/@local no longer exists in one.'],
        ['element-added', '/root/b0', '/root/b0 is new in one (B (elements a, note)).'],
      ],
    },
    {
      name: 'the same with a required element added to the type: breaking where documents stood',
      fixture: 'recursive-shortcut-and-field',
      want: [
        ['attribute-removed', '/r/a/node/@x', '/r/a/node/@x no longer exists in e.'],
        ['required-element-added', '/r/a/node/leaf', '/r/a/node/leaf is new and required in e (string).'],
        ['element-added', '/r/node', '/r/node is new in e (N (elements leaf, node)).'],
      ],
    },
    {
      name: 'a type that is no longer recursive: its nested element is removed',
      fixture: 'recursive-no-longer',
      want: [['element-removed', '/r/node/child/child', '/r/node/child/child no longer exists in e.']],
    },
    {
      name: 'a type that becomes recursive: its nested element is added',
      fixture: 'recursive-now',
      want: [['element-added', '/r/node/child/child', '/r/node/child/child is new in e (N (elements child)).']],
    },
  ];
  test.each(moved)('$name', ({ fixture, want }) => {
    expect(runFixture(fixture, CHECKS).map((finding) => [finding.id, place(finding), finding.message])).toStrictEqual(want);
  });
});

describe('review r15, r19 recheck L6: paths that double at every level are folded by type', () => {
  /** Levels of two elements of one type: 2^levels paths under one root; `extra` goes into the last type. */
  function doubling(name: string, levels: number, roots: readonly string[], extra = ''): string {
    const lines = ['<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:d" xmlns="urn:d" elementFormDefault="qualified">'];
    for (const root of roots) lines.push(`<xs:element name="${root}" type="L0"/>`);
    for (let level = 0; level < levels; level++) {
      lines.push(`<xs:complexType name="L${level}"><xs:sequence><xs:element name="a" type="L${level + 1}" minOccurs="0"/><xs:element name="b" type="L${level + 1}" minOccurs="0"/></xs:sequence></xs:complexType>`);
    }
    lines.push(`<xs:complexType name="L${levels}"><xs:sequence>${extra}</xs:sequence><xs:attribute name="x" type="xs:string"/></xs:complexType>`, '</xs:schema>');
    const dir = join(temp, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'd.xsd'), `${lines.join('\n')}\n`);
    return dir;
  }

  test('17 levels of two elements of one type (262 143 paths): diffed against itself, folded, nothing else', async () => {
    const dir = doubling('doubling', 17, ['root']);
    const { code, out } = await runCli(['diff', '--from', dir, '--to', dir, '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { findings: Array<{ id: string; message: string }> };
    expect(report.findings.map((finding) => finding.message)).toStrictEqual([
      'd has more element paths than diff compares one by one (over 100,000), so an element that is itself a root of d is compared once, at that root, and a type once, at the first path it is met at: a change inside them is listed there, not at every path that holds them.',
    ]);
  });

  test('a required element added to the deepest type is one finding, at the first path of that type', () => {
    const base = doubling('doubling-base', 17, ['root']);
    const revision = doubling('doubling-revision', 17, ['root'], '<xs:element name="must" type="xs:string"/>');
    const findings = classifyChanges(diffGenerations(loadSchemaFolder(base), loadSchemaFolder(revision)), CHECKS);
    expect(findings.map((finding) => `${finding.id} ${place(finding)}`)).toStrictEqual([`required-element-added /root${'/a'.repeat(17)}/must`, 'document-folded d']);
  });

  test('4 roots of 65 535 paths each (past 200 000 together): folded, and nothing else', async () => {
    const dir = doubling('four-roots', 15, ['r1', 'r2', 'r3', 'r4']);
    const { code, out } = await runCli(['diff', '--from', dir, '--to', dir, '--format', 'json']);
    expect(code).toBe(0);
    expect((JSON.parse(out) as { findings: Array<{ id: string }> }).findings.map((finding) => finding.id)).toStrictEqual(['document-folded']);
  });
});

describe('review r15 recheck H1: a document whose many roots each reach the whole vocabulary', () => {
  /**
   * DocBook's shape: `count` global elements, each a repeated choice of all of them; `special`
   * replaces the content of some (by number), and `omit` leaves one out.
   */
  function everyRootReachesAll(count: number, name = `all-${count}`, special: Record<number, string> = {}, omit?: number): string {
    const numbers = Array.from({ length: count }, (_, i) => i + 1).filter((i) => i !== omit);
    const refs = numbers.map((i) => `<xs:element ref="e${i}"/>`).join('');
    const choice = (inside: string) => `<xs:choice minOccurs="0" maxOccurs="unbounded">${inside}</xs:choice>`;
    const lines = [
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:one" xmlns="urn:one" elementFormDefault="qualified">',
      ...numbers.map((i) => `<xs:element name="e${i}"><xs:complexType>${(special[i] ?? choice('{refs}')).replaceAll('{refs}', refs)}<xs:attribute name="a" type="xs:string"/></xs:complexType></xs:element>`),
      '</xs:schema>',
    ];
    const dir = join(temp, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'one.xsd'), `${lines.join('\n')}\n`);
    return dir;
  }

  test('48 roots: diffed against itself, nothing', async () => {
    const dir = everyRootReachesAll(48);
    const { code, out } = await runCli(['diff', '--from', dir, '--to', dir]);
    expect(code).toBe(0);
    expect(out).toContain('0 breaking, 0 warnings, 0 info');
  });

  // Review r15 recheck H1 stopped these with DiffTooManyPaths; DocBook 5.0 could not be diffed.
  test('96 roots (DocBook declares 362): past 200 000 paths, folded at the roots, and nothing else found', async () => {
    const dir = everyRootReachesAll(96);
    const { code, out } = await runCli(['diff', '--from', dir, '--to', dir, '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { findings: Array<{ id: string; message: string }> };
    expect(report.findings.map((finding) => finding.id)).toStrictEqual(['document-folded']);
    expect(report.findings[0]!.message).toMatch(/^one has more element paths than diff compares one by one \(over 200,000\)/);
  });

  test('folded: a required child added inside one root is one finding, at that root', async () => {
    const base = everyRootReachesAll(96);
    const revision = everyRootReachesAll(96, 'must', { 5: '<xs:sequence><xs:element name="must" type="xs:string"/><xs:choice minOccurs="0" maxOccurs="unbounded">{refs}</xs:choice></xs:sequence>' });
    const findings = classifyChanges(diffGenerations(loadSchemaFolder(base), loadSchemaFolder(revision)), CHECKS);
    expect(findings.map((finding) => `${finding.id} ${place(finding)}`)).toStrictEqual(['required-element-added /e5/must', 'document-folded one']);
  });

  test('folded: a root that becomes a local element is compared inside, where the other side walks it', async () => {
    // e2 is no longer global: it lives in e1 only, holding every root but itself.
    const base = everyRootReachesAll(96);
    const local = '<xs:element name="e2"><xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded">{refs}</xs:choice><xs:attribute name="a" type="xs:string"/></xs:complexType></xs:element>';
    const revision = everyRootReachesAll(96, 'local-e2', { 1: `<xs:choice minOccurs="0" maxOccurs="unbounded">{refs}${local}</xs:choice>` }, 2);
    const findings = classifyChanges(diffGenerations(loadSchemaFolder(base), loadSchemaFolder(revision)), CHECKS);
    const counts = new Map<string, number>();
    for (const finding of findings) counts.set(finding.id, (counts.get(finding.id) ?? 0) + 1);
    // Removed from every other root (94) and from inside /e1/e2 (1); nothing added.
    expect(Object.fromEntries(counts)).toStrictEqual({ 'document-folded': 1, 'root-element-removed': 1, 'element-removed': 95 });
    expect(findings.some((finding) => finding.path === '/e1/e2/e2')).toBe(true);
    expect(findings.some((finding) => finding.path === '/e1/e2')).toBe(false);
  });
});
