/**
 * SPEC.md's resources and request bodies, transcribed field by field, with the generations each
 * field exists in and what SPEC.md (or API-FACTS.md) says of its requirement, repetition, type
 * and values. Where SPEC.md names a field two ways or leaves its generations open, the decision
 * of schemas/README.md or schemas/<generation>/DIFFERENCES.md is encoded and cited in `note`.
 * The case and estimate tables are in ./spec-fields-cases.ts and ./spec-fields-estimates.ts;
 * notes, attachments, lookup items and the error documents are here. Checked against the IR of
 * our schemas by spec-coverage.test.ts.
 */
import {
  ALL,
  TIMESTAMPS,
  field,
  fields,
  identity,
  nested,
  type SpecDocument,
} from './spec-field-model.js';
import { CASE_DOCUMENTS } from './spec-fields-cases.js';
import { ESTIMATE_DOCUMENTS } from './spec-fields-estimates.js';

const SENDER = ['s:id', 's:name', 's:groupName', 's:URL'];

const NOTE: SpecDocument = {
  title: 'Note (NoteResponse)',
  schema: 'NoteResponse',
  in: ALL,
  contexts: [{ path: 'note' }, { path: 'notes/note' }],
  fields: [
    ...identity(),
    ...fields(['subjectURL', 'message']),
    field('public', { kind: 'boolean' }),
    ...nested('sender', SENDER),
    field('recipients/recipient', { repeated: true }),
    ...fields(['r:id', 'r:URL', 'r:name'], {}, 'recipients/recipient/'),
    ...TIMESTAMPS,
  ],
};

const NOTE_WRITE: SpecDocument = {
  title: 'Note request (NoteRequest)',
  schema: 'NoteRequest',
  in: ALL,
  contexts: [{ path: 'note' }],
  fields: [
    field('message', {
      optional: ALL,
      note: 'SPEC.md marks no note request field required (API-FACTS.md rule 3)',
    }),
    field('public', {
      kind: 'boolean',
      optional: ALL,
      note: 'SPEC.md: visibility flag; default private',
    }),
    field('sender', { optional: ALL }),
    field('sender/s:id'),
    field('recipients', { optional: ALL }),
    field('recipients/recipient', {
      optional: ALL,
      repeated: true,
      note: 'SPEC.md: repeated, not required (API-FACTS.md rule 3)',
    }),
    field('recipients/recipient/r:id'),
  ],
};

const ATTACHMENT: SpecDocument = {
  title: 'Attachment (AttachmentResponse)',
  schema: 'AttachmentResponse',
  in: ALL,
  contexts: [{ path: 'attachment' }, { path: 'attachments/attachment' }],
  fields: [
    ...identity(),
    ...fields(['subjectURL', 'downloadURL', 'description', 'filename']),
    field('format', {
      contexts: ['attachments/attachment'],
      note: 'SPEC.md: format (collection only)',
    }),
    field('size', { kind: 'integer', note: 'SPEC.md: size (number)' }),
    field('internal', { kind: 'boolean' }),
    field('public', { kind: 'boolean' }),
    ...nested('sender', SENDER),
    ...TIMESTAMPS,
  ],
};

const ATTACHMENT_WRITE: SpecDocument = {
  title: 'Attachment request (AttachmentRequest)',
  schema: 'AttachmentRequest',
  in: ALL,
  contexts: [{ path: 'attachment' }],
  fields: [
    field('description', { required: ALL }),
    field('internal', { kind: 'boolean', optional: ALL }),
    field('sender', {
      optional: ALL,
      note: 'SPEC.md: optional; a default user is used when omitted',
    }),
    field('sender/s:id'),
  ],
};

const USER = ['g:id', 'g:URL', 'g:name', 'g:groupName'];

/** SPEC.md "Lookup items". */
const LOOKUPS: readonly SpecDocument[] = [
  {
    title: 'Lookup user (UsersResponse)',
    schema: 'UsersResponse',
    in: ALL,
    contexts: [{ path: 'users/user' }],
    fields: fields(USER),
  },
  {
    title: 'Lookup sender (SenderResponse)',
    schema: 'SenderResponse',
    in: ALL,
    contexts: [{ path: 'sender' }, { path: 'senders/sender' }],
    fields: fields(SENDER),
  },
  {
    title: 'Lookup recipient (RecipientResponse)',
    schema: 'RecipientResponse',
    in: ALL,
    contexts: [{ path: 'recipients/recipient' }],
    fields: fields(['r:id', 'r:URL', 'r:name']),
  },
  {
    title: 'Recipient request (RecipientRequest)',
    schema: 'RecipientRequest',
    in: ALL,
    contexts: [{ path: 'recipient' }, { path: 'recipients/recipient' }],
    fields: fields(['r:id']),
  },
  {
    title: 'Lookup assignee (AssigneesResponse)',
    schema: 'AssigneesResponse',
    in: ALL,
    contexts: [{ path: 'assignees/assignee' }],
    fields: fields(USER),
  },
  {
    title: 'Lookup status (CaseStatus)',
    schema: 'CaseStatus',
    in: ALL,
    contexts: [{ path: 'statuses/status' }],
    fields: fields(['ct:name']),
  },
  {
    title: 'Lookup department (ServiceLocationDepartments)',
    schema: 'ServiceLocationDepartments',
    in: ALL,
    contexts: [{ path: 'department' }, { path: 'departments/department' }],
    fields: fields(['d:code', 'd:description']),
  },
  {
    title: 'Lookup program type (ServiceLocationProgramTypes)',
    schema: 'ServiceLocationProgramTypes',
    in: ALL,
    contexts: [{ path: 'programType' }, { path: 'programTypes/programType' }],
    fields: fields(['pt:description']),
  },
  {
    title: 'Token (AuthorizationResponse)',
    schema: 'AuthorizationResponse',
    in: ALL,
    contexts: [{ path: 'AuthorizationResponse' }],
    fields: [
      field('token'),
      field('type', {
        values: {
          '0.0.7': ['Bearer'],
          '0.1': ['Bearer'],
          '0.2': ['Bearer'],
          '0.3-beta': ['Bearer'],
        },
      }),
    ],
  },
];

const byGeneration = (values: readonly string[]) =>
  Object.fromEntries(ALL.map((id) => [id, values]));

/** API-FACTS.md "Error documents". */
const ERRORS: readonly SpecDocument[] = [
  {
    title: '400 error (400ErrorResponse)',
    schema: '400ErrorResponse',
    in: ALL,
    contexts: [{ path: 'BadRequestResponse' }],
    fields: [
      field('message', { required: ALL }),
      field('status', { required: ALL, values: byGeneration(['400 Bad Request']) }),
      field('errors', { optional: ALL }),
      field('errors/error', {
        optional: ALL,
        repeated: false,
        note: 'API-FACTS.md: "optional errors/error" (repeated only in 422); at most one, as deployed',
      }),
    ],
  },
  {
    title: '403 error (403ErrorResponse)',
    schema: '403ErrorResponse',
    in: ALL,
    contexts: [{ path: 'ForbiddenErrorResponse' }],
    fields: [
      field('message', { required: ALL }),
      field('status', { required: ALL, values: byGeneration(['403 Forbidden']) }),
    ],
  },
  {
    title: '422 error (422ErrorResponse)',
    schema: '422ErrorResponse',
    in: ALL,
    contexts: [{ path: 'UnprocessableEntityErrorResponse' }],
    fields: [
      field('message', { required: ALL }),
      field('errors', { required: ALL }),
      field('errors/error', { required: ALL, repeated: true }),
      ...fields(['resource', 'field'], { required: ALL }, 'errors/error/'),
      field('errors/error/messages', { optional: ALL }),
      field('errors/error/messages/message'),
      field('errors/error/code', {
        required: ALL,
        values: byGeneration(['missing', 'missing_field', 'invalid', 'already_exists']),
      }),
    ],
  },
  {
    title: '429 error (429ErrorResponse)',
    schema: '429ErrorResponse',
    in: ALL,
    contexts: [{ path: 'TooManyRequestsResponse' }],
    fields: [
      field('message', { required: ALL }),
      field('status', { required: ALL, values: byGeneration(['429 Too Many Requests']) }),
    ],
  },
];

/** Every SPEC.md resource and request body, and API-FACTS.md's error documents. */
export const SPEC_DOCUMENTS: readonly SpecDocument[] = [
  ...CASE_DOCUMENTS,
  ...ESTIMATE_DOCUMENTS,
  NOTE,
  NOTE_WRITE,
  ATTACHMENT,
  ATTACHMENT_WRITE,
  ...LOOKUPS,
  ...ERRORS,
];
