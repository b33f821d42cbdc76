/**
 * An xs:choice without particles (review round 10, eng #1 and #3), on
 * test/emit/fixtures/empty-choice with xmllint as the oracle:
 * - #1: `generate` crashed (TypeError in the validators' choice checks) on an optional empty
 *   choice or one inside a sequence; an optional one matches the empty content;
 * - #3: a required empty choice (sdformat 1.9's nested `<model>`) matches nothing, so xmllint
 *   and `fleetcase validate` refuse every content for it; the codecs accepted `<r name="x"/>`.
 *   Decoder and validator now refuse what xmllint refuses, and accept what it accepts.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeError,
  rootCodecs,
  strictErrorsOf,
  useGeneratedSets,
  type CodecModule as Module,
  type Value,
} from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'empty-choice');
/** The sets: set id -> its XSD (folder `fixtures/<id>`) and the stem of its functions. */
const SETS = {
  'empty-choice': { xsd: 'EmptyChoice.xsd', stem: 'EmptyChoice' },
  'sdf-model': { xsd: 'SdfModel.xsd', stem: 'SdfModel' },
} as const;
type SetId = keyof typeof SETS;
const sets = useGeneratedSets<Module>(
  Object.fromEntries(Object.keys(SETS).map((id) => [id, join(fixtures, id)])),
);
const codecs = (id: SetId, root: string) => rootCodecs(sets, id, SETS[id].stem, root);
const xmllint = (id: SetId, xml: string) => xmllintVerdict(join(fixtures, id, SETS[id].xsd), xml);

it('generates code that type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

const UNSATISFIABLE =
  'no content is valid here: the content model requires an xs:choice without elements, which nothing satisfies (XSD engines refuse every such element)';

describe('documents: the decoder agrees with xmllint, and a decoded value validates and round-trips', () => {
  // [set, root, document, xmllint's verdict, the decoder's error code (undefined: decodes)]
  const table: Array<[SetId, string, string, boolean, string?]> = [
    ['empty-choice', 'O', '<o/>', true],
    ['empty-choice', 'O', '<o><a>x</a></o>', false, 'element-unknown'],
    ['empty-choice', 'S', '<s/>', false, 'element-missing'],
    ['empty-choice', 'S', '<s><a>x</a></s>', false, 'element-unexpected'],
    ['empty-choice', 'B', '<b/>', false, 'element-missing'],
    ['empty-choice', 'B', '<b><a>x</a></b>', true],
    ['empty-choice', 'D', '<d><a>x</a></d>', true],
    ['empty-choice', 'D', '<d><a>x</a><c>z</c></d>', true],
    ['empty-choice', 'D', '<d><a>x</a><b>y</b></d>', false, 'element-unexpected'],
    ['empty-choice', 'E', '<e><a>x</a></e>', true],
    ['empty-choice', 'E', '<e><a>x</a><c>z</c></e>', true],
    ['empty-choice', 'E', '<e/>', false, 'element-missing'],
    ['sdf-model', 'Model', '<model/>', false, 'element-missing'],
    ['sdf-model', 'Model', '<model name="inner"/>', false, 'element-missing'],
    ['sdf-model', 'Model', '<model name="inner"><link/></model>', false, 'element-unknown'],
  ];
  it.each(table)('%s %s %s', (id, root, xml, valid, code) => {
    expect(xmllint(id, xml) === '').toBe(valid);
    const { decode, encode, issues } = codecs(id, root);
    expect(decodeError(() => decode(xml))?.code).toBe(code);
    if (!valid) return;
    const value = decode(xml);
    expect(issues(value)).toEqual([]);
    const written = encode(value);
    expect(xmllint(id, written)).toBe('');
    expect(decode(written)).toEqual(value);
  });

  it('an element whose content model nothing satisfies is refused as such, not as a missing <content>', () => {
    for (const [id, root, xml] of [['empty-choice', 'S', '<s/>'], ['sdf-model', 'Model', '<model name="inner"/>']] as const) {
      const error = decodeError(() => codecs(id, root).decode(xml));
      expect(error?.message, xml).toContain('no content is valid here: the content model requires an xs:choice without elements');
    }
  });

  it('an element after which nothing can complete the content is refused where it stands', () => {
    const xml = '<d><a>x</a><b>y</b></d>';
    expect(xmllint('empty-choice', xml)).toContain("Element 'b': This element is not expected");
    const error = decodeError(() => codecs('empty-choice', 'D').decode(xml));
    expect(error?.message).toContain('element <b> is not allowed here');
  });
});

describe('values built by hand: the validator refuses what no document can hold', () => {
  // [set, root, value, the issues (path: message)]
  const table: Array<[SetId, string, Value, string[]]> = [
    ['empty-choice', 'O', {}, []],
    ['empty-choice', 'S', {}, [`/s: ${UNSATISFIABLE}`]],
    ['empty-choice', 'S', { a: 'x' }, [`/s: ${UNSATISFIABLE}`]],
    ['empty-choice', 'B', {}, ['/b: required element <a> is missing']],
    ['empty-choice', 'B', { a: 'x' }, []],
    ['empty-choice', 'D', { a: 'x', c: 'z' }, []],
    ['empty-choice', 'E', { a: 'x', c: 'z' }, []],
    ['sdf-model', 'Model', { $name: 'inner' }, [`/model: ${UNSATISFIABLE}`]],
  ];
  it.each(table)('%s %s %j', (id, root, value, want) => {
    expect(codecs(id, root).issues(value)).toEqual(want);
  });

  it('a value holding an element after which nothing can complete the content does not pass', () => {
    expect(codecs('empty-choice', 'D').issues({ a: 'x', b: 'y' })).not.toEqual([]);
  });
});
