/**
 * Collection behaviour of SPEC.md: exact, case-insensitive filters by query parameter, sorting by
 * a named field (`sortBy`), newest `created_at` first for cases, and page sizes (`page` counts
 * from 1 where the endpoint takes it).
 */
import { badRequest } from '../failures.js';
import { compactDate } from '../query.js';
import type { ServerReply, ServerRequest } from '../route-model.js';
import { failed } from './replies.js';

/** Keeps the records whose field matches each filter given (query name -> record field). */
export function filtered<T extends object>(records: Iterable<T>, query: Record<string, unknown>, fields: Record<string, keyof T | ((record: T) => unknown)>): T[] {
  const active = Object.entries(fields).filter(([name]) => query[name] !== undefined);
  return [...records].filter((record) =>
    active.every(([name, field]) => {
      const value = typeof field === 'function' ? field(record) : record[field];
      const wanted = query[name];
      if (typeof wanted === 'boolean') return value === wanted;
      return value !== undefined && value !== null && String(value).toLowerCase() === String(wanted).toLowerCase();
    }),
  );
}

/** Sorted by a field ascending (text compare), stable. */
export function sortedBy<T extends object>(records: T[], field: string | undefined): T[] {
  if (!field) return records;
  const key = (record: T) => String((record as Record<string, unknown>)[field] ?? '');
  return [...records].sort((a, b) => key(a).localeCompare(key(b), 'en'));
}

/** Newest `createdAt` first (ties: higher id first). */
export function newestFirst<T extends { createdAt: string; id: string }>(records: T[]): T[] {
  return [...records].sort((a, b) => (a.createdAt === b.createdAt ? Number(b.id) - Number(a.id) : a.createdAt < b.createdAt ? 1 : -1));
}

/** Keeps records created (or updated) on or after / before the `YYYYMMDD` days the query names. */
export function withinDays<T extends { createdAt: string; updatedAt: string }>(records: T[], query: Record<string, unknown>): T[] {
  const day = (name: string) => (typeof query[name] === 'string' ? compactDate(query[name] as string) : undefined);
  const bounds: Array<[string | undefined, (record: T) => string, 'after' | 'before']> = [
    [day('created_after'), (record) => record.createdAt, 'after'],
    [day('created_before'), (record) => record.createdAt, 'before'],
    [day('updated_after'), (record) => record.updatedAt, 'after'],
    [day('updated_before'), (record) => record.updatedAt, 'before'],
  ];
  return records.filter((record) =>
    bounds.every(([bound, of, side]) => bound === undefined || (side === 'after' ? of(record).slice(0, 10) >= bound : of(record).slice(0, 10) < bound)),
  );
}

/** One page of a collection (the route's page size; `page` from 1), or a 400 for a page below 1. */
export function page<T>(request: ServerRequest, records: T[]): T[] | ServerReply {
  const size = request.route.pageSize;
  if (size === undefined) return records;
  const number = typeof request.query['page'] === 'number' ? (request.query['page'] as number) : 1;
  if (number < 1) return failed(badRequest('Invalid query parameters', [`page ${number} is below 1`]));
  return records.slice((number - 1) * size, number * size);
}
