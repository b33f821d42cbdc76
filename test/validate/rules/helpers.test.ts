/** Shared rule helpers, scope matching and issue ordering, as given/want tables. */
import { describe, expect, it } from 'vitest';
import { hasContent, missingFields } from '../../../src/validate/rules/helpers.js';
import { leafFindings } from '../../../src/validate/rules/leaf-rule.js';
import { fractionDigits } from '../../../src/validate/rules/money-fraction-digits-exceeded.js';
import { comparePaths } from '../../../src/validate/rules/run.js';
import {
  parseEndpoint,
  sameEndpoint,
  scopeMatches,
  valueNode,
} from '../../../src/validate/rules/index.js';
import type { RuleContext, RuleScope } from '../../../src/validate/rules/index.js';

describe('missingFields', () => {
  const table: Array<{ given: unknown; want: Array<{ path: string; field: string }> }> = [
    { given: { a: { b: 'x', c: 'y' }, d: 'z' }, want: [] },
    { given: { d: 'z' }, want: [{ path: '/root', field: 'a' }] },
    {
      given: { a: { c: 'y' } },
      want: [
        { path: '/root/a', field: 'b' },
        { path: '/root', field: 'd' },
      ],
    },
    // A nil container is present, and nothing below it is required.
    { given: { a: null, d: null }, want: [] },
  ];
  it.each(table)('$given', ({ given, want }) => {
    const found = missingFields('x', valueNode(given, 'root'), ['a/b', 'a/c', 'd']);
    expect(
      found.map((finding) => ({ path: finding.path, field: finding.args.field })),
    ).toStrictEqual(want);
  });
});

describe('hasContent', () => {
  const table: Array<{ given: unknown; want: boolean }> = [
    { given: 'text', want: true },
    { given: '  ', want: false },
    { given: null, want: false },
    { given: { name: '', phone: null }, want: false },
    { given: { name: '', phone: { number: '555' } }, want: true },
    { given: { code: [] }, want: false },
    { given: 0, want: true },
  ];
  it.each(table)('$given -> $want', ({ given, want }) => {
    expect(hasContent(valueNode(given, 'x'))).toBe(want);
  });
});

describe('leafFindings', () => {
  const context: RuleContext = { generation: '0.1', schema: 'X', root: 'r' };
  const flagged = (value: string) => (value === 'ok' ? undefined : { value });
  it('reads every simple element of the names, at any depth, in document order, trimmed', () => {
    const root = valueNode({ code: ' no ', a: { code: 'ok', b: { code: 'bad' } }, c: [{ code: null }, { code: { x: '1' } }] }, 'r');
    const found = leafFindings('x', { names: new Set(['code']), test: flagged }, root, context);
    expect(found.map((finding) => [finding.path, finding.args.value])).toStrictEqual([
      ['/r/code', 'no'],
      ['/r/a/b/code', 'bad'],
    ]);
  });

  it('reads only the children of the parent name when one is given', () => {
    const root = valueNode({ code: 'bad', a: { workStatus: { code: 'bad1' } }, b: [{ workStatus: { code: 'bad2', x: { code: 'bad3' } } }, {}] }, 'r');
    const found = leafFindings('x', { names: new Set(['code']), parent: 'workStatus', test: flagged }, root, context);
    expect(found.map((finding) => finding.path)).toStrictEqual(['/r/a/workStatus/code', '/r/b[1]/workStatus/code']);
  });
});

describe('endpoints and scopes', () => {
  it.each([
    { given: 'POST /assets/{id}/cases', want: { method: 'POST', path: '/assets/{id}/cases' } },
    { given: '  post   /estimates/{id} ', want: { method: 'POST', path: '/estimates/{id}' } },
    { given: '/assets', want: undefined },
    { given: 'POST assets', want: undefined },
  ])('parseEndpoint($given)', ({ given, want }) => {
    expect(parseEndpoint(given)).toStrictEqual(want);
  });

  it.each([
    { a: 'POST /estimates/{estimate_id}/items', b: 'POST /estimates/{id}/items', want: true },
    {
      a: 'POST /estimates/{estimate_id}/items',
      b: 'POST /estimates/{id}/items/{item_id}',
      want: false,
    },
    { a: 'POST /assets/{id}/cases', b: 'GET /assets/{id}/cases', want: false },
    { a: 'POST /assets/{id}/cases/', b: 'post /assets/{x}/cases', want: true },
  ])('sameEndpoint($a, $b) = $want', ({ a, b, want }) => {
    expect(sameEndpoint(parseEndpoint(a)!, parseEndpoint(b)!)).toBe(want);
  });

  it('matches by operation id when both have one', () => {
    expect(
      sameEndpoint(
        { method: 'POST', path: '/a', operationId: 'createAssetCase' },
        { method: 'POST', path: '/b', operationId: 'createAssetCase' },
      ),
    ).toBe(true);
  });

  const scope: RuleScope = {
    generations: ['0.0.7'],
    schema: 'CaseRequest',
    roots: ['case'],
    endpoints: [{ method: 'POST', path: '/assets/{id}/cases' }],
  };
  const base: RuleContext = { generation: '0.0.7', schema: 'CaseRequest', root: 'case' };
  it.each([
    {
      context: { ...base, endpoint: { method: 'POST', path: '/assets/{asset_id}/cases' } },
      want: true,
    },
    { context: base, want: false },
    { context: { ...base, endpoint: { method: 'POST', path: '/cases/{id}' } }, want: false },
    {
      context: {
        ...base,
        generation: '0.1',
        endpoint: { method: 'POST', path: '/assets/{id}/cases' },
      },
      want: false,
    },
    {
      context: {
        ...base,
        schema: 'FleetServiceRequest',
        endpoint: { method: 'POST', path: '/assets/{id}/cases' },
      },
      want: false,
    },
  ])('scopeMatches %#', ({ context, want }) => {
    expect(scopeMatches(scope, context)).toBe(want);
  });

  it('a scope with exceptEndpoints runs without an endpoint and on any other, not on those', () => {
    const items: RuleScope = { generations: ['0.1'], schema: 'EstimateItemRequest', roots: ['item'], exceptEndpoints: [{ method: 'POST', path: '/estimates/{estimate_id}/items/{item_id}' }] };
    const context: RuleContext = { generation: '0.1', schema: 'EstimateItemRequest', root: 'item' };
    expect(scopeMatches(items, context)).toBe(true);
    expect(scopeMatches(items, { ...context, endpoint: { method: 'POST', path: '/estimates/3/items' } })).toBe(true);
    expect(scopeMatches(items, { ...context, endpoint: { method: 'post', path: '/estimates/{id}/items/{item}' } })).toBe(false);
  });

  it('a scope without endpoints runs with or without one; * matches any schema and root', () => {
    const any: RuleScope = { generations: ['0.2'], schema: '*', roots: '*' };
    expect(scopeMatches(any, { generation: '0.2', schema: 'NoteRequest', root: 'note' })).toBe(
      true,
    );
    expect(
      scopeMatches(any, {
        generation: '0.2',
        schema: 'X',
        root: 'y',
        endpoint: { method: 'GET', path: '/' },
      }),
    ).toBe(true);
  });
});

describe('comparePaths', () => {
  it('orders parents first and indexes numerically', () => {
    const given = [
      '/items/item[10]/code',
      '/items/item[2]',
      '/items',
      '/items/item[2]/code',
      '/a/b',
    ];
    expect([...given].sort(comparePaths)).toStrictEqual([
      '/a/b',
      '/items',
      '/items/item[2]',
      '/items/item[2]/code',
      '/items/item[10]/code',
    ]);
  });
});

describe('fractionDigits', () => {
  it.each([
    { given: '12', want: 0 },
    { given: '12.5', want: 1 },
    { given: '12.50', want: 1 },
    { given: '0.125', want: 3 },
    { given: '1.500', want: 1 },
    { given: '-.75', want: 2 },
  ])('$given -> $want', ({ given, want }) => {
    expect(fractionDigits(given)).toBe(want);
  });
});
