/**
 * How a finding shows a type (review r16 newsets L5: wildcard content read "(no content)", and
 * the simple content of a list type "text of anySimpleType").
 */
import { describe, expect, test } from 'vitest';
import type { TypeSummary } from '../../src/diff/changes.js';
import { showType } from '../../src/diff/checks/show.js';

const LAX_ANY = { namespaces: { kind: 'any' as const }, processContents: 'lax' as const, occurs: { min: 0, max: 'unbounded' as const, nillable: false } };

describe('showType', () => {
  test.each<[string, TypeSummary, string]>([
    ['a plain value', { kind: 'simple', base: 'string', name: 'Code', facets: {} }, 'Code (string)'],
    ['elements', { kind: 'complex', name: 'T', content: 'sequence', elements: ['a', 'b'] }, 'T (elements a, b)'],
    ['no content', { kind: 'complex', name: 'E', content: 'empty', elements: [] }, 'E (no content)'],
    ['a wildcard alone', { kind: 'complex', name: 'Plug', content: 'sequence', elements: [], wildcards: [LAX_ANY] }, 'Plug (any elements (xs:any))'],
    ['elements and a wildcard', { kind: 'complex', name: 'T', content: 'sequence', elements: ['a'], wildcards: [LAX_ANY] }, 'T (elements a, any elements (xs:any))'],
    [
      'the simple content of a list type',
      { kind: 'complex', name: 'algs', content: 'empty', elements: [], simpleContent: 'anySimpleType', text: { kind: 'simple', base: 'anySimpleType', facets: {}, variety: 'list of anyURI' } },
      'algs (text of list of anyURI)',
    ],
    ['plain simple content', { kind: 'complex', name: 'Amount', content: 'empty', elements: [], simpleContent: 'decimal', text: { kind: 'simple', base: 'decimal', facets: {} } }, 'Amount (text of decimal)'],
  ])('%s', (_name, type, want) => {
    expect(showType(type)).toBe(want);
  });
});
