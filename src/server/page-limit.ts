/**
 * SPEC.md "Limits": a collection answers at most its page size of results (`GET /assets` 10,
 * `GET /cases` 5…; the descriptors' `pageSize`). The adapter checks a handler's answer against
 * it, as it checks statuses and documents: paging is the handler's to do, and an answer of 25
 * assets is a server bug, not a document to send (review r17 serve L5).
 */
import type { ServerRoute } from './route-model.js';

/**
 * The number of results in a collection answer: the longest list among the value's own fields
 * (`{ asset: [...] }` for `<assets>`).
 */
function resultCount(body: unknown): number {
  if (typeof body !== 'object' || body === null) return 0;
  return Math.max(0, ...Object.values(body).map((field) => (Array.isArray(field) ? field.length : 0)));
}

/**
 * Why a successful answer of `route` breaks its page size, or undefined when it keeps it (or the
 * route has none).
 * @example pageOverflow(listAssetsRoute, { asset: twentyFiveAssets }) // 'answered 25 results, more than its page size of 10'
 */
export function pageOverflow(route: ServerRoute, status: number, body: unknown): string | undefined {
  if (route.pageSize === undefined || status >= 300) return undefined;
  const count = resultCount(body);
  return count > route.pageSize ? `answered ${count} results, more than its page size of ${route.pageSize} (SPEC.md Limits)` : undefined;
}
