/**
 * Review r21 torture: the generated validators count what the decoder and xmllint count.
 * H2, the members of a substitution group under a reference's maxOccurs (three under 2 passed
 * and were encoded); M4, the children kept in `$mixed`, their number and order (a second
 * <title>, a third <ref> passed). Each verdict is checked against the decoder and xmllint on the
 * encoded document. M5: a raw xs:anyType element written where no default namespace is in
 * scope loses its needless `xmlns=""` (libxml2 then read its xsi:type as {""}Pair). Consumer H2: an output folder under
 * /proc is an IoError, not a hang.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../src/emit/index.js';
import { makeFolders } from '../../src/make-folders.js';
import { strictErrorsOf, useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r21-counts');
const xsd = join(fixtures, 'counts.xsd');
type Module = Record<string, (value: unknown) => unknown>;
// article: a mixed type of text alone, whose exact content check crashed the emitter once $mixed was checked whole.
const sets = useGeneratedSets<Module>({
  counts: fixtures,
  nons: join(import.meta.dirname, 'fixtures', 'r21-nons'),
  article: join(import.meta.dirname, '..', 'fixtures', 'xsd-sets', 'article'),
});
const module = (): Module => sets.modules.get('counts')!;
const member = (element: string, value = 'v') => ({ $element: element, value });

/** The validator's rules and paths, and whether the decoder and xmllint take the encoded value. */
function verdicts(root: string, value: unknown) {
  const issues = (module()[`validateCounts${root}`]!(value) as Array<{ rule: string; path: string; message: string }>).map(
    (issue) => [issue.rule, issue.path, issue.message],
  );
  const xml = module()[`encodeCounts${root}`]!(value) as string;
  let decoded = true;
  try {
    module()[`decodeCounts${root}`]!(xml);
  } catch {
    decoded = false;
  }
  return { issues, decoded, xmllint: xmllintVerdict(xsd, xml) === '' };
}

describe('review r21 torture: generated validators count as the decoder does', () => {
  it('the generated code type-checks under --strict', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);

  it.each([
    ['two of the head', { head: [member('head'), member('mem')] }, []],
    ['three under maxOccurs 2 (H2)', { head: [member('head'), member('mem'), member('mem')] }, [['xsd-unexpected-element', '/r/mem[3]', 'at most 2 <head> or members of its substitution group allowed, 3 given']]],
    ['four of an abstract head under maxOccurs 3', { head: [member('head'), member('mem')], ahead: [1, 2, 3, 4].map(() => member('amem')) }, [['xsd-unexpected-element', '/r/amem[4]', 'at most 3 <ahead> or members of its substitution group allowed, 4 given']]],
  ])('<r>: %s', (_, value, issues) => {
    expect(verdicts('R', value)).toStrictEqual({ issues, decoded: issues.length === 0, xmllint: issues.length === 0 });
  });

  // Review r31 recheck L5: the count is said ("required element <head> is missing" with one there).
  it('one member where a reference needs two', () => {
    expect(verdicts('Few', { head: [member('mem')] })).toStrictEqual({
      issues: [['xsd-missing-element', '/few', 'at least 2 <head> or members of its substitution group needed, 1 given']],
      decoded: false,
      xmllint: false,
    });
  });

  it.each([
    ['a title, text, two refs', { $mixed: ['a', member('title'), ' see ', member('ref'), member('ref')] }, []],
    ['a second title (M4)', { $mixed: ['a', member('title'), member('title')] }, [['xsd-unexpected-element', '/note', "child 2, $element 'title', does not fit the content model here: it takes one of ref"]]],
    ['a third ref (M4)', { $mixed: [member('title'), member('ref'), member('ref'), member('ref')] }, [['xsd-unexpected-element', '/note', "child 4, $element 'ref', does not fit the content model here: it takes no more children"]]],
    ['a ref before the title', { $mixed: [member('ref'), member('title')] }, [['xsd-unexpected-element', '/note', "child 1, $element 'ref', does not fit the content model here: it takes one of title"]]],
  ])('<note> (mixed): %s', (_, value, issues) => {
    expect(verdicts('Note', value)).toStrictEqual({ issues, decoded: issues.length === 0, xmllint: issues.length === 0 });
  });
});

describe('review r21 consumer H2: an output folder whose parent mkdir cannot make', () => {
  it('makeFolders throws where Node\'s recursive mkdir spins forever', () => {
    expect(() => makeFolders('/proc/fleetcase-r21/y')).toThrow(/ENOENT/);
  });

  it('generate() fails with a one-line IoError', async () => {
    await expect(generate({ out: '/proc/fleetcase-r21/y', generations: ['0.3-beta'] })).rejects.toMatchObject({
      kind: 'IoError',
      message: expect.stringMatching(/cannot write generated files: no such file or directory \(ENOENT\)/),
    });
  });
});

describe('review r21 torture M5: a raw element with xsi:type in a no-namespace set', () => {
  it('round-trips to a document xmllint still finds valid', () => {
    const nons = sets.modules.get('nons')!;
    const xml = '<r xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><val xsi:type="Pair"><k>a</k></val></r>';
    const xsdFile = join(import.meta.dirname, 'fixtures', 'r21-nons', 'nons.xsd');
    expect(xmllintVerdict(xsdFile, xml)).toBe('');
    const value = nons['decodeNonsR']!(xml);
    const again = nons['encodeNonsR']!(value) as string;
    expect(again).not.toContain('xmlns=""');
    expect(xmllintVerdict(xsdFile, again)).toBe('');
    expect(nons['decodeNonsR']!(again)).toStrictEqual(value);
  });
});

describe('review r21 consumer L4: a file fleetcase did not write', () => {
  it('is not replaced: a one-line IoError, nothing written', async () => {
    const out = mkdtempSync(join(tmpdir(), 'fleetcase-r21-foreign-'));
    try {
      mkdirSync(join(out, '0.3-beta'));
      writeFileSync(join(out, '0.3-beta', 'types.ts'), 'export const mine = 1;\n');
      await expect(generate({ out, generations: ['0.3-beta'] })).rejects.toMatchObject({
        kind: 'IoError',
        message: expect.stringMatching(/types\.ts: not written by fleetcase .*nothing was written$/),
      });
      expect(readFileSync(join(out, '0.3-beta', 'types.ts'), 'utf8')).toBe('export const mine = 1;\n');
      expect(readdirSync(join(out, '0.3-beta'))).toStrictEqual(['types.ts']);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('review r24 newsets L1: a missing substitution group is named by what may stand there', () => {
  it.each([
    ['an abstract head, by its members alone', '<need xmlns="urn:counts"><head>x</head></need>', 'required element <amem> is missing'],
    ['a head that may stand itself, with its members', '<need xmlns="urn:counts"><amem>x</amem></need>', 'required element <head | mem> is missing'],
  ])('%s', (_, xml, message) => {
    expect(xmllintVerdict(xsd, xml)).not.toBe('');
    expect(() => module().decodeCountsNeed!(xml)).toThrow(message);
  });
});
