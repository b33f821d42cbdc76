/**
 * How inputs are shown: relative to the working directory when inside it (the fast slice of a
 * normalized path below it must give what path.relative gives), the path itself otherwise.
 */
import fc from 'fast-check';
import { isAbsolute, relative, sep } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { FleetcaseError } from '../../src/errors.js';
import { displayPath, expandInputs } from '../../src/validate/inputs.js';
import { tempDir } from './helpers.js';

/** The definition: path.relative, inside = not empty, not '..'-led, not absolute. */
function reference(path: string, cwd: string): string {
  const shown = relative(cwd, path);
  const inside = shown !== '' && !shown.startsWith('..') && !isAbsolute(shown);
  return (inside ? shown : path).split(sep).join('/');
}

describe.runIf(sep === '/')('displayPath', () => {
  const cases = [
    { name: 'a file below', path: '/repo/fixtures/a.xml', cwd: '/repo', want: 'fixtures/a.xml' },
    { name: 'below the root', path: '/fixtures/a.xml', cwd: '/', want: 'fixtures/a.xml' },
    { name: 'outside', path: '/elsewhere/a.xml', cwd: '/repo', want: '/elsewhere/a.xml' },
    { name: 'a sibling with a common prefix', path: '/repository/a.xml', cwd: '/repo', want: '/repository/a.xml' },
    { name: 'the folder itself', path: '/repo', cwd: '/repo', want: '/repo' },
    { name: 'a name starting with two dots', path: '/repo/..a.xml', cwd: '/repo', want: '/repo/..a.xml' },
    { name: 'a path to normalize', path: '/repo/x/../a.xml', cwd: '/repo', want: 'a.xml' },
    { name: 'a trailing separator', path: '/repo/dir/', cwd: '/repo', want: 'dir' },
    { name: 'a cwd to normalize', path: '/repo/a.xml', cwd: '/repo/./', want: 'a.xml' },
  ];
  test.each(cases)('$name', ({ path, cwd, want }) => {
    expect(displayPath(path, cwd)).toBe(want);
    expect(reference(path, cwd)).toBe(want);
  });

  test('agrees with path.relative on any path', () => {
    const segment = fc.constantFrom('', '.', '..', 'repo', 'a.xml', '..a', '.hidden', 'a b', 'ü', 'repository');
    const path = fc.array(segment, { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
    const cwd = fc.constantFrom('/', '/repo', '/repo/', '/repo/./x/..', '/a b', 'repo');
    fc.assert(fc.property(path, cwd, (given, base) => displayPath(given, base) === reference(given, base)), { numRuns: 2000 });
  });
});

describe('expandInputs: what a folder and a glob take', () => {
  const tree = tempDir('fleetcase-inputs-');
  afterAll(() => tree.cleanup());
  for (const file of ['a.xml', 'node_modules/n.xml', '.hidden/h.xml', 'sub/b.xml', 'sub/c.txt']) tree.write(file, '<x/>');
  const shown = async (patterns: string[]): Promise<string[]> => (await expandInputs(patterns, tree.dir)).map((file) => file.display);

  const cases = [
    { name: 'a folder: every *.xml below, dot folders and node_modules skipped', given: ['.'], want: ['a.xml', 'sub/b.xml'] },
    { name: 'a glob: node_modules skipped', given: ['**/*.xml'], want: ['a.xml', 'sub/b.xml'] },
    { name: 'a glob naming node_modules takes it', given: ['node_modules/*.xml'], want: ['node_modules/n.xml'] },
    { name: 'a glob naming a dot folder takes it', given: ['.hidden/*.xml'], want: ['.hidden/h.xml'] },
    { name: 'a file named in a skipped folder is taken', given: ['node_modules/n.xml'], want: ['node_modules/n.xml'] },
  ];
  test.each(cases)('$name', async ({ given, want }) => {
    expect(await shown(given)).toStrictEqual(want);
  });

  test('a folder takes .xml in any case (review r30 diffmig M1: A.XML beside b.xml was skipped without a word); a glob matches as written', async () => {
    for (const file of ['cased/b.xml', 'cased/A.XML', 'cased/c.Xml', 'cased/d', 'cased/e.xmlx', 'cased/.f.XML']) tree.write(file, '<x/>');
    expect(await shown(['cased'])).toStrictEqual(['cased/A.XML', 'cased/b.xml', 'cased/c.Xml']);
    expect(await shown(['cased/*.xml'])).toStrictEqual(['cased/b.xml']);
  });

  test('a name too long for the file system: said so, not "no such file"', async () => {
    await expect(expandInputs([`${'a'.repeat(300)}.xml`], tree.dir)).rejects.toThrow(/file name too long \(ENAMETOOLONG\)/);
  });

  test('a folder without any *.xml beside a file: a usage error naming it', async () => {
    tree.write('only-text/readme.txt', 'x');
    await expect(expandInputs(['a.xml', 'only-text'], tree.dir)).rejects.toThrow(/no file matched 'only-text'/);
  });

  // r12 omg 7: a folder of DMN/BPMN models (XML that never ends in .xml) was only "no file matched".
  const folders = [
    { name: 'models of two kinds', given: { 'models/a.dmn': 'x', 'models/sub/b.dmn': 'x', 'models/c.bpmn': 'x' }, pattern: 'models', want: "'models' holds 2 .dmn files and 1 .bpmn file: to take them, give 'models/**/*.{bpmn,dmn}'" },
    { name: 'one file, a trailing slash', given: { 'sims/one.scesim': 'x' }, pattern: 'sims/', want: "'sims/' holds 1 .scesim file: to take it, give 'sims/**/*.scesim'" },
    { name: 'no extension', given: { 'bare/README': 'x' }, pattern: 'bare', want: "and 'bare' holds no file with an extension" },
  ];
  test.each(folders)('a folder without any *.xml ($name): says a directory contributes its *.xml files only, names what it holds and a glob taking it (exit 2)', async ({ given, pattern, want }) => {
    for (const [path, text] of Object.entries(given)) tree.write(path, text);
    const refused = await expandInputs([pattern], tree.dir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(FleetcaseError);
    expect((refused as FleetcaseError).kind).toBe('ValidateNoFiles');
    expect((refused as Error).message).toContain(`no file matched '${pattern}' in ${tree.dir}; a directory contributes its *.xml files only`);
    expect((refused as Error).message).toContain(want);
  });

  test('the glob a folder note gives takes the folder\'s files', async () => {
    tree.write('kinds/a.dmn', 'x');
    tree.write('kinds/deep/b.bpmn', 'x');
    const glob = /give '([^']+)'/.exec(((await expandInputs(['kinds'], tree.dir).catch((error: unknown) => error)) as Error).message)![1]!;
    expect((await expandInputs([glob], tree.dir)).map((file) => file.display)).toStrictEqual(['kinds/a.dmn', 'kinds/deep/b.bpmn']);
  });

  test('a glob matching nothing beside one that matches: a usage error naming it', async () => {
    await expect(expandInputs(['a.xml', 'nomatch*.xml'], tree.dir)).rejects.toThrow(/no file matched 'nomatch\*\.xml'/);
    expect((await expandInputs(['a.xml', 'nomatch*.xml'], tree.dir, 'skip')).map((file) => file.display)).toStrictEqual(['a.xml']);
  });
});
