/**
 * Timestamps use one of the ISO 8601 forms SPEC.md lists (SPEC.md "Conventions", item 4):
 * `YYYY-MM-DDThh:mm:ss.f` without zone, `YYYY-MM-DDThh:mm:ssZ`, `YYYY-MM-DDThh:mm:ss+00:00`,
 * the last read as any offset, `YYYY-MM-DDThh:mm:ss±hh:mm` (`-05:00` too: review r14 spec L7).
 * SPEC.md calls them the forms seen, so another `xs:dateTime` form is a warning, not an error.
 * A text that is no xs:dateTime at all (`2024-03-05 17:02`, a date alone) is left to the XSD
 * check, which reports it as an invalid value (as the boolean and date rules leave theirs).
 */
import { parseDateTime } from '../../runtime/date-time.js';
import { TIMESTAMP_FIELDS } from './field-kinds.js';
import { ALL_GENERATIONS } from './generation-sets.js';
import { leafRule } from './leaf-rule.js';

const ID = 'timestamp-form-nonstandard';

// The three forms in one expression (one test per value): a fraction and no zone, `Z`, or an
// offset. The offset form is read as any ±hh:mm offset: SPEC.md shows +00:00 as its example.
const FORMS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+|Z|[+-]\d{2}:\d{2})$/;

/** True when the text is in xs:dateTime's lexical space (the form aside, only then the rule's matter). */
function isXsdDateTime(text: string): boolean {
  try {
    parseDateTime(text);
    return true;
  } catch {
    return false;
  }
}

/** A timestamp is written in one of SPEC.md's three forms. */
export const timestampFormNonstandard = leafRule({
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc:
    'Timestamps (createdAt, downtime, etr, workStatus/timestamp, ...) are written ' +
    'YYYY-MM-DDThh:mm:ss.f (no zone), YYYY-MM-DDThh:mm:ssZ or YYYY-MM-DDThh:mm:ss±hh:mm (an ' +
    'offset ahead of or behind UTC: +00:00, -05:00), the forms SPEC.md lists (its example ' +
    'offset is +00:00). Other xs:dateTime forms (no seconds fraction and no zone, a fraction ' +
    'with a zone as Date.toISOString() writes) are a warning: SPEC.md lists the forms seen. ' +
    'timestampFromDate(date) of fleetcase/runtime writes a Date as YYYY-MM-DDThh:mm:ssZ. (A text ' +
    'that is no xs:dateTime at all, such as 2024-03-05 17:02, is an xsd-invalid-value.)',
  leaves: {
    names: TIMESTAMP_FIELDS,
    // The form first: nearly every timestamp has one of the three, and then nothing is parsed.
    test: (value, element) => (FORMS.test(value) || !isXsdDateTime(value) ? undefined : { value, element }),
  },
});
