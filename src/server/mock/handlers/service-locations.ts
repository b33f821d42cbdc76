/**
 * Service locations (SPEC.md "Service locations"): the collection (filters, `sortBy`, 10 results),
 * one, service requests (subcases), case
 * creation in the location, and its users, departments and program types.
 */
import { filtered, page, sortedBy } from '../collections.js';
import { missing, ok, rejected } from '../replies.js';
import { caseView, serviceLocationView, subcaseView, userView } from '../views.js';
import { createCase } from './case-create.js';
import { usersOf } from './cases.js';
import { fields, param, singleOrCollection, type MockHandler } from './context.js';
import { missingReference, referenceId } from '../writes.js';

const FILTERS = ['externalId', 'name', 'address', 'address2', 'city', 'state', 'postalCode', 'country', 'phone', 'fax', 'email'] as const;

/** GET /service_locations: filtered by its fields, sortBy, 10 results. */
export const listServiceLocations: MockHandler = (request, { store, view }) => {
  const found = filtered(store.serviceLocations.values(), request.query, Object.fromEntries(FILTERS.map((name) => [name, name])));
  const sort = request.route.sort ? (request.query[request.route.sort.param] as string | undefined) : undefined;
  const shown = page(request, sortedBy(found, sort));
  return Array.isArray(shown) ? ok(request, { serviceLocation: shown.map((location) => serviceLocationView(view, location)) }) : shown;
};

/** GET /service_locations/{id}: one location (`<serviceLocation>`; a one-element collection where a descriptor declares `<serviceLocations>`). */
export const getServiceLocation: MockHandler = (request, { store, view }) => {
  const location = store.serviceLocations.get(param(request, 'id'));
  if (!location) return missing('service location', param(request, 'id'));
  return ok(request, singleOrCollection(request, 'serviceLocations', 'serviceLocation', serviceLocationView(view, location)));
};

/** POST /service_locations/{id}/service_requests: a subcase for an asset or a parent case. */
export const createServiceRequest: MockHandler = (request, { store, view }) => {
  const id = param(request, 'id');
  if (!store.serviceLocations.has(id)) return missing('service location', id);
  const body = fields(request);
  const assetId = referenceId(body['assetIdentifier']);
  const parentId = referenceId(body['parentCase']);
  if (parentId !== undefined && !store.cases.has(parentId)) return rejected([missingReference('serviceRequest', 'parentCase/id', 'case', parentId)]);
  const created = createCase(store, body, { serviceLocationId: id, ...(parentId ? { parentCaseId: parentId } : {}) }, 'serviceRequest');
  if ('errors' in created) return rejected(created.errors);
  if (assetId === undefined && parentId !== undefined) created.record.assetId = store.cases.get(parentId)!.assetId;
  return ok(request, subcaseView(view, created.record));
};

/** POST /service_locations/{id}/cases: a case in the location. */
export const createServiceLocationCase: MockHandler = (request, { store, view }) => {
  const id = param(request, 'id');
  if (!store.serviceLocations.has(id)) return missing('service location', id);
  const created = createCase(store, fields(request), { serviceLocationId: id });
  return 'errors' in created ? rejected(created.errors) : ok(request, caseView(view, created.record));
};

/** GET /service_locations/{id}/users: the location's users. */
export const listServiceLocationUsers: MockHandler = (request, { store, view }) => {
  const id = param(request, 'id');
  if (!store.serviceLocations.has(id)) return missing('service location', id);
  return ok(request, { user: usersOf(store, id).map((user) => userView(view, user)) });
};

/** GET /service_locations/{id}/departments: the location's departments. */
export const listServiceLocationDepartments: MockHandler = (request, { store }) => {
  const location = store.serviceLocations.get(param(request, 'id'));
  return location ? ok(request, { department: location.departments }) : missing('service location', param(request, 'id'));
};

/** GET /service_locations/{id}/departments/{code}: one department. */
export const getServiceLocationDepartment: MockHandler = (request, { store }) => {
  const location = store.serviceLocations.get(param(request, 'id'));
  if (!location) return missing('service location', param(request, 'id'));
  const department = location.departments.find((candidate) => candidate.code === param(request, 'code'));
  return department ? ok(request, department) : missing('department', param(request, 'code'));
};

/** GET /service_locations/{id}/program_types: the location's program types. */
export const listServiceLocationProgramTypes: MockHandler = (request, { store }) => {
  const location = store.serviceLocations.get(param(request, 'id'));
  return location ? ok(request, { programType: location.programTypes }) : missing('service location', param(request, 'id'));
};
