/**
 * `typeMove`: which way a type change moves an element's value space (given/want). Only changes
 * along the XSD builtin derivation tree whose wider side adds no restriction are widenings or
 * narrowings; everything else is `changed` (and stays breaking both ways).
 */
import { describe, expect, test } from 'vitest';
import type { TypeSummary } from '../../src/diff/changes.js';
import { typeMove } from '../../src/diff/checks/type-direction.js';
import type { Facets, XsdBuiltin } from '../../src/ir/index.js';

const simple = (base: XsdBuiltin, facets: Facets = {}): TypeSummary => ({
  kind: 'simple',
  base,
  facets,
});

const mixed = (textAlone: boolean): TypeSummary => ({
  kind: 'complex',
  content: 'sequence',
  elements: ['name'],
  mixed: { textAlone },
});

describe('typeMove', () => {
  const cases: Array<{ name: string; given: [TypeSummary, TypeSummary]; want: string }> = [
    { name: 'integer -> decimal', given: [simple('integer'), simple('decimal')], want: 'widened' },
    { name: 'decimal -> integer', given: [simple('decimal'), simple('integer')], want: 'narrowed' },
    {
      name: 'unsignedShort -> integer',
      given: [simple('unsignedShort'), simple('integer')],
      want: 'widened',
    },
    { name: 'token -> string', given: [simple('token'), simple('string')], want: 'widened' },
    {
      name: 'int with a bound -> decimal without one',
      given: [simple('int', { maxInclusive: '10' }), simple('decimal')],
      want: 'widened',
    },
    {
      name: 'int -> decimal with a bound the int did not have',
      given: [simple('int'), simple('decimal', { maxInclusive: '100' })],
      want: 'changed',
    },
    {
      name: 'int <= 10 -> decimal <= 100 (bound loosened)',
      given: [simple('int', { maxInclusive: '10' }), simple('decimal', { maxInclusive: '100' })],
      want: 'widened',
    },
    {
      name: 'string -> token enumeration (values kept)',
      given: [simple('string'), simple('token', { enumeration: ['open', 'closed'] })],
      want: 'narrowed',
    },
    {
      name: 'token enumeration -> string enumeration with more values',
      given: [
        simple('token', { enumeration: ['open'] }),
        simple('string', { enumeration: ['open', 'closed'] }),
      ],
      want: 'widened',
    },
    {
      name: 'token pattern -> string with another pattern',
      given: [simple('token', { pattern: ['\\d+'] }), simple('string', { pattern: ['[a-z]+'] })],
      want: 'changed',
    },
    // Not along the derivation tree, even where every old text happens to be valid: conservative.
    { name: 'integer -> string', given: [simple('integer'), simple('string')], want: 'changed' },
    { name: 'date -> dateTime', given: [simple('date'), simple('dateTime')], want: 'changed' },
    { name: 'int -> unsignedInt', given: [simple('int'), simple('unsignedInt')], want: 'changed' },
    {
      name: 'a list',
      given: [{ ...simple('anySimpleType'), variety: 'list of int' }, simple('string')],
      want: 'changed',
    },
    {
      name: 'plain value -> elements',
      given: [
        simple('string'),
        { kind: 'complex', content: 'sequence', elements: ['code', 'description'] },
      ],
      want: 'changed',
    },
    // Mixed content (review r13-sbom finding 3): text alone valid when every child may be left out.
    {
      name: 'plain value -> mixed content with optional children',
      given: [simple('token', { pattern: ['[a-z-]+'] }), mixed(true)],
      want: 'widened',
    },
    {
      name: 'mixed content with optional children -> plain value',
      given: [mixed(true), simple('string')],
      want: 'narrowed',
    },
    {
      name: 'plain value -> mixed content that requires a child',
      given: [simple('string'), mixed(false)],
      want: 'changed',
    },
    {
      name: 'untyped (anyType) -> mixed content',
      given: [simple('anyType'), mixed(true)],
      want: 'changed',
    },
    {
      name: 'elements -> the same elements, mixed',
      given: [{ kind: 'complex', content: 'sequence', elements: ['name'] }, mixed(true)],
      want: 'widened',
    },
    // Simple content is judged by its text (the attributes beside it are diffed on their own).
    {
      name: 'plain value -> simple content of a wider type',
      given: [
        simple('integer'),
        {
          kind: 'complex',
          content: 'empty',
          elements: [],
          simpleContent: 'decimal',
          text: simple('decimal'),
        },
      ],
      want: 'widened',
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    expect(typeMove(...given)).toBe(want);
  });
});
