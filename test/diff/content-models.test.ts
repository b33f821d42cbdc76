/**
 * Which combinations of children two versions of a content model allow (src/diff/content-models.ts),
 * as given/want rows: a regrouping is told by direction, while what other checks report (an
 * occurrence change, an element added or removed) is not.
 */
import { describe, expect, test } from 'vitest';
import { compareContentModels, showContentModel } from '../../src/diff/content-models.js';
import type { ContentModel } from '../../src/runtime/content-model.js';

const element = (name: string, min = 1, max: number | null = 1): ContentModel => ['element', min, max, name];
const sequence = (min: number, max: number | null, ...children: ContentModel[]): ContentModel => ['sequence', min, max, ...children];
const choice = (min: number, max: number | null, ...children: ContentModel[]): ContentModel => ['choice', min, max, ...children];

describe('compareContentModels', () => {
  test.each([
    {
      given: 'optional siblings become a choice (review r21 newsets H2)',
      from: sequence(1, 1, element('iban', 0), element('card', 0)),
      to: sequence(1, 1, choice(0, 1, element('iban'), element('card'))),
      want: { narrowed: true, widened: false },
    },
    {
      given: 'a repeated choice becomes a repeated sequence',
      from: sequence(1, 1, choice(0, null, element('iban'), element('card')), element('amount')),
      to: sequence(1, 1, sequence(0, null, element('iban'), element('card')), element('amount')),
      want: { narrowed: true, widened: false },
    },
    {
      given: 'a choice becomes optional siblings',
      from: choice(1, 1, element('a'), element('b')),
      to: sequence(1, 1, element('a', 0), element('b', 0)),
      want: { narrowed: false, widened: true },
    },
    {
      given: 'a choice of two becomes a choice of different pairs',
      from: choice(1, 1, sequence(1, 1, element('a'), element('b')), element('c')),
      to: choice(1, 1, element('a'), sequence(1, 1, element('b'), element('c'))),
      want: { narrowed: true, widened: true },
    },
    { given: 'only a bound moves (element-max-lowered says it)', from: sequence(1, 1, element('a', 0, 10)), to: sequence(1, 1, element('a', 0, 3)), want: undefined },
    { given: 'an element is added (element-added says it)', from: sequence(1, 1, element('a')), to: sequence(1, 1, element('a'), element('b')), want: undefined },
    { given: 'an element is removed', from: sequence(1, 1, element('a'), element('b', 0)), to: sequence(1, 1, element('a')), want: undefined },
    { given: 'a group wraps the same sequence', from: sequence(1, 1, element('a'), element('b')), to: sequence(1, 1, sequence(1, 1, element('a'), element('b'))), want: undefined },
  ])('$given', ({ from, to, want }) => {
    expect(compareContentModels(from, to)).toStrictEqual(want);
  });
});

describe('showContentModel', () => {
  test('writes occurrences as XSD readers know them', () => {
    expect(showContentModel(sequence(1, 1, element('a', 0), choice(0, null, element('b'), element('c', 1, null)), element('d', 2, 5)))).toBe('(a?, (b | c+)*, d{2,5})');
  });
});
