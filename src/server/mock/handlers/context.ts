/**
 * What every mock handler works with: the store, and the view context of the request (base URL and
 * generation, for representations).
 */
import type { ServerReply, ServerRequest } from '../../route-model.js';
import type { MockStore } from '../store.js';
import type { ViewContext } from '../views.js';

/** A mock handler: a request and the mock's state in, a reply with a neutral body out. */
export type MockHandler = (request: ServerRequest, mock: MockContext) => ServerReply | Promise<ServerReply>;

/** The mock's state as a handler sees it. */
export interface MockContext {
  store: MockStore;
  view: ViewContext;
}

/** A path parameter (the router always sets the route's parameters). */
export function param(request: ServerRequest, name: string): string {
  return request.params[name] ?? '';
}

/** The body as a record of fields. */
export function fields(request: ServerRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * One record as the route's success document wants it: the record itself where the descriptor
 * declares the single root (`<serviceLocation>`), a one-element collection where it declares the
 * collection root (`<serviceLocations>`; schemas/README.md "Single-resource roots").
 */
export function singleOrCollection(request: ServerRequest, collectionRoot: string, member: string, record: unknown): unknown {
  const root = request.route.responses.find((response) => response.status.includes(request.route.success))?.document?.root;
  return root === collectionRoot ? { [member]: [record] } : record;
}
