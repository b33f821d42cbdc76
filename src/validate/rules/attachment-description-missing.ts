/**
 * The attachment upload's `body` part needs a description (SPEC.md "Attachments":
 * "description (required)").
 */
import { ALL_GENERATIONS } from './generation-sets.js';
import { missingFields } from './helpers.js';
import type { RuleDefinition } from './types.js';

const ID = 'attachment-description-missing';

const REQUIRED = ['description'] as const;

/** An AttachmentRequest describes the file. */
export const attachmentDescriptionMissing: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: 'AttachmentRequest', roots: ['attachment'] }],
  doc:
    'The AttachmentRequest sent as the body part of an attachment upload has a description; ' +
    'internal and sender are optional.',
  check: (root) => missingFields(ID, root, REQUIRED),
};
