/**
 * Creates a case (or a subcase) from a CaseRequest or FleetServiceRequest document, with an empty
 * estimate so the case's estimate, items and versions endpoints work at once. The service
 * location is the one the endpoint names, else the assignee's, else the first.
 */
import type { ValidationEntry } from '../../failures.js';
import type { CaseRecord, MockStore } from '../store.js';
import { applyCaseWrite, referenceId } from '../writes.js';
import { randomUUID } from 'node:crypto';

/** What the endpoint fixes about the new case. */
export interface CaseDefaults {
  assetId?: string;
  customerId?: string;
  serviceLocationId?: string;
  parentCaseId?: string;
}

/** Creates the case, or returns the 422 entries that stop it. */
export function createCase(store: MockStore, body: Record<string, unknown>, defaults: CaseDefaults, resource = 'case'): { record: CaseRecord } | { errors: ValidationEntry[] } {
  const timestamp = store.timestamp();
  const assignee = referenceId(body['assignee']);
  const serviceLocationId = defaults.serviceLocationId ?? (assignee !== undefined ? store.users.get(assignee)?.serviceLocationId : undefined) ?? '1';
  const record: CaseRecord = {
    id: '',
    uuid: randomUUID(),
    serviceLocationId,
    closed: false,
    fields: { status: { name: 'Open' } },
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  if (defaults.assetId !== undefined) record.assetId = defaults.assetId;
  if (defaults.customerId !== undefined) record.customerId = record.billingCustomerId = defaults.customerId;
  if (defaults.parentCaseId !== undefined) record.parentCaseId = defaults.parentCaseId;
  const errors = applyCaseWrite(store, record, body, resource);
  if (errors.length > 0) return { errors };
  record.id = store.nextId('case');
  const estimateId = store.nextId('estimate');
  store.estimates.set(estimateId, {
    id: estimateId, uuid: randomUUID(), caseId: record.id, shopSupplies: '0.00', hazWaste: '0.00', freight: '0.00', tax: '0.00',
    additionalCharges: [], createdAt: timestamp, updatedAt: timestamp,
  });
  record.estimateId = estimateId;
  store.cases.set(record.id, record);
  return { record };
}
