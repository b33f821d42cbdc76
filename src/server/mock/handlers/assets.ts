/** Assets (SPEC.md "Assets"): one, the collection with its filters, an asset's cases, case creation. */
import { filtered, newestFirst, page } from '../collections.js';
import { missing, ok, rejected } from '../replies.js';
import { assetView, caseView } from '../views.js';
import { createCase } from './case-create.js';
import { fields, param, type MockHandler } from './context.js';

/** GET /assets/{id}: one asset. */
export const getAsset: MockHandler = (request, { store, view }) => {
  const asset = store.assets.get(param(request, 'id'));
  return asset ? ok(request, assetView(view, asset)) : missing('asset', param(request, 'id'));
};

/** GET /assets: filtered by chassis_id, serial_number, unit_number, vin; 10 results, unsorted. */
export const listAssets: MockHandler = (request, { store, view }) => {
  const found = filtered(store.assets.values(), request.query, { chassis_id: 'chassisID', serial_number: 'serialNumber', unit_number: 'unitNumber', vin: 'VIN' });
  const shown = page(request, found);
  return Array.isArray(shown) ? ok(request, { asset: shown.map((asset) => assetView(view, asset)) }) : shown;
};

/** GET /assets/{id}/cases: the asset's cases, filtered by closed and ro_number, newest first. */
export const listAssetCases: MockHandler = (request, { store, view }) => {
  const id = param(request, 'id');
  if (!store.assets.has(id)) return missing('asset', id);
  const cases = [...store.cases.values()].filter((record) => record.assetId === id);
  const shown = page(request, newestFirst(filtered(cases, request.query, { closed: 'closed', ro_number: (record) => record.fields['roNumber'] })));
  return Array.isArray(shown) ? ok(request, { case: shown.map((record) => caseView(view, record)) }) : shown;
};

/** POST /assets/{id}/cases: a case for the asset. */
export const createAssetCase: MockHandler = (request, { store, view }) => {
  const id = param(request, 'id');
  const asset = store.assets.get(id);
  if (!asset) return missing('asset', id);
  const created = createCase(store, fields(request), { assetId: id, customerId: asset.customerId });
  return 'errors' in created ? rejected(created.errors) : ok(request, caseView(view, created.record));
};
