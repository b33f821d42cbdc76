/**
 * Dates are `YYYY-MM-DD` (SPEC.md "Conventions", item 4). `xs:date` also accepts a zone suffix
 * (`2024-03-01Z`, `2024-03-01+02:00`); the API convention does not.
 */
import { DATE_FIELDS } from './field-kinds.js';
import { ALL_GENERATIONS } from './generation-sets.js';
import { leafRule } from './leaf-rule.js';

const ID = 'date-form-nonstandard';

const FORM = /^\d{4}-\d{2}-\d{2}$/;

/** A date field is written `YYYY-MM-DD`, without zone. */
export const dateFormNonstandard = leafRule({
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc: `Date fields (${[...DATE_FIELDS].join(', ')}) are written YYYY-MM-DD, with no time zone.`,
  leaves: {
    names: DATE_FIELDS,
    test: (value, element) => (FORM.test(value) ? undefined : { value, element }),
  },
});
