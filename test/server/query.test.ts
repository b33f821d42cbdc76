/** Query parameters: typed values, or a 400 naming each parameter in the wrong form. */
import { describe, expect, it } from 'vitest';
import { compactDate, parseQuery } from '../../src/server/query.js';
import type { ServerRoute } from '../../src/server/route-model.js';

const route: ServerRoute = {
  operationId: 'listCases',
  method: 'GET',
  path: '/cases',
  aliases: [],
  base: 'platform',
  pathParams: [],
  query: [
    { name: 'closed', type: 'boolean', required: false },
    { name: 'page', type: 'integer', required: false },
    { name: 'created_after', type: 'date', required: false, format: 'YYYYMMDD' },
    { name: 'ro_number', type: 'string', required: false },
  ],
  sort: { param: 'sortBy', fields: ['name', 'city'] },
  pageSize: 5,
  responses: [{ status: [200] }],
  success: 200,
  auth: ['bearer'],
  rules: [],
};

describe('parseQuery', () => {
  it.each([
    ['nothing', '', {}],
    ['typed values', 'closed=false&page=2&created_after=20240301&ro_number=RO-1', { closed: false, page: 2, created_after: '20240301', ro_number: 'RO-1' }],
    ['undeclared parameters are ignored', 'vin=1&utm=x', {}],
    ['the sort parameter', 'sortBy=city', { sortBy: 'city' }],
  ])('%s', (_name, given, want) => expect(parseQuery(route, given)).toStrictEqual({ ok: true, query: want }));

  it.each([
    ['not a boolean', 'closed=yes', "query parameter 'closed' = 'yes' is neither true nor false"],
    ['not an integer', 'page=two', "query parameter 'page' = 'two' is not an integer"],
    ['not a date', 'created_after=2024-03-01', "query parameter 'created_after' = '2024-03-01' is not a date written YYYYMMDD (YYYYMMDD)"],
    ['not a calendar date', 'created_after=20240231', "query parameter 'created_after' = '20240231' is not a date written YYYYMMDD (YYYYMMDD)"],
    ['given twice', 'page=1&page=2', "query parameter 'page' is given 2 times"],
    ['an unknown sort field', 'sortBy=zip', "query parameter 'sortBy' = 'zip' is not one of name, city"],
  ])('%s: 400', (_name, given, detail) => {
    expect(parseQuery(route, given)).toStrictEqual({ ok: false, failure: { status: 400, message: 'Invalid query parameters', details: [detail] } });
  });
});

describe('compactDate', () => {
  it.each([
    ['20240301', '2024-03-01'],
    ['20240229', '2024-02-29'],
    ['20230229', undefined],
    ['2024031', undefined],
  ])('%s', (given, want) => expect(compactDate(given)).toBe(want));
});
