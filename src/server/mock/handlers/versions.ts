/**
 * Estimate versions (SPEC.md "Estimates"): the list, one, creation (a snapshot of the items; an
 * optional PDF `file` part is kept for customer viewing), and the approval update: each
 * `items/item` names a line item of the version by `id` and sets its `approvalStatus`; a digest,
 * when given, must be the current one (someone else changed the version otherwise: 422 invalid).
 */
import type { ValidationEntry } from '../../failures.js';
import type { ServerUpload } from '../../route-model.js';
import { missing, ok, rejected } from '../replies.js';
import { createVersion, digestOf } from '../records.js';
import type { MockStore, VersionRecord } from '../store.js';
import { versionView } from '../views.js';
import { fields, param, type MockHandler } from './context.js';
import { findEstimate } from './estimates.js';

function findVersion(store: MockStore, estimateId: string, id: string): VersionRecord | undefined {
  const estimate = findEstimate(store, estimateId);
  const version = store.versions.get(id);
  return estimate && version && version.estimateId === estimate.id ? version : undefined;
}

/** GET /estimates/{id}/versions: the estimate's versions. */
export const listEstimateVersions: MockHandler = (request, { store, view }) => {
  const estimate = findEstimate(store, param(request, 'id'));
  if (!estimate) return missing('estimate', param(request, 'id'));
  const versions = [...store.versions.values()].filter((version) => version.estimateId === estimate.id);
  return ok(request, { version: versions.map((version) => versionView(view, version)) });
};

/** GET /estimates/{id}/versions/{version_id}: one version. */
export const getEstimateVersion: MockHandler = (request, { store, view }) => {
  const version = findVersion(store, param(request, 'id'), param(request, 'version_id'));
  return version ? ok(request, versionView(view, version)) : missing('version', param(request, 'version_id'));
};

/** POST /estimates/{estimate_id}/versions: a snapshot of the items, with an optional PDF. */
export const createEstimateVersion: MockHandler = (request, { store, view }) => {
  const estimate = findEstimate(store, param(request, 'estimate_id'));
  if (!estimate) return missing('estimate', param(request, 'estimate_id'));
  const file = fields(request)['file'] as ServerUpload | undefined;
  const id = createVersion(store, estimate.id, store.timestamp(), file);
  return ok(request, versionView(view, store.versions.get(id)!));
};

/** The user a credential stands for (by user name), else the first user. */
function reviewer(store: MockStore, subject: string): string {
  return [...store.users.values()].find((user) => user.username === subject || user.name === subject)?.id ?? '1';
}

/** POST /estimates/{estimate_id}/versions/{version_id}: approval statuses of its items. */
export const updateEstimateVersion: MockHandler = (request, { store, view }) => {
  const version = findVersion(store, param(request, 'estimate_id'), param(request, 'version_id'));
  if (!version) return missing('version', param(request, 'version_id'));
  const body = fields(request);
  const updates = ((body['items'] as { item?: unknown[] } | undefined)?.item ?? []) as Array<Record<string, unknown>>;
  const errors: ValidationEntry[] = [];
  if (typeof body['digest'] === 'string' && body['digest'] !== version.digest) {
    errors.push({ resource: 'version', field: 'digest', code: 'invalid', messages: [`the version's digest is ${version.digest}; it changed since it was read`] });
  }
  updates.forEach((update, index) => {
    const entry = version.items.find((item) => item.itemId === update['id']);
    if (!entry) errors.push({ resource: 'version', field: `items/item[${index + 1}]/id`, code: 'missing', messages: [`version ${version.id} has no item ${String(update['id'])}`] });
    else if (typeof update['digest'] === 'string' && update['digest'] !== entry.digest) {
      errors.push({ resource: 'version', field: `items/item[${index + 1}]/digest`, code: 'invalid', messages: [`item ${entry.itemId}'s digest is ${entry.digest}`] });
    }
  });
  if (errors.length > 0) return rejected(errors);
  const timestamp = store.timestamp();
  for (const update of updates) {
    const entry = version.items.find((item) => item.itemId === update['id'])!;
    const status = update['approvalStatus'] as Record<string, unknown> | undefined;
    if (!status) continue;
    const description = status['reasonDescription'] ?? status['reason_description'];
    entry.approval = {
      name: String(status['name']),
      ...(typeof status['reason'] === 'string' ? { reason: status['reason'] } : {}),
      ...(typeof description === 'string' ? { reasonDescription: description } : {}),
      reviewedById: reviewer(store, request.credential.subject),
      reviewedAt: timestamp,
      customerReviewed: true,
    };
  }
  version.digest = digestOf({ items: version.items.map((item) => [item.digest, item.approval]), totals: version.totals });
  version.updatedAt = timestamp;
  return ok(request, versionView(view, version));
};
