/**
 * `contentModelMismatch`: how children kept in order depart from their content model, for the
 * decoder's message (review round 10, ent #7): more must follow (`missing`, what could come
 * next, preferring what completes the content), or a child where no allowed content goes on
 * (`unexpected`, its index and what could have come there).
 */
import { describe, expect, it } from 'vitest';
import {
  contentModelMismatch,
  matchesContentModel,
  type ContentModel,
} from '../../src/runtime/content-model.js';

const element = (name: string, min = 1, max: number | null = 1): ContentModel => [
  'element',
  min,
  max,
  name,
];

/** JAXE's XPAGES: INFORMATIONS, then (PAGE | REFXPAGES | XPAGES)+. */
const XPAGES: ContentModel = [
  'sequence',
  1,
  1,
  element('INFORMATIONS'),
  ['choice', 1, null, element('PAGE'), element('REFXPAGES'), element('XPAGES')],
];
/** (key, value)+ */
const PAIRS: ContentModel = ['sequence', 1, null, element('key'), element('value')];
/** (a?, b) */
const OPTIONAL_FIRST: ContentModel = ['sequence', 1, 1, element('a', 0), element('b')];
/** xs:all of a and b, both required */
const ALL: ContentModel = ['all', 1, 1, element('a'), element('b')];

describe('contentModelMismatch', () => {
  it.each([
    { model: XPAGES, names: ['INFORMATIONS', 'PAGE', 'XPAGES'], want: undefined },
    {
      model: XPAGES,
      names: ['INFORMATIONS'],
      want: { kind: 'missing', expected: ['PAGE', 'REFXPAGES', 'XPAGES'] },
    },
    { model: XPAGES, names: [], want: { kind: 'missing', expected: ['INFORMATIONS'] } },
    {
      model: XPAGES,
      names: ['INFORMATIONS', 'PAGE', 'INFORMATIONS'],
      want: { kind: 'unexpected', index: 2, expected: ['PAGE', 'REFXPAGES', 'XPAGES'] },
    },
    {
      model: PAIRS,
      names: ['key', 'value', 'key'],
      want: { kind: 'missing', expected: ['value'] },
    },
    {
      model: PAIRS,
      names: ['key', 'key', 'value'],
      want: { kind: 'unexpected', index: 1, expected: ['value'] },
    },
    // What completes the content soonest: b, though a could come too.
    { model: OPTIONAL_FIRST, names: [], want: { kind: 'missing', expected: ['b'] } },
    {
      model: OPTIONAL_FIRST,
      names: ['b', 'b'],
      want: { kind: 'unexpected', index: 1, expected: [] },
    },
    { model: ALL, names: ['b'], want: { kind: 'missing', expected: ['a'] } },
    { model: ALL, names: ['b', 'b'], want: { kind: 'unexpected', index: 1, expected: ['a'] } },
  ])('$names against $model.3', ({ model, names, want }) => {
    expect(contentModelMismatch(model, names)).toStrictEqual(want);
    expect(matchesContentModel(model, names)).toBe(want === undefined);
  });

  it('stays fast on a long list of children', () => {
    const names = ['INFORMATIONS', ...Array.from({ length: 5000 }, () => 'PAGE'), 'INFORMATIONS'];
    const started = performance.now();
    expect(contentModelMismatch(XPAGES, names)).toMatchObject({ kind: 'unexpected', index: 5001 });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('nested repeated groups that may be empty (review r26 recheck H2)', () => {
  // 40 levels of (eN?, ...)*: every level may match nothing, and the walk asked each level the
  // same question again for every way the levels above could repeat (exponential: 24 levels took
  // 18 s, 26 none within 30 s). With the ends of each particle and start kept, it answers at once.
  let model: ContentModel = ['element', 0, 1, 'e40'];
  for (let level = 39; level >= 1; level--) model = ['sequence', 0, null, ['element', 0, 1, `e${level}`], model];

  it('an empty content and a few children are matched', () => {
    expect(matchesContentModel(model, [])).toBe(true);
    expect(matchesContentModel(model, ['e1', 'e2', 'e40', 'e1'])).toBe(true);
    expect(contentModelMismatch(model, ['e2', 'nope'])).toMatchObject({ kind: 'unexpected', index: 1 });
  });
});
