/**
 * Content plans of the wider constructs, built with the IR factories: an element wildcard is a
 * `$any` list field at its place in the order, a reference to a substitution group head lists
 * the head (unless abstract) and every member, mixed content keeps the fields and reserves
 * `$mixed`, an attribute wildcard reserves `$anyAttributes`.
 */
import { describe, expect, it } from 'vitest';
import { planContent } from '../../src/emit/index.js';
import {
  builtin,
  createAttribute,
  createComplexType,
  createElement,
  createGroup,
  named,
  occurs,
  qname,
  type IrRootElement,
  type IrWildcard,
} from '../../src/ir/index.js';
import { generationOf, ns, schema } from './helpers.js';

const A = ns('A');
const NOWHERE = { file: '<memory>', line: 0 };
const element = (local: string, min = 1, max: number | 'unbounded' = 1) =>
  createElement({ name: qname(A, local), type: builtin('string'), occurs: occurs(min, max) });
const wildcard = (min = 0, max: number | 'unbounded' = 'unbounded'): IrWildcard => ({
  kind: 'any',
  namespaces: { kind: 'not', namespaces: [A, ''] },
  processContents: 'lax',
  occurs: occurs(min, max),
  source: NOWHERE,
});
const global = (local: string, init: Partial<IrRootElement> = {}): IrRootElement => ({
  name: qname(A, local),
  type: builtin('string'),
  nillable: false,
  schema: 'A',
  source: NOWHERE,
  ...init,
});

describe('content plans of the wider constructs', () => {
  it('puts element wildcards in order as `$any`, `$any_2` lists', () => {
    const type = createComplexType({
      name: qname(A, 'T'),
      content: createGroup('sequence', [element('a'), wildcard(), element('b'), wildcard(1, 2)]),
    });
    const plan = planContent(type, generationOf({ schemas: [schema('A')], types: [type] }));
    expect(
      plan.fields.map(({ property, list, rank, min, max, required }) => ({ property, list, rank, min, max, required })),
    ).toStrictEqual([
      { property: 'a', list: false, rank: 0, min: 1, max: 1, required: 'always' },
      { property: '$any', list: true, rank: 1, min: 0, max: 'unbounded', required: 'never' },
      { property: 'b', list: false, rank: 2, min: 1, max: 1, required: 'always' },
      { property: '$any_2', list: true, rank: 3, min: 1, max: 2, required: 'always' },
    ]);
  });

  it('lists the head (unless abstract) and its members, transitively, for a reference to a head', () => {
    const elements = [
      global('note'),
      global('warning', { substitutionGroup: qname(A, 'note') }),
      global('alarm', { substitutionGroup: qname(A, 'warning'), nillable: true }),
      global('shape', { abstract: true }),
    ];
    const ref = (local: string) => createElement({ name: qname(A, local), type: builtin('string'), ref: qname(A, local) });
    const type = createComplexType({ name: qname(A, 'T'), content: createGroup('sequence', [ref('note'), ref('shape')]) });
    const plan = planContent(type, generationOf({ schemas: [schema('A')], types: [type], elements }));
    expect(plan.fields[0]?.substitution?.members.map((member) => [member.discriminator, member.nillable])).toStrictEqual([
      ['note', false],
      ['warning', false],
      ['alarm', true],
    ]);
    expect(plan.fields[1]?.substitution?.members).toStrictEqual([]);
  });

  it('marks mixed content and keeps its property names clear of attributes', () => {
    const type = createComplexType({
      name: qname(A, 'T'),
      mixed: true,
      content: createGroup('choice', [element('b')], { occurs: occurs(0, 'unbounded') }),
      attributes: [
        createAttribute({ name: 'mixed', type: builtin('string') }),
        createAttribute({ name: 'anyAttributes', type: builtin('string') }),
      ],
      anyAttribute: { namespaces: { kind: 'any' }, processContents: 'skip', source: NOWHERE },
    });
    const plan = planContent(type, generationOf({ schemas: [schema('A')], types: [type] }));
    expect(plan.mixed).toBe(true);
    expect(plan.fields.map((field) => field.property)).toStrictEqual(['b']);
    expect(plan.attributes.map((attribute) => attribute.property)).toStrictEqual(['$mixed_2', '$anyAttributes_2']);
    expect(plan.anyAttribute?.namespaces).toStrictEqual({ kind: 'any' });
  });

  it('plans a list-typed and a union-typed element as list and union scalars', () => {
    const list = { kind: 'simpleType' as const, name: qname(A, 'L'), base: 'anySimpleType' as const, facets: {}, itemType: builtin('int'), source: NOWHERE };
    const union = { kind: 'simpleType' as const, name: qname(A, 'U'), base: 'anySimpleType' as const, facets: {}, memberTypes: [builtin('date'), named(qname(A, 'L'))], source: NOWHERE };
    const type = createComplexType({
      name: qname(A, 'T'),
      content: createGroup('sequence', [
        createElement({ name: qname(A, 'l'), type: named(list.name) }),
        createElement({ name: qname(A, 'u'), type: named(union.name) }),
        createElement({ name: qname(A, 'tokens'), type: builtin('NMTOKENS') }),
      ]),
    });
    const plan = planContent(type, generationOf({ schemas: [schema('A')], types: [type, list, union] }));
    expect(plan.fields.map((field) => [field.scalar?.kind, field.scalar?.item?.builtin, field.scalar?.members?.map((member) => member.kind)])).toStrictEqual([
      ['list', 'int', undefined],
      ['union', undefined, ['date', 'list']],
      ['list', 'NMTOKEN', undefined],
    ]);
  });
});
