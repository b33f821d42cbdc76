/** Customers (SPEC.md "Customers"): the collection (filters, `sortBy`, 10 results) and one. */
import { filtered, page, sortedBy } from '../collections.js';
import { missing, ok } from '../replies.js';
import { customerView } from '../views.js';
import { param, singleOrCollection, type MockHandler } from './context.js';

const FILTERS = [
  'externalID', 'companyName', 'address1', 'address2', 'city', 'state', 'postalCode', 'countryCode', 'emailAddress',
  'phoneNumber', 'faxNumber', 'customerNumber', 'accountNumber',
] as const;

/** GET /customers: filtered by its fields, sortBy, 10 results. */
export const listCustomers: MockHandler = (request, { store, view }) => {
  const found = filtered(store.customers.values(), request.query, Object.fromEntries(FILTERS.map((name) => [name, name])));
  const sort = request.route.sort ? (request.query[request.route.sort.param] as string | undefined) : undefined;
  const shown = page(request, sortedBy(found, sort));
  return Array.isArray(shown) ? ok(request, { customer: shown.map((customer) => customerView(view, customer)) }) : shown;
};

/** GET /customers/{id}: one customer (`<customer>`; a one-element collection where a descriptor declares `<customers>`). */
export const getCustomer: MockHandler = (request, { store, view }) => {
  const customer = store.customers.get(param(request, 'id'));
  if (!customer) return missing('customer', param(request, 'id'));
  return ok(request, singleOrCollection(request, 'customers', 'customer', customerView(view, customer)));
};
