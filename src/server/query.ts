/**
 * Reads the query string of a request against the route's declared parameters (SPEC.md's filters,
 * `page`, and the sort parameter): typed values for a handler, or a 400 naming the parameter
 * whose value has the wrong form (the descriptors' `badRequest`: "a query parameter in the wrong
 * format"). Parameters the route does not declare are ignored, as web APIs usually do.
 */
import { badRequest, type Failure } from './failures.js';
import type { ServerParam, ServerRoute } from './route-model.js';

/** Typed query values, or the failure to answer with. */
export type QueryResult = { ok: true; query: Record<string, unknown> } | { ok: false; failure: Failure };

const DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** A `YYYYMMDD` value as a real calendar date, or undefined. */
export function compactDate(text: string): string | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return `${year}-${month}-${day}`;
}

function convert(param: ServerParam, text: string): { value: unknown } | { problem: string } {
  switch (param.type) {
    case 'string':
      return { value: text };
    case 'integer':
      return /^-?\d{1,15}$/.test(text) ? { value: Number(text) } : { problem: 'is not an integer' };
    case 'boolean':
      return text === 'true' || text === 'false' ? { value: text === 'true' } : { problem: 'is neither true nor false' };
    case 'date': {
      // SPEC.md writes these dates YYYYMMDD; the handler gets them as YYYYMMDD, checked.
      return compactDate(text) !== undefined ? { value: text } : { problem: 'is not a date written YYYYMMDD' };
    }
  }
}

/** Parses `search` (the part after `?`) for `route`. */
export function parseQuery(route: ServerRoute, search: string): QueryResult {
  const malformed = malformedEscape(search);
  // URLSearchParams reads such an escape as U+FFFD; the path's is a 400 (review r27 server L3).
  if (malformed !== undefined) return { ok: false, failure: badRequest('Invalid query parameters', [`the query string has a malformed percent-escape in '${malformed}' (each % takes two hex digits, the bytes UTF-8)`]) };
  const given = new URLSearchParams(search);
  const query: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const param of route.query) {
    const values = given.getAll(param.name);
    if (values.length === 0) {
      if (param.required) problems.push(`query parameter '${param.name}' is required`);
      continue;
    }
    if (values.length > 1) {
      problems.push(`query parameter '${param.name}' is given ${values.length} times`);
      continue;
    }
    const converted = convert(param, values[0]!);
    if ('problem' in converted) problems.push(`query parameter '${param.name}' = '${values[0]}' ${converted.problem}${param.format ? ` (${param.format})` : ''}`);
    else query[param.name] = converted.value;
  }
  if (route.sort && !route.query.some((param) => param.name === route.sort!.param)) {
    const value = given.get(route.sort.param);
    if (value !== null) {
      if (route.sort.fields.includes(value)) query[route.sort.param] = value;
      else problems.push(`query parameter '${route.sort.param}' = '${value}' is not one of ${route.sort.fields.join(', ')}`);
    }
  }
  if (problems.length > 0) return { ok: false, failure: badRequest('Invalid query parameters', problems) };
  return { ok: true, query };
}

/** The first `&`-separated part of a query string whose percent-escapes are not UTF-8 (`%E0%A4%A`), if any. */
function malformedEscape(search: string): string | undefined {
  for (const part of search.split('&')) {
    if (!part.includes('%')) continue;
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return part.length > 80 ? `${part.slice(0, 80)}…` : part;
    }
  }
  return undefined;
}
