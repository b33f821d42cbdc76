/**
 * Applies request documents to the mock's records: case writes (CaseRequest, FleetServiceRequest),
 * line items with their parts (EstimateItemRequest), and parts (EstimateItemPartRequest). Ids a
 * document refers to must name existing records: otherwise a 422 entry with code `missing`
 * (API-FACTS.md "Error documents"). Fields are kept as written, `null` (xsi:nil) included.
 */
import type { ValidationEntry } from '../failures.js';
import { CASE_STATUSES } from './seed-data.js';
import type { CaseRecord, ItemRecord, MockStore, PartRecord } from './store.js';

type Fields = Record<string, unknown>;

const record = (value: unknown): Fields | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined);

/**
 * A field of an update over the value the record holds: an update sends only what changes, so
 * a group (`labor`, `assetInformation/trailer`) keeps the children the document does not give;
 * a value, a list or `null` (xsi:nil) replaces what was there.
 */
function merged(held: unknown, given: unknown): unknown {
  const before = record(held);
  const after = record(given);
  if (!before || !after) return given;
  const out: Fields = { ...before };
  for (const [name, value] of Object.entries(after)) out[name] = merged(before[name], value);
  return out;
}

/** The `id` of a reference element (`<assignee><g:id>7</g:id></assignee>`). */
export function referenceId(value: unknown): string | undefined {
  const id = record(value)?.['id'];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** A 422 entry for a reference to a record that does not exist. */
export function missingReference(resource: string, field: string, what: string, id: string): ValidationEntry {
  return { resource, field, code: 'missing', messages: [`no ${what} with id ${id}`] };
}

/** Copies the write fields of a case document onto a case record; references checked. */
export function applyCaseWrite(store: MockStore, target: CaseRecord, body: Fields, resource = 'case'): ValidationEntry[] {
  const errors: ValidationEntry[] = [];
  const assignee = referenceId(body['assignee']);
  if (assignee !== undefined && !store.users.has(assignee)) errors.push(missingReference(resource, 'assignee/id', 'user', assignee));
  const asset = referenceId(body['assetIdentifier']);
  if (asset !== undefined && !store.assets.has(asset)) errors.push(missingReference(resource, 'assetIdentifier/id', 'asset', asset));
  const customers = record(body['customers']);
  const billing = referenceId(customers?.['billingCustomer']);
  const shipping = referenceId(customers?.['shippingCustomer']);
  if (billing !== undefined && !store.customers.has(billing)) errors.push(missingReference(resource, 'customers/billingCustomer/id', 'customer', billing));
  if (shipping !== undefined && !store.customers.has(shipping)) errors.push(missingReference(resource, 'customers/shippingCustomer/id', 'customer', shipping));
  const status = record(body['status'])?.['name'];
  if (typeof status === 'string' && !(CASE_STATUSES as readonly string[]).includes(status)) {
    errors.push({ resource, field: 'status/name', code: 'invalid', messages: [`'${status}' is not a status a case can be given (GET /cases/{id}/statuses lists them)`] });
  }
  if (errors.length > 0) return errors;
  if (assignee !== undefined) target.assigneeId = assignee;
  if (asset !== undefined) {
    target.assetId = asset;
    target.customerId = store.assets.get(asset)!.customerId;
  }
  if (billing !== undefined) target.billingCustomerId = billing;
  if (shipping !== undefined) target.shippingCustomerId = shipping;
  for (const [name, value] of Object.entries(body)) {
    if (name === 'assignee' || name === 'assetIdentifier' || name === 'customers') continue;
    target.fields[name] = merged(target.fields[name], value);
  }
  return [];
}

/** Copies the fields of an item document onto an item record (its parts replace the item's). */
export function applyItemWrite(store: MockStore, target: ItemRecord, body: Fields, timestamp: string, resource = 'item'): ValidationEntry[] {
  const assignee = referenceId(body['assignee']);
  if (assignee !== undefined && !store.users.has(assignee)) return [missingReference(resource, 'assignee/id', 'user', assignee)];
  if (assignee !== undefined) target.assigneeId = assignee;
  for (const [name, value] of Object.entries(body)) {
    if (name === 'assignee' || name === 'parts' || name === 'id') continue;
    // 0.0.7 names the sold status approvalStatus; the record keeps one name.
    const key = name === 'approvalStatus' && typeof value === 'string' ? 'soldStatus' : name;
    target.fields[key] = merged(target.fields[key], value);
  }
  const labor = record(target.fields['labor']);
  // SPEC.md: labor total is ignored on input (it is computed).
  if (labor && 'total' in labor) target.fields['labor'] = Object.fromEntries(Object.entries(labor).filter(([name]) => name !== 'total'));
  const parts = record(body['parts'])?.['part'];
  if (Array.isArray(parts)) {
    for (const part of [...store.parts.values()]) if (part.itemId === target.id) store.parts.delete(part.id);
    for (const part of parts) createPart(store, target.id, part as Fields, timestamp);
  }
  target.updatedAt = timestamp;
  return [];
}

/** Creates a part of an item from a part document. */
export function createPart(store: MockStore, itemId: string, body: Fields, timestamp: string): PartRecord {
  const id = store.nextId('part');
  const part: PartRecord = { id, itemId, name: '', partNumber: '', quantity: '1', unitPrice: '0.00', coreQuantity: '0', unitCorePrice: '0.00', createdAt: timestamp, updatedAt: timestamp };
  applyPartWrite(part, body, timestamp);
  store.parts.set(id, part);
  return part;
}

/** Copies the fields of a part document onto a part record. */
export function applyPartWrite(part: PartRecord, body: Fields, timestamp: string): void {
  const target = part as unknown as Fields;
  for (const [name, value] of Object.entries(body)) {
    if (name === 'id' || name === 'itemId' || value === undefined) continue;
    target[name] = value === null ? undefined : value;
  }
  part.updatedAt = timestamp;
}
