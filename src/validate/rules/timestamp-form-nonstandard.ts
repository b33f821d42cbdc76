/**
 * Timestamps use one of the ISO 8601 forms SPEC.md lists (SPEC.md "Conventions", item 4):
 * `YYYY-MM-DDThh:mm:ss.f` without zone, `YYYY-MM-DDThh:mm:ssZ`, `YYYY-MM-DDThh:mm:ss+00:00`.
 * SPEC.md calls them the forms seen, so another `xs:dateTime` form is a warning, not an error.
 */
import { TIMESTAMP_FIELDS } from './field-kinds.js';
import { ALL_GENERATIONS } from './generation-sets.js';
import { leafRule } from './leaf-rule.js';

const ID = 'timestamp-form-nonstandard';

// The three forms in one expression (one test per value): a fraction and no zone, `Z`, or an
// offset. The offset form is read as any ±hh:mm offset: SPEC.md shows +00:00 as its example.
const FORMS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+|Z|[+-]\d{2}:\d{2})$/;

/** A timestamp is written in one of SPEC.md's three forms. */
export const timestampFormNonstandard = leafRule({
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc:
    'Timestamps (createdAt, downtime, etr, workStatus/timestamp, ...) are written ' +
    'YYYY-MM-DDThh:mm:ss.f (no zone), YYYY-MM-DDThh:mm:ssZ or YYYY-MM-DDThh:mm:ss+hh:mm, the ' +
    'forms SPEC.md lists. Other xs:dateTime forms (no seconds fraction and no zone, a fraction ' +
    'with a zone as Date.toISOString() writes) are a warning: SPEC.md lists the forms seen. ' +
    'timestampFromDate(date) of fleetcase/runtime writes a Date as YYYY-MM-DDThh:mm:ssZ.',
  leaves: {
    names: TIMESTAMP_FIELDS,
    test: (value, element) => (FORMS.test(value) ? undefined : { value, element }),
  },
});
