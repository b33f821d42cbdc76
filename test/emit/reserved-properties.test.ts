/**
 * The `$` properties a value type reserves for itself (`$value`, `$mixed`, `$content`,
 * `$anyAttributes`, `$any`/`$any_2` of element wildcards, `$nil` of a nil element with
 * attributes) never go to an attribute of the same name: for every kind of type that has one,
 * an attribute named after each reserved property gets `_2` (`_3`...), and every property of
 * the value is distinct (a clash was a duplicate TS property and a decode TypeError).
 */
import { describe, expect, it } from 'vitest';
import { planContent } from '../../src/emit/index.js';
import { contentProperty } from '../../src/emit/model/content.js';
import {
  builtin,
  createAttribute,
  createComplexType,
  createElement,
  createGroup,
  occurs,
  qname,
  type IrComplexType,
  type IrWildcard,
} from '../../src/ir/index.js';
import { generationOf, ns, schema } from './helpers.js';

const A = ns('A');
const NOWHERE = { file: '<memory>', line: 0 };
const RESERVED = ['value', 'mixed', 'content', 'anyAttributes', 'any', 'any_2', 'nil'];
const attributes = RESERVED.map((local) => createAttribute({ name: qname('', local), type: builtin('string') }));
const element = (local: string, max: number | 'unbounded' = 1) =>
  createElement({ name: qname(A, local), type: builtin('string'), occurs: occurs(1, max) });
const wildcard = (): IrWildcard => ({
  kind: 'any',
  namespaces: { kind: 'any' },
  processContents: 'lax',
  occurs: occurs(0, 'unbounded'),
  source: NOWHERE,
});
const anyAttribute = { namespaces: { kind: 'any' as const }, processContents: 'lax' as const, source: NOWHERE };

/** The string keys a value of the type has: element properties (unless sequenced) and `$` ones. */
function propertiesOf(type: IrComplexType): string[] {
  const plan = planContent(type, generationOf({ schemas: [schema('A')], types: [type] }));
  return [
    ...(plan.sequenced ? [contentProperty(plan)] : plan.fields.map((field) => field.property)),
    ...(plan.text ? ['$value'] : []),
    ...(plan.anyAttribute ? ['$anyAttributes'] : []),
    ...plan.attributes.map((attribute) => attribute.property),
  ];
}

describe('attributes named after the reserved $ properties', () => {
  const cases: Array<{ name: string; given: IrComplexType; want: string[] }> = [
    {
      name: 'element wildcards and an attribute wildcard',
      given: createComplexType({
        name: qname(A, 'W'),
        content: createGroup('sequence', [wildcard(), element('x'), wildcard()]),
        attributes,
        anyAttribute,
      }),
      want: ['$any', 'x', '$any_2', '$anyAttributes', '$value', '$mixed', '$content', '$anyAttributes_2', '$any_3', '$any_2_2', '$nil_2'],
    },
    {
      name: 'mixed content',
      given: createComplexType({ name: qname(A, 'M'), mixed: true, content: createGroup('sequence', [element('x')]), attributes }),
      want: ['$mixed', '$value', '$mixed_2', '$content', '$anyAttributes', '$any', '$any_2', '$nil_2'],
    },
    {
      name: 'a repeated group of several elements',
      given: createComplexType({
        name: qname(A, 'G'),
        content: createGroup('sequence', [element('k'), element('v')], { occurs: occurs(0, 'unbounded') }),
        attributes,
      }),
      want: ['$content', '$value', '$mixed', '$content_2', '$anyAttributes', '$any', '$any_2', '$nil_2'],
    },
    {
      name: 'simple content',
      given: createComplexType({ name: qname(A, 'S'), simpleContent: builtin('string'), attributes }),
      want: ['$value', '$value_2', '$mixed', '$content', '$anyAttributes', '$any', '$any_2', '$nil_2'],
    },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    const properties = propertiesOf(given);
    expect(properties).toStrictEqual(want);
    expect(new Set(properties).size).toBe(properties.length);
  });
});
