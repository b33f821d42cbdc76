/**
 * Derived data of the mock's records, without URLs (./views.ts adds those per request): an item
 * with its parts and computed totals, an estimate's roll-up, and version snapshots with digests.
 */
import { createHash } from 'node:crypto';
import type { ApprovalRecord, EstimateRecord, ItemRecord, MockStore, PartRecord } from './store.js';
import { chargeTotals, money, times, total, workTotal } from './totals.js';

/** A short content digest (what versions and items carry as `digest`). */
export function digestOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}

/** A part with its total price. */
export function partData(part: PartRecord): Record<string, unknown> {
  const { itemId: _item, ...fields } = part;
  void _item;
  return { ...fields, totalPrice: times(part.quantity, part.unitPrice) };
}

/** The parts of an item, in id order. */
export function partsOf(store: MockStore, itemId: string): PartRecord[] {
  return [...store.parts.values()].filter((part) => part.itemId === itemId);
}

/** The items of an estimate, in id order. */
export function itemsOf(store: MockStore, estimateId: string): ItemRecord[] {
  return [...store.items.values()].filter((item) => item.estimateId === estimateId);
}

/** An item's fields, parts and totals. */
export function itemData(store: MockStore, item: ItemRecord): Record<string, unknown> {
  const fields = item.fields;
  const parts = partsOf(store, item.id);
  const labor = typeof fields['labor'] === 'object' && fields['labor'] !== null ? { ...(fields['labor'] as object), total: workTotal(fields['labor'], 'fixedLaborTotal') } : undefined;
  const paint = typeof fields['paint'] === 'object' && fields['paint'] !== null ? { ...(fields['paint'] as object), total: workTotal(fields['paint']) } : undefined;
  const charges = chargesOf(fields['additionalCharges']);
  const partsTotal = total(parts.map((part) => times(part.quantity, part.unitPrice)));
  const coreTotal = total(parts.map((part) => times(part.coreQuantity, part.unitCorePrice)));
  const computed = total([labor?.total, paint?.total, partsTotal, coreTotal, ...charges.map((charge) => charge.amount)]);
  const fixed = fields['fixedPriceTotal'];
  return {
    ...fields,
    id: item.id,
    labor,
    paint,
    parts: { part: parts.map(partData) },
    additionalChargesTotals: { total: chargeTotals(charges) },
    partsTotal,
    coreTotal,
    total: fixed !== undefined && fixed !== null ? money(fixed) : computed,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The charges of an `additionalCharges` element (`{ charge: [...] }`) or list. */
export function chargesOf(value: unknown): Array<{ category?: unknown; amount?: unknown }> {
  if (Array.isArray(value)) return value as Array<{ category?: unknown; amount?: unknown }>;
  if (typeof value === 'object' && value !== null && Array.isArray((value as { charge?: unknown }).charge)) {
    return (value as { charge: Array<{ category?: unknown; amount?: unknown }> }).charge;
  }
  return [];
}

/** An estimate's roll-up of its items and its own charges. */
export function estimateTotals(store: MockStore, estimate: EstimateRecord): Record<string, unknown> {
  const items = itemsOf(store, estimate.id).map((item) => itemData(store, item));
  const laborTotal = total(items.map((item) => (item['labor'] as { total?: unknown } | undefined)?.total));
  const partsTotal = total(items.map((item) => item['partsTotal']));
  const coreTotal = total(items.map((item) => item['coreTotal']));
  const charges = estimate.additionalCharges;
  return {
    shopSupplies: estimate.shopSupplies,
    hazWaste: estimate.hazWaste,
    freight: estimate.freight,
    tax: estimate.tax,
    partsTotal,
    laborTotal,
    coreTotal,
    additionalCharges: { charge: charges.map((charge) => ({ ...charge })) },
    additionalChargesTotals: { total: chargeTotals(charges) },
    total: total([...items.map((item) => item['total']), estimate.shopSupplies, estimate.hazWaste, estimate.freight, estimate.tax, ...charges.map((charge) => charge.amount)]),
  };
}

/** Creates the next version of an estimate: a snapshot of its items, each approval requested. */
export function createVersion(store: MockStore, estimateId: string, timestamp: string, pdf?: { filename: string; contentType: string; data: Uint8Array }): string {
  const estimate = store.estimates.get(estimateId)!;
  const previous = [...store.versions.values()].filter((version) => version.estimateId === estimateId);
  const items = itemsOf(store, estimateId).map((item) => {
    const snapshot = itemData(store, item);
    const approval: ApprovalRecord = { name: 'requested', customerReviewed: false };
    return { itemId: item.id, snapshot, approval, digest: digestOf(snapshot) };
  });
  const totals = estimateTotals(store, estimate);
  const id = store.nextId('version');
  store.versions.set(id, {
    id,
    estimateId,
    version: previous.length + 1,
    digest: digestOf({ items: items.map((item) => item.digest), totals }),
    items,
    totals,
    ...(pdf ? { pdf } : {}),
    createdAt: timestamp,
    updatedAt: timestamp,
  });
  return id;
}
