/**
 * Case attachments (SPEC.md "Attachments"): the list, one, the multipart upload (`file` and an
 * AttachmentRequest `body`), and the download behind `downloadURL` (SPEC.md does not show it:
 * `GET /cases/{case_id}/attachments/{id}/download` answers the bytes with their media type).
 */
import { contentDisposition } from '../../header-values.js';
import type { ServerRoute, ServerUpload } from '../../route-model.js';
import { missing, ok, rejected } from '../replies.js';
import { attachmentView } from '../views.js';
import { missingReference, referenceId } from '../writes.js';
import { findCase, usersOf } from './cases.js';
import { fields, param, type MockHandler } from './context.js';

/** GET /case/{case_id}/attachments: the case's attachments. */
export const listCaseAttachments: MockHandler = (request, { store, view }) => {
  const record = findCase(store, param(request, 'case_id'));
  if (!record) return missing('case', param(request, 'case_id'));
  const attachments = [...store.attachments.values()].filter((attachment) => attachment.caseId === record.id);
  return ok(request, { attachment: attachments.map((attachment) => attachmentView(view, attachment, true)) });
};

/** GET /case/{case_id}/attachment/{id}: one attachment. */
export const getCaseAttachment: MockHandler = (request, { store, view }) => {
  const record = findCase(store, param(request, 'case_id'));
  const attachment = store.attachments.get(param(request, 'id'));
  if (!record || !attachment || attachment.caseId !== record.id) return missing('attachment', param(request, 'id'));
  return ok(request, attachmentView(view, attachment));
};

/** POST /case/{case_id}/attachments: stores the file part with its AttachmentRequest. */
export const createCaseAttachment: MockHandler = (request, { store, view }) => {
  const record = findCase(store, param(request, 'case_id'));
  if (!record) return missing('case', param(request, 'case_id'));
  const parts = fields(request);
  const file = parts['file'] as ServerUpload;
  const body = (parts['body'] ?? {}) as Record<string, unknown>;
  const senderId = referenceId(body['sender']) ?? usersOf(store, record.serviceLocationId)[0]?.id ?? '1';
  if (!store.users.has(senderId)) return rejected([missingReference('attachment', 'sender/id', 'user', senderId)]);
  const timestamp = store.timestamp();
  const id = store.nextId('attachment');
  const internal = body['internal'] === true;
  const attachment = {
    id, caseId: record.id, description: String(body['description'] ?? ''), filename: file.filename, contentType: file.contentType, data: file.data,
    internal, public: !internal, senderId, createdAt: timestamp, updatedAt: timestamp,
  };
  store.attachments.set(id, attachment);
  return ok(request, attachmentView(view, attachment));
};

/** The download endpoint, not in the descriptors: registered beside them by the mock. */
export const DOWNLOAD_ROUTE: ServerRoute = {
  operationId: 'downloadCaseAttachment',
  method: 'GET',
  path: '/cases/{case_id}/attachments/{id}/download',
  aliases: ['/case/{case_id}/attachment/{id}/download'],
  base: 'platform',
  pathParams: [
    { name: 'case_id', type: 'string', required: true },
    { name: 'id', type: 'string', required: true },
  ],
  query: [],
  // As the attachment itself answers (the error documents come from the generation's table): an
  // attachment or case that does not exist is 404, not a 500 for a status the route did not list
  // (review r22 server H1).
  responses: [{ status: [200] }, { status: [401] }, { status: [403] }, { status: [404] }, { status: [429] }],
  success: 200,
  auth: ['bearer', 'oauth'],
  rules: [],
};

/** GET {downloadURL}: the stored bytes, with their media type and filename. */
export const downloadCaseAttachment: MockHandler = (request, { store }) => {
  const record = findCase(store, param(request, 'case_id'));
  const attachment = store.attachments.get(param(request, 'id'));
  if (!record || !attachment || attachment.caseId !== record.id) return missing('attachment', param(request, 'id'));
  return { status: 200, raw: { contentType: attachment.contentType, data: attachment.data }, headers: { 'Content-Disposition': contentDisposition(attachment.filename) } };
};
