/** The content plan: property names, optional vs nillable, arrays, order ranks, choices. */
import { describe, expect, it } from 'vitest';
import { planContent } from '../../src/emit/index.js';
import {
  builtin,
  createComplexType,
  createElement,
  createGroup,
  createAttribute,
  occurs,
  qname,
  type IrGroup,
} from '../../src/ir/index.js';
import { generationOf, ns, schema } from './helpers.js';

const A = ns('A');
const B = ns('B');
const element = (
  local: string,
  min = 1,
  max: number | 'unbounded' = 1,
  nillable = false,
  namespace = A,
) =>
  createElement({
    name: qname(namespace, local),
    type: builtin('string'),
    occurs: occurs(min, max, nillable),
  });

function plan(content: IrGroup, attributes = [] as ReturnType<typeof createAttribute>[]) {
  const type = createComplexType({ name: qname(A, 'T'), content, attributes });
  return planContent(type, generationOf({ schemas: [schema('A')], types: [type] }));
}

const summary = (content: IrGroup) =>
  plan(content).fields.map(({ property, optional, list, nillable, rank, required }) => ({
    property,
    optional,
    list,
    nillable,
    rank,
    required,
  }));

describe('planContent', () => {
  it.each([
    [
      'xs:all: one rank, optional and nillable kept apart',
      createGroup('all', [
        element('a'),
        element('b', 0),
        element('c', 0, 1, true),
        element('d', 1, 1, true),
      ]),
      [
        {
          property: 'a',
          optional: false,
          list: false,
          nillable: false,
          rank: 0,
          required: 'always',
        },
        { property: 'b', optional: true, list: false, nillable: false, rank: 0, required: 'never' },
        { property: 'c', optional: true, list: false, nillable: true, rank: 0, required: 'never' },
        {
          property: 'd',
          optional: false,
          list: false,
          nillable: true,
          rank: 0,
          required: 'always',
        },
      ],
    ],
    [
      'xs:sequence: increasing ranks, repeated elements are always-present arrays',
      createGroup('sequence', [element('a', 0), element('b', 0, 'unbounded'), element('c', 2, 5)]),
      [
        { property: 'a', optional: true, list: false, nillable: false, rank: 0, required: 'never' },
        { property: 'b', optional: false, list: true, nillable: false, rank: 1, required: 'never' },
        {
          property: 'c',
          optional: false,
          list: true,
          nillable: false,
          rank: 2,
          required: 'always',
        },
      ],
    ],
    [
      'extension flattened: base sequence of an all then own elements',
      createGroup('sequence', [createGroup('all', [element('a'), element('b')]), element('c')]),
      [
        {
          property: 'a',
          optional: false,
          list: false,
          nillable: false,
          rank: 0,
          required: 'always',
        },
        {
          property: 'b',
          optional: false,
          list: false,
          nillable: false,
          rank: 0,
          required: 'always',
        },
        {
          property: 'c',
          optional: false,
          list: false,
          nillable: false,
          rank: 1,
          required: 'always',
        },
      ],
    ],
    [
      'an optional group: its required elements are required together',
      createGroup('sequence', [
        element('a'),
        createGroup('sequence', [element('b'), element('c', 0)], { occurs: occurs(0) }),
      ]),
      [
        {
          property: 'a',
          optional: false,
          list: false,
          nillable: false,
          rank: 0,
          required: 'always',
        },
        { property: 'b', optional: true, list: false, nillable: false, rank: 1, required: 0 },
        { property: 'c', optional: true, list: false, nillable: false, rank: 2, required: 'never' },
      ],
    ],
    [
      'a repeated single-element group makes a list',
      createGroup('sequence', [
        createGroup('sequence', [element('a')], { occurs: occurs(0, 'unbounded') }),
      ]),
      [{ property: 'a', optional: false, list: true, nillable: false, rank: 0, required: 'never' }],
    ],
  ])('%s', (_name, content, want) => expect(summary(content)).toStrictEqual(want));

  it('a choice: branches share a rank, at most one may be given; a required choice needs one', () => {
    const result = plan(
      createGroup('sequence', [
        createGroup('choice', [
          element('a'),
          createGroup('sequence', [element('b'), element('c')]),
        ]),
        element('d'),
      ]),
    );
    expect(
      result.fields.map((field) => [field.property, field.rank, field.choice?.branch]),
    ).toStrictEqual([
      ['a', 0, 0],
      ['b', 0, 1],
      ['c', 1, 1],
      ['d', 2, undefined],
    ]);
    expect(
      result.choices.map((choice) => ({
        required: choice.required,
        fields: choice.fields.map((field) => field.property),
      })),
    ).toStrictEqual([{ required: true, fields: ['a', 'b', 'c'] }]);
    expect(result.fields.every((field) => field.property === 'd' || field.optional)).toBe(true);
  });

  it('names properties by local name, attributes `$name`, and numbers a local name taken twice', () => {
    const result = plan(createGroup('all', [element('id'), element('id', 1, 1, false, B)]), [
      createAttribute({ name: 'type', type: builtin('string') }),
    ]);
    expect(result.fields.map((field) => field.property)).toStrictEqual(['id', 'id_2']);
    expect(
      result.attributes.map((attribute) => [attribute.property, attribute.optional]),
    ).toStrictEqual([['$type', true]]);
  });

  it('keeps the children of a repeated group of several elements in order (no order ranks)', () => {
    const result = plan(
      createGroup('sequence', [
        element('x'),
        createGroup('sequence', [element('a'), element('b')], { occurs: occurs(1, 'unbounded') }),
      ]),
    );
    expect([result.repeatedGroups, result.sequenced, result.ordered]).toStrictEqual([
      true,
      true,
      false,
    ]);
    expect(result.fields.map((field) => [field.property, field.list])).toStrictEqual([
      ['x', false],
      ['a', true],
      ['b', true],
    ]);
  });
});
