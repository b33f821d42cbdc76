/** Case notes (SPEC.md "Notes"): the list, one, and creation (sender defaults to a user of the case's location). */
import { missing, ok, rejected } from '../replies.js';
import { noteView } from '../views.js';
import { missingReference, referenceId } from '../writes.js';
import { findCase, usersOf } from './cases.js';
import { fields, param, type MockHandler } from './context.js';

/** GET /cases/{case_id}/notes: the case's notes. */
export const listCaseNotes: MockHandler = (request, { store, view }) => {
  const record = findCase(store, param(request, 'case_id'));
  if (!record) return missing('case', param(request, 'case_id'));
  const notes = [...store.notes.values()].filter((note) => note.caseId === record.id);
  return ok(request, { note: notes.map((note) => noteView(view, note)) });
};

/** GET /cases/{case_id}/note/{id}: one note. */
export const getCaseNote: MockHandler = (request, { store, view }) => {
  const record = findCase(store, param(request, 'case_id'));
  const note = store.notes.get(param(request, 'id'));
  if (!record || !note || note.caseId !== record.id) return missing('note', param(request, 'id'));
  return ok(request, noteView(view, note));
};

/** POST /case/{case_id}/notes: a note (sender and recipients must be users). */
export const createCaseNote: MockHandler = (request, { store, view }) => {
  const record = findCase(store, param(request, 'case_id'));
  if (!record) return missing('case', param(request, 'case_id'));
  const body = fields(request);
  const senderId = referenceId(body['sender']) ?? usersOf(store, record.serviceLocationId)[0]?.id ?? '1';
  const recipients = ((body['recipients'] as { recipient?: unknown[] } | undefined)?.recipient ?? []).map(referenceId).filter((id) => id !== undefined);
  const errors = [
    ...(store.users.has(senderId) ? [] : [missingReference('note', 'sender/id', 'user', senderId)]),
    ...recipients.flatMap((id, index) => (store.users.has(id) ? [] : [missingReference('note', `recipients/recipient[${index + 1}]/id`, 'user', id)])),
  ];
  if (errors.length > 0) return rejected(errors);
  const timestamp = store.timestamp();
  const id = store.nextId('note');
  const note = { id, caseId: record.id, message: String(body['message'] ?? ''), public: body['public'] === true, senderId, recipientIds: recipients, createdAt: timestamp, updatedAt: timestamp };
  store.notes.set(id, note);
  return ok(request, noteView(view, note));
};
