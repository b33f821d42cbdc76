/**
 * Estimates (SPEC.md "Estimates", schemas 0.1 and later): the list, one, and the update of its
 * supplies, fees, tax and estimate-level charges (items it names by id are updated too).
 */
import { missing, ok, rejected } from '../replies.js';
import type { ChargeRecord, EstimateRecord, MockStore } from '../store.js';
import { money } from '../totals.js';
import { estimateView } from '../views.js';
import { applyItemWrite, referenceId } from '../writes.js';
import { fields, param, type MockHandler } from './context.js';

/** An estimate by id or uuid. */
export function findEstimate(store: MockStore, id: string): EstimateRecord | undefined {
  return store.estimates.get(id) ?? [...store.estimates.values()].find((estimate) => estimate.uuid === id);
}

/** GET /estimates: every estimate. */
export const listEstimates: MockHandler = (request, { store, view }) => ok(request, { estimate: [...store.estimates.values()].map((estimate) => estimateView(view, estimate)) });

/** GET /estimates/{id}: one estimate with its roll-up. */
export const getEstimate: MockHandler = (request, { store, view }) => {
  const estimate = findEstimate(store, param(request, 'id'));
  return estimate ? ok(request, estimateView(view, estimate)) : missing('estimate', param(request, 'id'));
};

/** POST /estimates/{id}: supplies, fees, tax and charges (and items named by id). */
export const updateEstimate: MockHandler = (request, { store, view }) => {
  const estimate = findEstimate(store, param(request, 'id'));
  if (!estimate) return missing('estimate', param(request, 'id'));
  const body = fields(request);
  const items = ((body['items'] as { item?: unknown[] } | undefined)?.item ?? []) as Array<Record<string, unknown>>;
  const unknown = items.map((item, index) => [referenceId(item), index] as const).filter(([id]) => id !== undefined && store.items.get(id)?.estimateId !== estimate.id);
  if (unknown.length > 0) return rejected(unknown.map(([id, index]) => ({ resource: 'estimate', field: `items/item[${index + 1}]/id`, code: 'missing' as const, messages: [`no item ${id} in estimate ${estimate.id}`] })));
  const timestamp = store.timestamp();
  for (const key of ['shopSupplies', 'hazWaste', 'freight', 'tax'] as const) if (body[key] !== undefined) estimate[key] = money(body[key]);
  const charges = (body['additionalCharges'] as { charge?: Array<Record<string, unknown>> } | undefined)?.charge;
  if (charges) {
    estimate.additionalCharges = charges.map((charge): ChargeRecord => ({
      id: typeof charge['id'] === 'string' ? charge['id'] : store.nextId('charge'),
      category: String(charge['category'] ?? ''),
      ...(typeof charge['code'] === 'string' ? { code: charge['code'] } : {}),
      description: String(charge['description'] ?? ''),
      amount: money(charge['amount']),
    }));
  }
  for (const item of items) {
    const id = referenceId(item);
    if (id !== undefined) applyItemWrite(store, store.items.get(id)!, item, timestamp);
  }
  estimate.updatedAt = timestamp;
  return ok(request, estimateView(view, estimate));
};
