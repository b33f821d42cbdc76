/**
 * Dates are `YYYY-MM-DD` (SPEC.md "Conventions", item 4). `xs:date` also accepts a zone suffix
 * (`2024-03-01Z`, `2024-03-01+02:00`); the API convention does not.
 */
import { DATE_FIELDS } from './field-kinds.js';
import { ALL_GENERATIONS } from './generation-sets.js';
import { findingAt, forEachLeaf } from './helpers.js';
import type { Finding, RuleDefinition } from './types.js';

const ID = 'date-form-nonstandard';

const FORM = /^\d{4}-\d{2}-\d{2}$/;

/** A date field is written `YYYY-MM-DD`, without zone. */
export const dateFormNonstandard: RuleDefinition = {
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc: `Date fields (${[...DATE_FIELDS].join(', ')}) are written YYYY-MM-DD, with no time zone.`,
  check: (root) => {
    const findings: Finding[] = [];
    forEachLeaf(root, DATE_FIELDS, (leaf, text) => {
      const value = text.trim();
      if (!FORM.test(value)) findings.push(findingAt(ID, leaf, { value, element: leaf.name }));
    });
    return findings;
  },
};
