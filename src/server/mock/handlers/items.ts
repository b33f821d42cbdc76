/**
 * Estimate line items and their parts: `/estimates/{id}/items/...` from 0.1, and the legacy
 * `/items/{item_id}` endpoints of 0.0.7. Creation takes one `item`, or (0.2 and later) an `items`
 * document of several, each with its parts; it answers the created items (201).
 */
import type { ServerRequest } from '../../route-model.js';
import { missing, ok, rejected } from '../replies.js';
import { partsOf } from '../records.js';
import type { ItemRecord, MockStore } from '../store.js';
import { itemView, partView } from '../views.js';
import { applyItemWrite, applyPartWrite, createPart } from '../writes.js';
import { fields, param, type MockHandler } from './context.js';
import { findEstimate } from './estimates.js';

/** The item a request names (`item_id`), checked against its estimate when the path has one. */
function findItem(store: MockStore, request: ServerRequest): ItemRecord | undefined {
  const item = store.items.get(param(request, 'item_id'));
  const estimateId = request.params['estimate_id'] ?? (request.params['item_id'] !== undefined ? request.params['id'] : undefined);
  if (!item || (estimateId !== undefined && findEstimate(store, estimateId)?.id !== item.estimateId)) return undefined;
  return item;
}

/** GET /estimates/{id}/items: the estimate's items. */
export const listEstimateItems: MockHandler = (request, { store, view }) => {
  const estimate = findEstimate(store, param(request, 'id'));
  if (!estimate) return missing('estimate', param(request, 'id'));
  const items = [...store.items.values()].filter((item) => item.estimateId === estimate.id);
  return ok(request, { item: items.map((item) => itemView(view, item)) });
};

/** GET /estimates/{id}/items/{item_id} (0.0.7: /items/{item_id}): one item. */
export const getEstimateItem: MockHandler = (request, { store, view }) => {
  const item = findItem(store, request);
  return item ? ok(request, itemView(view, item)) : missing('item', param(request, 'item_id'));
};

/** POST /estimates/{estimate_id}/items: one item, or several in an items document (0.2+). */
export const createEstimateItems: MockHandler = (request, { store, view }) => {
  const estimate = findEstimate(store, param(request, 'estimate_id'));
  if (!estimate) return missing('estimate', param(request, 'estimate_id'));
  const body = request.body as { root?: string; value?: unknown } | Record<string, unknown>;
  // One root: the item itself; several roots: { root, value } (items holds item[]).
  const tagged = typeof (body as { root?: unknown }).root === 'string' && 'value' in body ? (body as { root: string; value: Record<string, unknown> }) : { root: 'item', value: body as Record<string, unknown> };
  const documents = tagged.root === 'items' ? ((tagged.value['item'] as Array<Record<string, unknown>> | undefined) ?? []) : [tagged.value];
  // An empty <items/> would answer 201 with nothing created.
  if (documents.length === 0)
    return rejected([{ resource: 'items', field: 'item', code: 'missing_field', messages: ['an items document creates at least one item'] }]);
  const timestamp = store.timestamp();
  const created: ItemRecord[] = [];
  for (const [index, document] of documents.entries()) {
    const item: ItemRecord = { id: store.nextId('item'), estimateId: estimate.id, fields: {}, createdAt: timestamp, updatedAt: timestamp };
    const errors = applyItemWrite(store, item, document, timestamp, documents.length > 1 ? `item[${index + 1}]` : 'item');
    if (errors.length > 0) {
      for (const done of created) store.items.delete(done.id);
      return rejected(errors);
    }
    store.items.set(item.id, item);
    created.push(item);
  }
  estimate.updatedAt = timestamp;
  const views = created.map((item) => itemView(view, item));
  const root = request.route.responses.find((response) => response.status.includes(request.route.success))?.document?.root;
  return ok(request, root === 'items' ? { item: views } : views[0]);
};

/** POST /estimates/{estimate_id}/items/{item_id} (0.0.7: /items/{item_id}): applies an item document. */
export const updateEstimateItem: MockHandler = (request, { store, view }) => {
  const item = findItem(store, request);
  if (!item) return missing('item', param(request, 'item_id'));
  const errors = applyItemWrite(store, item, fields(request), store.timestamp());
  return errors.length > 0 ? rejected(errors) : ok(request, itemView(view, item));
};

/** DELETE an item and its parts: 204. */
export const deleteEstimateItem: MockHandler = (request, { store }) => {
  const item = findItem(store, request);
  if (!item) return missing('item', param(request, 'item_id'));
  for (const part of partsOf(store, item.id)) store.parts.delete(part.id);
  store.items.delete(item.id);
  return ok(request, undefined, 204);
};

/** GET /items/{item_id}/parts (0.0.7): the item's parts. */
export const listItemParts: MockHandler = (request, { store, view }) => {
  const item = findItem(store, request);
  if (!item) return missing('item', param(request, 'item_id'));
  return ok(request, { part: partsOf(store, item.id).map((part) => partView(view, part, item.estimateId, item.id)) });
};

function findPart(store: MockStore, request: ServerRequest) {
  const item = findItem(store, request);
  const part = store.parts.get(param(request, 'part_id'));
  return item && part && part.itemId === item.id ? { item, part } : undefined;
}

/** GET /items/{item_id}/parts/{part_id} (0.0.7): one part. */
export const getItemPart: MockHandler = (request, { store, view }) => {
  const found = findPart(store, request);
  return found ? ok(request, partView(view, found.part, found.item.estimateId, found.item.id)) : missing('part', param(request, 'part_id'));
};

/** POST /items/{item_id}/parts (0.0.7): a part. */
export const createItemPart: MockHandler = (request, { store, view }) => {
  const item = findItem(store, request);
  if (!item) return missing('item', param(request, 'item_id'));
  const part = createPart(store, item.id, fields(request), store.timestamp());
  return ok(request, partView(view, part, item.estimateId, item.id));
};

/** PUT /items/{item_id}/parts/{part_id} (0.0.7): applies a part document. */
export const updateItemPart: MockHandler = (request, { store, view }) => {
  const found = findPart(store, request);
  if (!found) return missing('part', param(request, 'part_id'));
  applyPartWrite(found.part, fields(request), store.timestamp());
  return ok(request, partView(view, found.part, found.item.estimateId, found.item.id));
};

/** DELETE /items/{item_id}/parts/{part_id} (0.0.7): 204. */
export const deleteItemPart: MockHandler = (request, { store }) => {
  const found = findPart(store, request);
  if (!found) return missing('part', param(request, 'part_id'));
  store.parts.delete(found.part.id);
  return ok(request, undefined, 204);
};
