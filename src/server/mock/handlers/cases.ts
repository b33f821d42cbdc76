/**
 * Cases (SPEC.md "Cases"): one, the collection (filters, newest first, 5 per page), update, the
 * lookup lists, and the open/closed state machine: close an open case 202, close a closed one
 * 403; open a closed case 202, open an open one 403.
 */
import { filtered, newestFirst, page, withinDays } from '../collections.js';
import { missing, ok, refused, rejected } from '../replies.js';
import { CASE_STATUSES } from '../seed-data.js';
import type { CaseRecord, MockStore, UserRecord } from '../store.js';
import { caseView, userView } from '../views.js';
import { applyCaseWrite } from '../writes.js';
import { fields, param, type MockHandler } from './context.js';

/** A case by id or uuid. */
export function findCase(store: MockStore, id: string): CaseRecord | undefined {
  return store.cases.get(id) ?? [...store.cases.values()].find((record) => record.uuid === id);
}

/** The users of a service location. */
export function usersOf(store: MockStore, serviceLocationId: string): UserRecord[] {
  return [...store.users.values()].filter((user) => user.serviceLocationId === serviceLocationId);
}

const byIdOrUuid = (id: string | undefined, uuid?: string) => (wanted: unknown) => wanted === id || (uuid !== undefined && wanted === uuid);

/** GET /cases/{id}: one case (by id or uuid). */
export const getCase: MockHandler = (request, { store, view }) => {
  const record = findCase(store, param(request, 'id'));
  return record ? ok(request, caseView(view, record)) : missing('case', param(request, 'id'));
};

/** GET /cases: the filters of SPEC.md, newest created_at first, 5 per page. */
export const listCases: MockHandler = (request, { store, view }) => {
  const query = request.query;
  let cases = filtered(store.cases.values(), query, { closed: 'closed', ro_number: (record) => record.fields['roNumber'] });
  const references: Array<[string, (record: CaseRecord) => (wanted: unknown) => boolean]> = [
    ['asset_id', (record) => byIdOrUuid(record.assetId)],
    ['assignee_id', (record) => byIdOrUuid(record.assigneeId)],
    ['customer_id', (record) => byIdOrUuid(record.customerId)],
    ['service_location_id', (record) => byIdOrUuid(record.serviceLocationId)],
  ];
  for (const [name, matches] of references) if (query[name] !== undefined) cases = cases.filter((record) => matches(record)(query[name]));
  const shown = page(request, newestFirst(withinDays(cases, query)));
  return Array.isArray(shown) ? ok(request, { case: shown.map((record) => caseView(view, record)) }) : shown;
};

/** POST /cases/{id}: applies a CaseRequest. */
export const updateCase: MockHandler = (request, { store, view }) => {
  const record = findCase(store, param(request, 'id'));
  if (!record) return missing('case', param(request, 'id'));
  const errors = applyCaseWrite(store, record, fields(request));
  if (errors.length > 0) return rejected(errors);
  record.updatedAt = store.timestamp();
  return ok(request, caseView(view, record));
};

function lookup(element: string): MockHandler {
  return (request, { store, view }) => {
    const record = findCase(store, param(request, 'id'));
    if (!record) return missing('case', param(request, 'id'));
    return ok(request, { [element]: usersOf(store, record.serviceLocationId).map((user) => userView(view, user)) });
  };
}

/** GET /cases/{id}/senders: the users of the case's location. */
export const listCaseSenders = lookup('sender');
/** GET /cases/{id}/recipients: the users of the case's location. */
export const listCaseRecipients = lookup('recipient');
/** GET /cases/{id}/assignees: the users of the case's location. */
export const listCaseAssignees = lookup('assignee');

/** GET /cases/{id}/statuses: the statuses a consumer may assign. */
export const listCaseStatuses: MockHandler = (request, { store }) => {
  if (!findCase(store, param(request, 'id'))) return missing('case', param(request, 'id'));
  return ok(request, { status: CASE_STATUSES.map((name) => ({ name })) });
};

function transition(closed: boolean): MockHandler {
  return (request, { store }) => {
    const record = findCase(store, param(request, 'id'));
    if (!record) return missing('case', param(request, 'id'));
    if (record.closed === closed) return refused(`case ${record.id} is already ${closed ? 'closed' : 'open'}`);
    record.closed = closed;
    record.updatedAt = store.timestamp();
    return ok(request);
  };
}

/** PUT /cases/{id}/actions/close: 202, or 403 when already closed. */
export const closeCase = transition(true);
/** PUT /cases/{id}/actions/open: 202, or 403 when already open. */
export const openCase = transition(false);
